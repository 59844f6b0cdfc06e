import BaselineSupport

/// A self-contained HTML page for audits of many checkouts: a rules × checkouts matrix (for more
/// than a handful of reports, a checkouts × rules grid that scrolls under a sticky header), the
/// findings of each checkout (folded when there are many), and what each rule requires and why. The markup is
/// XHTML-compatible (well-formed XML) and has no scripts and no external resources;
/// everything taken from a checkout is escaped.
public struct HTMLReport: ReportFormatter {
    public static let name = "html"
    public init(style: OutputStyle) {}

    public func render(_ reports: [CheckoutReport]) -> String {
        // Text from outside the tool escaped as every report escapes it (ReportEscaping.swift).
        let reports = reports.map(\.escapedForReports)
        let matrixRules = Self.rulesRun(reports)
        // Written as UTF-8 into one buffer, escaping included: a string per cell and finding cost more than the checks.
        var html: [UInt8] = []
        html += HTMLPage.opening(title: "check-baseline report", styleSheet: Self.styleSheet).utf8
        html += """
            <p>\(verdictSummary(reports)) Made by check-baseline \(Markup.escape(ToolVersion.current)).</p>
            <h2>\(reports.count > Self.columnsAtMost ? "Checkouts × rules" : "Rules × checkouts")</h2>

            """.utf8
        if reports.count > Self.columnsAtMost { grid(matrixRules, reports, to: &html) } else { matrix(matrixRules, reports, to: &html) }
        html += "<h2>Findings by checkout</h2>\n".utf8
        for (offset, report) in reports.enumerated() { checkoutSection(report, number: offset + 1, to: &html) }
        html += "<h2>Rules</h2>\n".utf8
        for rule in reports.rules { ruleSection(rule, to: &html) }
        html += "</body>\n</html>\n".utf8
        return String(decoding: html, as: UTF8.self)
    }

    // MARK: Matrix

    private func matrix(_ rules: [RuleDescriptor], _ reports: [CheckoutReport], to html: inout [UInt8]) {
        html += "<div class=\"scroll\"><table class=\"matrix\">\n<thead><tr><th scope=\"col\">Rule</th>".utf8
        for (offset, report) in reports.enumerated() {
            html += "<th scope=\"col\"><a href=\"#checkout-".utf8
            html.appendDecimal(offset + 1)
            html += "\">".utf8
            Markup.append(report.checkout.displayName, to: &html)
            html += "</a></th>".utf8
        }
        html += "</tr></thead>\n<tbody>\n".utf8
        for rule in rules {
            html += "<tr><th scope=\"row\">".utf8
            appendRuleLink(rule.id, to: &html)
            html.append(UInt8(ascii: " "))
            Markup.append(rule.name, to: &html)
            html += "</th>".utf8
            for report in reports { cell(for: report.results.first { $0.ruleID == rule.id }, to: &html) }
            html += "</tr>\n".utf8
        }
        html += "<tr><th scope=\"row\">Unusable files</th>".utf8
        for report in reports {
            let count = report.fileFindings.count
            html += count == 0
                ? "<td class=\"passed\">✓ none</td>".utf8
                : "<td class=\"failed\">✗ \(CountedNoun.text(count, "file"))</td>".utf8
        }
        html += "</tr>\n</tbody>\n<tfoot><tr><th scope=\"row\">Verdict</th>".utf8
        for report in reports { appendVerdictCell(report, to: &html) }
        html += "</tr></tfoot>\n</table></div>\n".utf8
    }

    func appendVerdictCell(_ report: CheckoutReport, to html: inout [UInt8]) {
        html += report.passed ? "<td class=\"passed\">✓ PASSED</td>".utf8 : "<td class=\"failed\">✗ FAILED</td>".utf8
    }

    private func cell(for result: RuleResult?, to html: inout [UInt8]) {
        guard let result else {
            html += "<td class=\"absent\">– not run</td>".utf8
            return
        }
        switch result.status {
        case .passed:
            html += "<td class=\"passed\">✓ passed".utf8
        case .failed:
            html += "<td class=\"failed\">✗ failed".utf8
        case .notEvaluated:
            html += "<td class=\"not-evaluated\" title=\"".utf8
            Markup.appendAttribute(result.notEvaluatedReasons.joined(separator: "\n"), to: &html)
            html += "\">? not evaluated".utf8
        }
        if !result.findings.isEmpty { html += " (\(CountedNoun.text(result.findings.count, "finding")))".utf8 }
        html += "</td>".utf8
    }

    // MARK: Checkouts

