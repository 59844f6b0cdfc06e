import BaselineChecks
import BaselineSupport

/// A command of check-baseline, declared whole in one type: the word that names it, its usage lines, what it does,
/// its options table, how the words that are not options are placed and the whole checked, and how it runs.
/// Dispatch, `--help` (the tool's and each command's), the typo suggestions, the usage errors and the README's usage
/// block all come from `Commands/CommandList.swift`: a new command is its own file and one entry there. This folder
/// is the framework the commands are built on; it never names them, and is handed the list where it needs it.
protocol Subcommand {
    /// Everything its words ask for; `init()` holds the defaults.
    associatedtype Arguments: CommandArguments

    /// The word that names it; empty for the check, the tool's command when no word names another.
    static var name: String { get }
    /// Its usage lines, each after `check-baseline `.
    static var synopsis: [String] { get }
    /// What it does, as `--help` says it under COMMANDS (continuation lines as they print there, after the column).
    static var summary: String { get }
    /// Its options, in the order its help lists them (`-h`, `--help` are every command's).
    static var options: [CommandOption<Arguments>] { get }
    /// What its own help says after its options (exit codes, operators); empty by default.
    static var epilogue: String { get }
    /// The text `--help` prints.
    static var help: String { get }

    /// Places the words that are not options and checks the whole (what goes with what, how many checkouts).
    static func validate(_ arguments: inout Arguments, _ words: ParsedWords) throws(UsageError)
    /// Does what `arguments` ask, writing through `io`; returns the exit code. A usage error is printed as every
    /// usage error is (`CommandOutcome.usage`).
    static func run(_ arguments: Arguments, style: OutputStyle, io: any CommandIO) throws(UsageError) -> Int32
}

/// What a command's arguments start from: its defaults.
protocol CommandArguments {
    init()
}

/// The words of a command line that are not options, and the options that were given.
struct ParsedWords {
    /// Words before `--` that are neither options nor their values.
    var operands: [String] = []
    /// The words after `--`, as given; `nil` without `--`.
    var afterDashes: [String]?
    /// The options given, by their first name (`--jobs` for `-j`), in the order given.
    var given: [String] = []

    /// Operands and the words after `--` alike (checkouts, a rule ID).
    var all: [String] { operands + (afterDashes ?? []) }
}

/// What a command's words asked for: its help, or what it is to do.
enum Parsed<Arguments> {
    case help
    case arguments(Arguments)
}

extension Subcommand {
    static var epilogue: String { "" }
    static var help: String { CommandHelp.text(of: Self.self) }

    /// Every spelling of its options, `--help` and `-h` included.
    static var optionNames: [String] { options.flatMap(\.names) + CommandHelp.helpNames }

    /// Parses `words` (what follows the command's name) into its arguments, or its help; `commands` (all the tool
    /// has) answer an unknown option with the command that takes it.
    static func parse(_ words: [String], among commands: [any Subcommand.Type]) throws(UsageError) -> Parsed<Arguments> {
        let table = options
        var arguments = Arguments()
        var parsed = ParsedWords()
        var remaining = words[...]
        while let word = remaining.popFirst() {
            if word == "--" {
                parsed.afterDashes = Array(remaining)
                break
            }
            guard word.hasPrefix("-"), word != "-" else {
                parsed.operands.append(word)
                continue
            }
            let (name, inline) = OptionSyntax.split(word)
            if CommandHelp.helpNames.contains(name) {
                guard inline == nil else { throw UsageError("\(name) takes no value") }
                return .help
            }
            guard let option = table.first(where: { $0.names.contains(name) }) else {
                throw Spelling.unknown(name, of: Self.self, among: commands)
            }
            guard option.value == nil || option.repeatable || !parsed.given.contains(option.name) else {
                throw UsageError("\(option.name) given twice")
            }
            let value: String
            if option.value == nil {
                guard inline == nil else { throw UsageError("\(name) takes no value") }
                value = ""
            } else {
                value = try OptionSyntax.value(of: name, inline: inline, from: &remaining)
            }
            try option.apply(&arguments, value)
            parsed.given.append(option.name)
        }
        try validate(&arguments, parsed)
        return .arguments(arguments)
    }

    /// Parses `words` and runs the command: what the tool does once the command is known, among `commands`.
    static func perform(_ words: [String], among commands: [any Subcommand.Type], style: OutputStyle, io: any CommandIO) -> Int32 {
        do {
            switch try parse(words, among: commands) {
            case .help: return CommandOutcome.success(help).write(to: io)
            case .arguments(let arguments): return try run(arguments, style: style, io: io)
            }
        } catch {
            return CommandOutcome.usage(error).write(to: io)
        }
    }
}
