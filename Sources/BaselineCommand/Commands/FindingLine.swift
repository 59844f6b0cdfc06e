import BaselineChecks
import BaselineSupport

/// A finding as one line of standard error, `path:line:column: severity: message [RULE]` as the compiler format
/// prints it, for the commands that report on standard error what stops them.
enum FindingLine {
    /// The line of `finding`; `place` stands for the file of a finding that names none.
    static func text(_ finding: Finding, place: String = ".") -> String {
        var place = finding.path ?? place
        if let location = finding.location { place += ":\(location.line):\(location.column)" }
        return "\(place): \(finding.severity.rawValue): \(finding.message.escapedForMessage) [\(finding.ruleID)]\n"
    }

    /// Why a checkout was not checked (FILE007: it cannot be read; FILE008: it is no checkout), a line each, for a
    /// command that reads one checkout: it then exits 1, as a check of it does.
    static func unchecked(_ report: CheckoutReport) -> String {
        report.fileFindings.map { text($0, place: report.checkout.displayName) }.joined()
    }
}
