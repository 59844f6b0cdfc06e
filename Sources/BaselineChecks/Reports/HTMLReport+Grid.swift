import BaselineSupport

/// The grid for many reports (a history, many forks): one row per checkout or revision, one
/// narrow column per rule ID with the rule's name as its title, so that a page holds 86 revisions
/// and stays readable at 1 280 px.
extension HTMLReport {
    /// More reports than this are shown one row each.
    static let columnsAtMost = 6
    /// A checkout with more findings than this has them folded under a summary.
    static let openFindingsAtMost = 12

    func grid(_ rules: [RuleDescriptor], _ reports: [CheckoutReport], to html: inout [UInt8]) {
        html += "<div class=\"scroll\"><table class=\"matrix grid\">\n<thead><tr><th scope=\"col\">Checkout</th>".utf8
        for rule in rules {
            html += "<th scope=\"col\" title=\"".utf8
            Markup.appendAttribute(rule.name, to: &html)
            html += "\">".utf8
            appendRuleLink(rule.id, to: &html)
            html += "</th>".utf8
        }
        html += "<th scope=\"col\" title=\"unusable files\">Files</th><th scope=\"col\">Verdict</th></tr></thead>\n<tbody>\n".utf8
        for (offset, report) in reports.enumerated() {
            html += "<tr><th scope=\"row\" title=\"".utf8
            Markup.appendAttribute(report.checkout.headline, to: &html)
            html += "\">".utf8
            rowName(report, number: offset + 1, to: &html)
            html += "</th>".utf8
            for rule in rules { compactCell(report.results.first { $0.ruleID == rule.id }, to: &html) }
            let unusable = report.fileFindings.count { $0.severity != .note }
            if unusable == 0 {
                html += "<td class=\"passed\" title=\"none\">✓</td>".utf8
            } else {
                html += "<td class=\"failed\" title=\"\(CountedNoun.text(unusable, "unusable file"))\">✗ ".utf8
                html.appendDecimal(unusable)
                html += "</td>".utf8
            }
            appendVerdictCell(report, to: &html)
            html += "</tr>\n".utf8
        }
        html += "</tbody>\n</table></div>\n".utf8
    }

    /// A commit as its short ID, day and subject (cut to the column, whole in the row's title); a
    /// checkout as its name.
    private func rowName(_ report: CheckoutReport, number: Int, to html: inout [UInt8]) {
        html += "<a href=\"#checkout-".utf8
        html.appendDecimal(number)
        html += "\">".utf8
        guard let commit = report.checkout.revision else {
            Markup.append(report.checkout.displayName, to: &html)
            html += "</a>".utf8
            return
        }
        html += "<code>".utf8
        html += commit.shortID.utf8
        html += "</code></a> <small>".utf8
        Markup.append(commit.date.prefix(10), to: &html)
        html += "</small> <span class=\"subject\">".utf8
        Markup.append(commit.subject, to: &html)
        html += "</span>".utf8
    }

    /// A mark and, in its title, the words: the grid has no room for them, the title keeps them.
    private func compactCell(_ result: RuleResult?, to html: inout [UInt8]) {
        guard let result else {
            html += "<td class=\"absent\" title=\"not run\">–</td>".utf8
            return
        }
        let count = result.findings.count
        switch result.status {
        case .passed:
            html += "<td class=\"passed\" title=\"passed\">✓</td>".utf8
        case .failed:
            html += "<td class=\"failed\" title=\"failed: \(CountedNoun.text(count, "finding"))\">✗ ".utf8
            html.appendDecimal(count)
            html += "</td>".utf8
        case .notEvaluated:
            html += "<td class=\"not-evaluated\" title=\"not evaluated: ".utf8
            Markup.appendAttribute(result.notEvaluatedReasons.joined(separator: "\n"), to: &html)
            html += "\">?</td>".utf8
        }
    }
}
