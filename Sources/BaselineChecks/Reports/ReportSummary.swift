/// What several reports add up to: how many checkouts passed, and for each rule that did not pass
/// everywhere, in how many it failed or could not be evaluated (a FILE rule: in how many it was found).
struct ReportSummary {
    struct Tally {
        var rule: RuleDescriptor
        var failed = 0
        var notEvaluated = 0
    }

    let checkouts: Int
    let passed: Int
    /// In the order the reports name the rules.
    let tallies: [Tally]

    init(_ reports: [CheckoutReport]) {
        checkouts = reports.count
        noun = reports.allSatisfy { $0.checkout.revision != nil } ? "commits" : "checkouts"
        passed = reports.count(where: \.passed)
        var tallies = reports.rules.map { Tally(rule: $0) }
        let index = Dictionary(tallies.enumerated().map { ($0.element.rule.id, $0.offset) }) { first, _ in first }
        for report in reports {
            for result in report.results {
                guard let position = index[result.ruleID] else { continue }
                if result.status == .failed { tallies[position].failed += 1 }
                if result.status == .notEvaluated { tallies[position].notEvaluated += 1 }
            }
            for id in Set(report.fileFindings.filter { $0.severity != .note }.map(\.ruleID)) {
                if let position = index[id] { tallies[position].failed += 1 }
            }
        }
        self.tallies = tallies.filter { $0.failed + $0.notEvaluated > 0 }
    }

    /// What the reports are: `commits` when each is a commit (a range, `--rev`), else `checkouts`.
    let noun: String

    /// With several reports, `3 of 5 checkouts passed` (`3 of 4 commits passed` for revisions) and a line per
    /// rule that did not pass everywhere; nothing for one report, whose own summary line says it all.
    var lines: [String] {
        guard checkouts > 1 else { return [] }
        return ["\(passed) of \(checkouts) \(noun) passed"] + tallies.map { tally in
            var parts: [String] = []
            if tally.failed > 0 { parts.append("failed in \(tally.failed) of \(checkouts)") }
            if tally.notEvaluated > 0 { parts.append("not evaluated in \(tally.notEvaluated) of \(checkouts)") }
            return "\(tally.rule.id) \(parts.joined(separator: ", ")) (\(tally.rule.name))"
        }
    }
}
