import BaselineChecks
import BaselineSupport

/// `objc-header [--check] [CHECKOUT]`: the Objective-C header Xcode would generate for the checkout's control,
/// derived on any machine; with `--check`, the header checks' report (HDR001-HDR003). The logic is the
/// library's (`ObjCHeaderGate`); this only reads the checkout and words the outcome.
enum ObjCHeaderCommand {
    /// The checkout when none is given: the example checkout bundled with this repository.
    static let exampleCheckout = "Examples/iHeartRating"

    static func run(checkout: String, check: Bool, format: ReportFormat, style: OutputStyle) throws(UsageError) -> CommandOutcome {
        let source: DirectorySource
        do {
            source = try DirectorySource(root: checkout)
        } catch {
            throw UsageError("cannot open the checkout \(checkout): \(error)")
        }
        if check {
            let report = ObjCHeaderGate.report(source)
            return CommandOutcome(
                standardOutput: format.render([report], style: style), standardError: "", exitCode: report.passed ? 0 : 1)
        }
        switch ObjCHeaderGate.derive(source) {
        case .failure(let stopped):
            return CommandOutcome(standardOutput: "", standardError: line(stopped.finding), exitCode: 1)
        case .success(let derived):
            // Xcode stops at an @objc use it rejects, so such a header would never be generated.
            let rejected = ObjCHeaderGate.validityResult(derived).findings
            return CommandOutcome(
                standardOutput: derived.text, standardError: rejected.map(line).joined(), exitCode: rejected.isEmpty ? 0 : 1)
        }
    }

    /// `path:line:column: error: message [RULE]`, as the compiler format prints a finding.
    private static func line(_ finding: Finding) -> String {
        var place = finding.path ?? "."
        if let location = finding.location { place += ":\(location.line):\(location.column)" }
        return "\(place): \(finding.severity.rawValue): \(finding.message.escapedForMessage) [\(finding.ruleID)]\n"
    }
}
