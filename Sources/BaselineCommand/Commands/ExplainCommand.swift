import BaselineChecks
import BaselineSupport
import RuleRegistry

/// `explain RULE`: any rule the tool can report, of any family (`RuleRegistry`), explained.
enum ExplainCommand: Subcommand {
    struct Arguments: CommandArguments {
        var rule = ""
        /// Another catalog, whose rules are explained instead of the built-in one's.
        var rulesFile: String?
    }

    static let name = "explain"
    static let synopsis = ["explain RULE"]
    static let summary = """
        what a rule (RULE: an ID in any case, or a name) checks, why, and
        a failing and a passing example
        """

    static var options: [CommandOption<Arguments>] {
        [.text("--rules", value: "FILE", help: "explain the rules of the catalog in FILE instead of the built-in one", \.rulesFile)]
    }

    static func validate(_ arguments: inout Arguments, _ words: ParsedWords) throws(UsageError) {
        guard words.all.count == 1, let rule = words.all.first else {
            throw UsageError("explain takes one rule ID, e.g. `check-baseline explain SRC004`")
        }
        arguments.rule = rule
    }

    static func run(_ arguments: Arguments, style: OutputStyle, io: any CommandIO) throws(UsageError) -> Int32 {
        guard let rule = RuleRegistry(catalog: try CheckCommand.catalog(arguments.rulesFile)).rule(namedBy: arguments.rule) else {
            throw UsageError("no rule \(arguments.rule); see --list-rules")
        }
        return CommandOutcome.success(RuleExplanation.render(rule)).write(to: io)
    }
}
