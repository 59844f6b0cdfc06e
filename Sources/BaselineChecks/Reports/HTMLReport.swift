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
        return """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>check-baseline report</title>
            <style>\(Self.styleSheet)</style>
            </head>
            <body>
            <h1>check-baseline report</h1>
            <p>\(verdictSummary(reports)) Made by check-baseline \(Markup.escape(ToolVersion.current)).</p>
            <h2>\(reports.count > Self.columnsAtMost ? "Checkouts × rules" : "Rules × checkouts")</h2>
            \(reports.count > Self.columnsAtMost ? grid(matrixRules, reports) : matrix(matrixRules, reports))<h2>Findings by checkout</h2>
            \(reports.enumerated().map { checkoutSection($0.element, number: $0.offset + 1) }.joined())<h2>Rules</h2>
            \(reports.rules.map(ruleSection).joined())</body>
            </html>

            """
    }

    // MARK: Matrix

    private func matrix(_ rules: [RuleDescriptor], _ reports: [CheckoutReport]) -> String {
        var html = "<div class=\"scroll\"><table class=\"matrix\">\n<thead><tr><th scope=\"col\">Rule</th>"
        for (offset, report) in reports.enumerated() {
            html += "<th scope=\"col\"><a href=\"#checkout-\(offset + 1)\">\(Markup.escape(report.checkout.displayName))</a></th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for rule in rules {
            html += "<tr><th scope=\"row\">\(ruleLink(rule.id)) \(Markup.escape(rule.name))</th>"
            html += reports.map { cell(for: $0.results.first { $0.ruleID == rule.id }) }.joined() + "</tr>\n"
        }
        html += "<tr><th scope=\"row\">Unusable files</th>"
        for report in reports {
            let count = report.fileFindings.count
            html += count == 0
                ? "<td class=\"passed\">✓ none</td>"
                : "<td class=\"failed\">✗ \(CountedNoun.text(count, "file"))</td>"
        }
        html += "</tr>\n</tbody>\n<tfoot><tr><th scope=\"row\">Verdict</th>"
        for report in reports {
            html += report.passed ? "<td class=\"passed\">✓ PASSED</td>" : "<td class=\"failed\">✗ FAILED</td>"
        }
        return html + "</tr></tfoot>\n</table></div>\n"
    }

    private func cell(for result: RuleResult?) -> String {
        guard let result else { return "<td class=\"absent\">– not run</td>" }
        let findings = result.findings.isEmpty ? "" : " (\(CountedNoun.text(result.findings.count, "finding")))"
        switch result.status {
        case .passed:
            return "<td class=\"passed\">✓ passed\(findings)</td>"
        case .failed:
            return "<td class=\"failed\">✗ failed\(findings)</td>"
        case .notEvaluated:
            let reasons = Markup.attribute(result.notEvaluatedReasons.joined(separator: "\n"))
            return "<td class=\"not-evaluated\" title=\"\(reasons)\">? not evaluated\(findings)</td>"
        }
    }

    // MARK: Checkouts

    private func checkoutSection(_ report: CheckoutReport, number: Int) -> String {
        let verdict = report.passed ? "<span class=\"passed\">PASSED</span>" : "<span class=\"failed\">FAILED</span>"
        var html = "<section id=\"checkout-\(number)\">\n<h3>\(Markup.escape(report.checkout.displayName)) \(verdict)</h3>\n"
        html += "<p>\(report.count(.passed)) passed, \(report.count(.failed)) failed, "
        html += "\(report.count(.notEvaluated)) not evaluated, \(CountedNoun.text(report.fileFindings.count, "unusable file")).</p>\n"
        let findings = report.allFindings
        html += findings.count > Self.openFindingsAtMost
            ? "<details><summary>\(CountedNoun.text(findings.count, "finding"))</summary>\n\(findingsTable(findings))</details>\n"
            : findingsTable(findings)
        let notEvaluated = report.results.filter { $0.status == .notEvaluated }
        if !notEvaluated.isEmpty {
            html += "<h4>Not evaluated</h4>\n<ul>\n"
            for result in notEvaluated {
                html += "<li>\(ruleLink(result.ruleID)): \(Markup.escape(result.notEvaluatedReasons.joined(separator: "; ")))</li>\n"
            }
            html += "</ul>\n"
        }
        return html + "</section>\n"
    }

    private func findingsTable(_ findings: [Finding]) -> String {
        guard !findings.isEmpty else { return "<p>No findings.</p>\n" }
        var html = "<table class=\"findings\">\n<thead><tr><th scope=\"col\">Location</th><th scope=\"col\">Severity</th>"
        html += "<th scope=\"col\">Message</th><th scope=\"col\">Rule</th></tr></thead>\n<tbody>\n"
        for finding in findings {
            html += "<tr><td><code>\(position(finding.path, finding.location))</code></td>"
            html += "<td class=\"\(finding.severity.rawValue)\">\(finding.severity.rawValue)</td>"
            html += "<td>\(Markup.escape(finding.message))\(notes(finding))\(figures(finding))</td>"
                + "<td>\(ruleLink(finding.ruleID))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// The finding's drawings side by side, each inline (the tool drew them; their text is escaped).
    private func figures(_ finding: Finding) -> String {
        guard let figures = finding.figures, !figures.isEmpty else { return "" }
        return "<div class=\"figures\">" + figures.map { figure in
            let svg = figure.svg.split(separator: "\n").filter { !$0.hasPrefix("<?xml") }.joined(separator: "\n")
            return "<figure>\(svg)<figcaption>\(Markup.escape(figure.caption))</figcaption></figure>"
        }.joined() + "</div>"
    }

    private func notes(_ finding: Finding) -> String {
        guard !finding.notes.isEmpty else { return "" }
        return "<ul class=\"notes\">" + finding.notes.map { note in
            "<li><code>\(position(note.path ?? finding.path, note.location))</code>: \(Markup.escape(note.message))</li>"
        }.joined() + "</ul>"
    }

    /// An escaped position relative to the checkout, whose section heading names it; long
    /// paths may wrap after a slash.
    private func position(_ path: String?, _ location: SourceLocation?) -> String {
        guard let path else { return "(whole checkout)" }
        return Markup.escape(CheckoutReport.position(path, location)).replacing("/", with: "/<wbr/>")
    }

    // MARK: Rules

    private func ruleSection(_ rule: RuleDescriptor) -> String {
        var html = "<section id=\"\(Self.anchor(rule.id))\" class=\"rule\">\n"
        html += "<h3>\(Markup.escape(rule.id)) \(Markup.escape(rule.name)) <small>(\(rule.severity.rawValue))</small></h3>\n"
        html += "<p><strong>Requires:</strong> \(Markup.escape(rule.summary))</p>\n"
        html += "<p><strong>Why:</strong> \(Markup.escape(rule.rationale))</p>\n"
        html += "<p>Examples: <code>check-baseline explain \(Markup.escape(rule.id))</code></p>\n"
        return html + "</section>\n"
    }

    /// The rules of the matrix: those any checkout ran, in the order the reports list them.
    private static func rulesRun(_ reports: [CheckoutReport]) -> [RuleDescriptor] {
        var seen: Set<String> = []
        return reports.flatMap { $0.results.map(\.rule) }.filter { seen.insert($0.id).inserted }
    }

    func ruleLink(_ id: String) -> String {
        "<a href=\"#\(Self.anchor(id))\">\(Markup.escape(id))</a>"
    }

    /// A fragment identifier for a rule: its ID, with anything but letters, digits, `-` and `_` replaced.
    private static func anchor(_ id: String) -> String {
        "rule-" + String(id.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9", "-", "_": Character(scalar)
            default: "_"
            }
        })
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
        .figures { display: flex; flex-wrap: wrap; gap: 1em; margin-top: 0.5em; }
        .figures figure { margin: 0; } .figures svg { max-width: 40vw; height: auto; border: 1px solid #ddd; }
        section.rule { border-top: 1px solid #ddd; }
        small { color: #555; font-weight: normal; }

        """
}
