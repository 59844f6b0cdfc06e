import BaselineChecks

/// `explain RULE`: what the rule checks, why, what reports it, and its examples (the ones the tests run).
enum RuleExplanation {
    static func render(_ rule: any DescribedRule) -> String {
        let descriptor = rule.descriptor
        var text = "\(descriptor.id) \(descriptor.name) (\(descriptor.severity.rawValue))\n\n"
        text += "What it checks:\n  \(descriptor.summary)\n\nWhy:\n  \(descriptor.rationale)\n"
        if let origin = rule.family.origin { text += "\n\(origin)\n" }
        if !rule.howItMatches.isEmpty { text += "\nHow it matches:\n" + rule.howItMatches.map { "  \($0)\n" }.joined() }
        switch rule.exampleSet {
        case .checkoutFiles(let failing, let passing):
            text += section("Failing example", failing.first) + section("Passing example", passing.first)
        case .forks(let failing, let passing):
            text += section("Failing example", failing.first) + section("Passing example", passing.first)
        case .none:
            break
        }
        return text
    }

    /// A fork: each edit as the text it removes and the text it puts in its place.
    private static func section(_ title: String, _ example: ForkExample?) -> String {
        guard let example else { return "" }
        var text = "\n\(title): \(example.summary)\n"
        var path: String?
        for edit in example.edits {
            if edit.path != path { text += "  --- \(edit.path)\n" }
            path = edit.path
            text += lines(edit.original, "  - ") + lines(edit.replacement, "  + ")
        }
        if let reports = example.reports {
            text += "  (reported: \(reports))\n"
        }
        if example.edits.contains(where: { $0.replacement.contains(RuleExample.marker) }) {
            text += "  (\(RuleExample.marker) marks where the finding is reported)\n"
        }
        return text
    }

    /// Each line of `code` after `prefix`; code that ends a line does not add an empty one, and no code is said.
    private static func lines(_ code: String, _ prefix: String) -> String {
        guard !code.isEmpty else { return prefix + "(nothing)\n" }
        let body = code.hasSuffix("\n") ? code.dropLast() : Substring(code)
        return body.split(separator: "\n", omittingEmptySubsequences: false).map { "\(prefix)\($0)\n" }.joined()
    }

    /// A catalog example: the files it replaces, adds and removes.
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
        if !example.markedPositions.isEmpty {
            text += "  (\(RuleExample.marker) marks where the finding is reported)\n"
        }
        return text
    }
}
