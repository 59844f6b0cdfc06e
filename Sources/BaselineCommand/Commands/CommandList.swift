/// The commands of check-baseline, in the order `--help` lists them, the check (named by no word) first. A new
/// command is its own file (a `Subcommand`) and one entry here.
enum CommandList {
    static var all: [any Subcommand.Type] {
        [
            CheckCommand.self, InstallHookCommand.self, ExplainCommand.self, VerifyControlCommand.self,
            XcodeTestCommand.self, ObjCHeaderCommand.self, OracleCommand.self, MutationScoreCommand.self,
        ]
    }

    /// The command the first word names, and the words it reads; the check, with every word, when it names none.
    static func command(for arguments: [String]) -> (command: any Subcommand.Type, words: [String]) {
        guard let first = arguments.first, !first.isEmpty, let named = all.first(where: { $0.name == first }) else {
            return (CheckCommand.self, arguments)
        }
        return (named, Array(arguments.dropFirst()))
    }
}
