/// The tool's `--help`, made from the command list: every command's usage lines, the check's options, every other
/// command with what it does, the exit codes. README.md quotes its usage block (a test holds the two equal).
public enum HelpText {
    public static var usage: String {
        let commands = CommandList.all
        var text = CommandHelp.usage(commands.flatMap { $0.synopsis }) + "\n\n" + CheckCommand.summary
        text += "\n\nOPTIONS:\n" + CommandHelp.options(CheckCommand.options)
        text += "\nCOMMANDS (`check-baseline COMMAND --help` lists a command's own options):\n"
        text += commands.filter { !$0.name.isEmpty }.map { CommandHelp.row($0.name, $0.summary) }.joined()
        return text + "\n" + CheckCommand.epilogue
    }
}
