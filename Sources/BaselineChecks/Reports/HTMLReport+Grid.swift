import BaselineSupport

/// The grid for many reports (a history, many forks): one row per checkout or revision, one
/// narrow column per rule ID with the rule's name as its title, so that a page holds 86 revisions
/// and stays readable at 1 280 px.
extension HTMLReport {
    /// More reports than this are shown one row each.
    static let columnsAtMost = 6
    /// A checkout with more findings than this has them folded under a summary.
    static let openFindingsAtMost = 12

    func grid(_ rules: [RuleDescriptor], _ reports: [CheckoutReport]) -> String {
        var html = "<div class=\"scroll\"><table class=\"matrix grid\">\n<thead><tr><th scope=\"col\">Checkout</th>"
        for rule in rules {
            html += "<th scope=\"col\" title=\"\(Markup.attribute(rule.name))\">\(ruleLink(rule.id))</th>"
        }
        html += "<th scope=\"col\" title=\"unusable files\">Files</th><th scope=\"col\">Verdict</th></tr></thead>\n<tbody>\n"
        for (offset, report) in reports.enumerated() {
            html += "<tr><th scope=\"row\" title=\"\(Markup.attribute(report.checkout.headline))\">\(rowName(report, number: offset + 1))</th>"
            html += rules.map { rule in compactCell(report.results.first { $0.ruleID == rule.id }) }.joined()
            let unusable = report.fileFindings.count { $0.severity != .note }
            html += unusable == 0 ? "<td class=\"passed\" title=\"none\">✓</td>"
                : "<td class=\"failed\" title=\"\(CountedNoun.text(unusable, "unusable file"))\">✗ \(unusable)</td>"
            html += report.passed ? "<td class=\"passed\">✓ PASSED</td>" : "<td class=\"failed\">✗ FAILED</td>"
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table></div>\n"
    }

    /// A commit as its short ID, day and subject (cut to the column, whole in the row's title); a
    /// checkout as its name.
    private func rowName(_ report: CheckoutReport, number: Int) -> String {
        guard let commit = report.checkout.revision else {
            return "<a href=\"#checkout-\(number)\">\(Markup.escape(report.checkout.displayName))</a>"
        }
        return "<a href=\"#checkout-\(number)\"><code>\(commit.shortID)</code></a> <small>\(Markup.escape(String(commit.date.prefix(10))))</small>"
            + " <span class=\"subject\">\(Markup.escape(commit.subject))</span>"
    }

    /// A mark and, in its title, the words: the grid has no room for them, the title keeps them.
    private func compactCell(_ result: RuleResult?) -> String {
        guard let result else { return "<td class=\"absent\" title=\"not run\">–</td>" }
        let count = result.findings.count
        switch result.status {
        case .passed:
            return "<td class=\"passed\" title=\"passed\">✓</td>"
        case .failed:
            return "<td class=\"failed\" title=\"failed: \(CountedNoun.text(count, "finding"))\">✗ \(count)</td>"
        case .notEvaluated:
            let reasons = Markup.attribute(result.notEvaluatedReasons.joined(separator: "\n"))
            return "<td class=\"not-evaluated\" title=\"not evaluated: \(reasons)\">?</td>"
        }
    }
}