    private func checkoutSection(_ report: CheckoutReport, number: Int, to html: inout [UInt8]) {
        html += "<section id=\"checkout-".utf8
        html.appendDecimal(number)
        html += "\">\n<h3>".utf8
        Markup.append(report.checkout.displayName, to: &html)
        html += report.passed ? " <span class=\"passed\">PASSED</span></h3>\n".utf8 : " <span class=\"failed\">FAILED</span></h3>\n".utf8
        html += "<p>\(report.count(.passed)) passed, \(report.count(.failed)) failed, ".utf8
        html += "\(report.count(.notEvaluated)) not evaluated, \(CountedNoun.text(report.fileFindings.count, "unusable file")).</p>\n".utf8
        let findings = report.allFindings
        if findings.count > Self.openFindingsAtMost {
            html += "<details><summary>\(CountedNoun.text(findings.count, "finding"))</summary>\n".utf8
            findingsTable(findings, to: &html)
            html += "</details>\n".utf8
        } else {
            findingsTable(findings, to: &html)
        }
        let notEvaluated = report.results.filter { $0.status == .notEvaluated }
        if !notEvaluated.isEmpty {
            html += "<h4>Not evaluated</h4>\n<ul>\n".utf8
            for result in notEvaluated {
                html += "<li>".utf8
                appendRuleLink(result.ruleID, to: &html)
                html += ": ".utf8
                Markup.append(result.notEvaluatedReasons.joined(separator: "; "), to: &html)
                html += "</li>\n".utf8
            }
            html += "</ul>\n".utf8
        }
        html += "</section>\n".utf8
    }

    private func findingsTable(_ findings: [Finding], to html: inout [UInt8]) {
        guard !findings.isEmpty else {
            html += "<p>No findings.</p>\n".utf8
            return
        }
        html += "<table class=\"findings\">\n<thead><tr><th scope=\"col\">Location</th><th scope=\"col\">Severity</th>".utf8
        html += "<th scope=\"col\">Message</th><th scope=\"col\">Rule</th></tr></thead>\n<tbody>\n".utf8
        for finding in findings {
            html += "<tr><td><code>".utf8
            position(finding.path, finding.location, to: &html)
            html += "</code></td><td class=\"".utf8
            html += finding.severity.rawValue.utf8
            html += "\">".utf8
            html += finding.severity.rawValue.utf8
            html += "</td><td>".utf8
            Markup.append(finding.message, to: &html)
            notes(finding, to: &html)
            figures(finding, to: &html)
            html += "</td><td>".utf8
            appendRuleLink(finding.ruleID, to: &html)
            html += "</td></tr>\n".utf8
        }
        html += "</tbody>\n</table>\n".utf8
    }

    /// The finding's drawings side by side, each inline (the tool drew them; their text is escaped), then the
    /// steps that led there.
    private func figures(_ finding: Finding, to html: inout [UInt8]) {
        guard let figures = finding.figures, !figures.isEmpty else { return }
        html += "<div class=\"figures\">".utf8
        for figure in figures {
            let svg = figure.svg.split(separator: "\n").filter { !$0.hasPrefix("<?xml") }.joined(separator: "\n")
            html += "<figure>\(svg)<figcaption>".utf8
            Markup.append(figure.caption, to: &html)
            html += "</figcaption></figure>".utf8
        }
        html += "</div>".utf8
        if svgOutlinesDifferences(figures) { html += "<p class=\"legend\">Outlined in red: what differs.</p>".utf8 }
        guard let steps = finding.steps, !steps.isEmpty else { return }
        html += "<details open=\"open\"><summary>The steps that led there</summary><ol class=\"steps\">".utf8
        for step in steps {
            html += "<li><code>".utf8
            Markup.append(step, to: &html)
            html += "</code></li>".utf8
        }
        html += "</ol></details>".utf8
    }

