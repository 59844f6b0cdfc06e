import BaselineChecks
import BehaviourVerification

/// `explain RULE`: what the rule checks, why, and its examples (the ones the tests run).
enum RuleExplanation {
    static func render(_ rule: Rule) -> String {
        var text = "\(rule.id) \(rule.name) (\(rule.severity.rawValue))\n\n"
        text += "What it checks:\n  \(rule.summary)\n\nWhy:\n  \(rule.rationale)\n"
        text += matching(rule.check)
        text += section("Failing example", rule.examples.failing.first)
        text += section("Passing example", rule.examples.passing.first)
        return text
    }

    static let behaviourOrigin =
        "Reported by `check-baseline verify-control`, which compiles and runs the checkout's control in a sandbox."
    static let fileOrigin = "Reported under every catalog, for each file a rule needs and cannot use."

    /// A `verify-control` rule: as a rule outside the catalog, and its examples (the ones the tests run).
    static func render(_ rule: BehaviourRule) -> String {
        render(rule.descriptor, origin: behaviourOrigin)
            + section("Failing example", rule.failing.first) + section("Passing example", rule.passing.first)
    }

    /// A rule outside the catalog (a `verify-control` or FILE rule): what it checks, why, and what reports it.
    static func render(_ rule: RuleDescriptor, origin: String) -> String {
        var text = "\(rule.id) \(rule.name) (\(rule.severity.rawValue))\n\n"
        text += "What it checks:\n  \(rule.summary)\n\nWhy:\n  \(rule.rationale)\n"
        text += "\n\(origin)\n"
        return text
    }

    /// How the check matches, where its kind has something to say about it.
    private static func matching(_ check: Check) -> String {
        let lines = check.kind.howItMatches
        return lines.isEmpty ? "" : "\nHow it matches:\n" + lines.map { "  \($0)\n" }.joined()
    }

    /// A `verify-control` example: each edit as the text it removes and the text it puts in its place.
    private static func section(_ title: String, _ example: BehaviourExample?) -> String {
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

extension RuleExplanation {
    static let headerOrigin = "Reported by `check-baseline objc-header --check`, which derives the control's Objective-C"
        + " header by the Swift compiler's rules and holds build.sh's greps against it; nothing is compiled or run."

    /// A header rule (HDR): as a rule outside the catalog, and its examples (the ones the tests run).
    static func render(_ rule: HeaderRule) -> String {
        var text = render(rule.descriptor, origin: headerOrigin)
        for (title, example) in [("Failing example", rule.failing.first), ("Passing example", rule.passing.first)] {
            guard let example else { continue }
            text += "\n\(title): \(example.summary)\n"
            for edit in example.edits {
                text += "  --- \(edit.path)\n"
                text += edit.original.split(separator: "\n").map { "  - \($0)\n" }.joined()
                text += edit.replacement.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
                    edit.replacement.hasSuffix("\n") ? 1 : 0).map { "  + \($0)\n" }.joined()
            }
            if let reports = example.reports { text += "  (reported: \(reports))\n" }
        }
        return text
    }
}
