/// `explain RULE`: what the rule checks, why, and its examples (the ones the tests run).
enum RuleExplanation {
    static func render(_ rule: Rule) -> String {
        var text = "\(rule.id) \(rule.name) (\(rule.severity.rawValue))\n\n"
        text += "What it checks:\n  \(rule.summary)\n\nWhy:\n  \(rule.rationale)\n"
        text += section("Failing example", rule.examples.failing.first)
        text += section("Passing example", rule.examples.passing.first)
        return text
    }

    /// A rule `verify-control` reports: what it checks and why; its examples are the mutants of the tests.
    static func render(behaviour rule: RuleDescriptor) -> String {
        var text = "\(rule.id) \(rule.name) (\(rule.severity.rawValue))\n\n"
        text += "What it checks:\n  \(rule.summary)\n\nWhy:\n  \(rule.rationale)\n"
        text += "\nReported by `check-baseline verify-control`, which compiles and runs the checkout's control in a sandbox.\n"
        return text
    }

    private static func section(_ title: String, _ example: RuleExample?) -> String {
        guard let example else { return "" }
        var text = "\n\(title): \(example.summary)\n"
        for path in example.removed {
            text += "  (\(path) removed)\n"
        }
        for file in example.files {
            text += "  --- \(file.path)\n"
            text += file.contents.split(separator: "\n", omittingEmptySubsequences: false).map { "  | \($0)\n" }.joined()
        }
        if example.files.isEmpty && example.removed.isEmpty {
            text += "  (the conforming example checkout, unchanged)\n"
        }
        return text
    }
}
