/// How help is laid out, for the tool's `--help` and each command's own: usage lines, then what it does, then
/// its options in two columns (names in the first 20 characters, what they do after), then what else it says.
enum CommandHelp {
    /// Every command's spellings of `--help`.
    static let helpNames = ["--help", "-h"]

    /// A command's own help.
    static func text<Command: Subcommand>(of command: Command.Type) -> String {
        var text = usage(command.synopsis) + "\n\n" + command.summary.prefix(1).uppercased() + command.summary.dropFirst()
        text += "\n\nOPTIONS:\n" + options(command.options)
        return command.epilogue.isEmpty ? text : text + "\n" + command.epilogue + "\n"
    }

    /// `USAGE: check-baseline …`, a line each, aligned.
    static func usage(_ synopsis: [String]) -> String {
        synopsis.enumerated().map { ($0.offset == 0 ? "USAGE: " : "       ") + "check-baseline " + $0.element }
            .joined(separator: "\n")
    }

    /// Each option's row, and the help option's last.
    static func options<Arguments>(_ options: [CommandOption<Arguments>]) -> String {
        options.map { row($0.display, $0.help) }.joined() + row("-h, --help", "print this help")
    }

    /// `  NAME                what it does`, its further lines under the second column; a name too wide for the
    /// first column has the text on the lines after it.
    static func row(_ name: String, _ text: String) -> String {
        let column = 20
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let indent = String(repeating: " ", count: column + 2)
        let first = name.count < column - 1
            ? "  " + name + String(repeating: " ", count: column - name.count) + (lines.first ?? "") + "\n"
            : "  " + name + "\n" + indent + (lines.first ?? "") + "\n"
        return first + lines.dropFirst().map { indent + $0 + "\n" }.joined()
    }
}
