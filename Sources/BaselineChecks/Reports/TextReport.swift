import BaselineSupport

/// The human report: the compiler-style lines (findings, and each rule that could not
/// be evaluated and why), and a summary line per checkout.
public struct TextReport: ReportFormatter {
    public static let name = "text"
    static let notACheckoutHint = "most files the catalog needs are missing: is this a checkout of the rating-view library?"
    let lines: CompilerReport

    public init(style: OutputStyle) {
        lines = CompilerReport(style: style)
    }

    public func render(_ reports: [CheckoutReport]) -> String {
        var text: [UInt8] = []
        var said: Set<Finding> = []
        for report in reports {
            lines.append(report, to: &text, said: &said)
            // Quiet, a checkout that passed is left out, unless its warnings above need their summary.
            if !(lines.style.quiet && report.passed && report.warningCount == 0) { text += summary(report).utf8 }
        }
        for line in ReportSummary(reports).lines { text += (line + "\n").utf8 }
        return String(decoding: text, as: UTF8.self)
    }

    private func summary(_ report: CheckoutReport) -> String {
        // An unreadable directory or one that is no checkout: its one finding above says why.
        guard !report.results.isEmpty else { return "\(report.checkout.headline): FAILED: not checked\n" }
        var parts = ["\(report.count(.passed)) passed", "\(report.count(.failed)) failed"]
        let notEvaluated = report.count(.notEvaluated)
        if notEvaluated > 0 { parts.append("\(notEvaluated) not evaluated") }
        let unusable = report.fileFindings.count { finding in FileRules.unusableFile.contains { $0.id == finding.ruleID } }
        if unusable > 0 { parts.append(CountedNoun.text(unusable, "unusable file")) }
        // A warning does not fail its rule (unless --strict), so the rule counts alone would hide it.
        if report.warningCount > 0 { parts.append(CountedNoun.text(report.warningCount, "warning")) }
        let verdict = report.passed ? "PASSED" : "FAILED"
        let missing = report.fileFindings.count { $0.ruleID == FileProblem.missing.ruleID }
        let required = report.requiredFileCount
        let hint = required > 0 && missing * 2 > required ? " (\(Self.notACheckoutHint))" : ""
        return "\(report.checkout.headline): \(verdict): \(CountedNoun.text(report.results.count, "rule")): \(parts.joined(separator: ", "))\(hint)\n"
    }
}