    private func svgOutlinesDifferences(_ figures: [FindingFigure]) -> Bool {
        figures.contains { $0.svg.contains(#"class="differs""#) }
    }

    /// The finding's notes; the places a note sums up (`FindingNote.detail`) folded under one summary, so that
    /// a finding's drawings are not pushed below a screen of rewrites.
    private func notes(_ finding: Finding, to html: inout [UInt8]) {
        let shown = finding.notes.filter { $0.detail != true }
        let details = finding.notes.filter { $0.detail == true }
        if !shown.isEmpty { noteList(shown, of: finding, to: &html) }
        guard !details.isEmpty else { return }
        html += "<details><summary>\(CountedNoun.text(details.count, "place")) summed up</summary>".utf8
        noteList(details, of: finding, to: &html)
        html += "</details>".utf8
    }

    private func noteList(_ notes: [FindingNote], of finding: Finding, to html: inout [UInt8]) {
        html += "<ul class=\"notes\">".utf8
        for note in notes {
            html += "<li><code>".utf8
            position(note.path ?? finding.path, note.location, to: &html)
            html += "</code>: ".utf8
            Markup.append(note.message, to: &html)
            html += "</li>".utf8
        }
        html += "</ul>".utf8
    }

    /// An escaped position relative to the checkout, whose section heading names it; long
    /// paths may wrap after a slash.
    private func position(_ path: String?, _ location: SourceLocation?, to html: inout [UInt8]) {
        guard let path else {
            html += "(whole checkout)".utf8
            return
        }
        // Searched byte by byte: a search by `Character` cost more than escaping the path.
        var start = path.startIndex
        while let slash = path.utf8[start...].firstIndex(of: UInt8(ascii: "/")) {
            Markup.append(path[start..<slash], to: &html)
            html += "/<wbr/>".utf8
            start = path.utf8.index(after: slash)
        }
        Markup.append(path[start...], to: &html)
        CheckoutReport.appendLocation(location, to: &html)
    }

    // MARK: Rules

    private func ruleSection(_ rule: RuleDescriptor, to html: inout [UInt8]) {
        html += "<section id=\"".utf8
        Self.appendAnchor(rule.id, to: &html)
        html += "\" class=\"rule\">\n".utf8
        html += "<h3>\(Markup.escape(rule.id)) \(Markup.escape(rule.name)) <small>(\(rule.severity.rawValue))</small></h3>\n".utf8
        html += "<p><strong>Requires:</strong> \(Markup.escape(rule.summary))</p>\n".utf8
        html += "<p><strong>Why:</strong> \(Markup.escape(rule.rationale))</p>\n".utf8
        html += "<p>Examples: <code>check-baseline explain \(Markup.escape(rule.id))</code></p>\n".utf8
        html += "</section>\n".utf8
    }

    /// The rules of the matrix: those any checkout ran, in the order the reports list them.
    private static func rulesRun(_ reports: [CheckoutReport]) -> [RuleDescriptor] {
        var seen: Set<String> = []
        return reports.flatMap { $0.results.map(\.rule) }.filter { seen.insert($0.id).inserted }
    }

    func appendRuleLink(_ id: String, to html: inout [UInt8]) {
        html += "<a href=\"#".utf8
        Self.appendAnchor(id, to: &html)
        html += "\">".utf8
        Markup.append(id, to: &html)
        html += "</a>".utf8
    }

    /// A fragment identifier for a rule: its ID, with anything but letters, digits, `-` and `_` replaced.
    private static func appendAnchor(_ id: String, to html: inout [UInt8]) {
        html += "rule-".utf8
        for scalar in id.unicodeScalars {
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9", "-", "_": html.append(UInt8(truncatingIfNeeded: scalar.value))
            default: html.append(UInt8(ascii: "_"))
            }
        }
    }

    private func verdictSummary(_ reports: [CheckoutReport]) -> String {
        let passed = reports.count(where: \.passed)
        return "\(CountedNoun.text(reports.count, "checkout")): \(passed) passed, \(reports.count - passed) failed."
    }

    /// Colour marks status, and every cell also says it in words, so the page reads without colour.
    private static let styleSheet = """

        body { font: 15px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 80em; padding: 0 1em; color: #1b1b1b; }
        h1, h2 { margin-top: 1.6em; } h3 { margin-bottom: 0.3em; }
        .scroll { overflow: auto; max-height: 85vh; }
        .matrix thead th { position: sticky; top: 0; z-index: 2; }
        .grid tbody th { position: sticky; left: 0; z-index: 1; background: #fff; white-space: nowrap; }
        .grid .subject { display: inline-block; max-width: 16em; overflow: hidden; text-overflow: ellipsis; vertical-align: bottom; }
        .grid { font-size: 0.78em; }
        .grid td, .grid thead th { text-align: center; padding: 0.15em 0.3em; }
        details > summary { cursor: pointer; margin: 0.4em 0; }
        table { border-collapse: collapse; margin: 0.5em 0 1em; }
        th, td { border: 1px solid #c8c8c8; padding: 0.3em 0.6em; text-align: left; vertical-align: top; }
        thead th { background: #f0f0f0; }
        .matrix td { white-space: nowrap; }
        tbody th { font-weight: normal; } tbody th a { font-weight: bold; }
        .findings code, .notes code { white-space: pre-wrap; overflow-wrap: anywhere; }
        section { margin-top: 1.8em; }
        td.passed, span.passed { background: #dcf5e1; color: #0d5a1f; }
        td.failed, span.failed { background: #fbdada; color: #8c1010; font-weight: bold; }
        td.not-evaluated { background: #fff0c2; color: #6b4b00; }
        td.absent { background: #f2f2f2; color: #555; }
        span.passed, span.failed { padding: 0 0.4em; border-radius: 0.2em; font-size: 0.8em; }
        td.error { color: #8c1010; font-weight: bold; } td.warning { color: #6b4b00; } td.note { color: #1f4f8a; }
        ul.notes { margin: 0.3em 0 0; padding-left: 1.2em; font-size: 0.92em; }
        .figures { display: flex; gap: 1em; margin-top: 0.5em; }
        .figures figure { margin: 0; flex: 1 1 0; min-width: 0; } .figures svg { width: 100%; height: auto; border: 1px solid #ddd; }
        p.legend { margin: 0.2em 0; font-size: 0.92em; } ol.steps { margin: 0.2em 0; font-size: 0.92em; }
        section.rule { border-top: 1px solid #ddd; }
        small { color: #555; font-weight: normal; }

        """
}
