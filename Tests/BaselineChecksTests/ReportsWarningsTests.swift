import XCTest
@testable import BaselineChecks

/// A warning fails no rule (unless `--strict`), yet the text report must not hide it: the summary counts it,
/// and `--quiet` shows it, which leaves out only notes and checkouts that passed without one.
final class ReportsWarningsTests: XCTestCase {
    private let rule = Catalog.standard.rules[0]

    private func report(_ findings: [Finding]) -> CheckoutReport {
        CheckoutReport(
            checkout: CheckoutIdentity(displayName: "fork", root: "/fork"),
            results: [RuleResult(rule: rule.descriptor, status: .passed, findings: findings)], fileFindings: [])
    }

    private var warning: Finding {
        Finding(ruleID: rule.id, severity: .warning, message: "differs", path: "a.pbxproj", location: SourceLocation(line: 4, column: 5),
                notes: [FindingNote(message: "set here")])
    }

    private var note: Finding { Finding(ruleID: rule.id, severity: .note, message: "for information") }

    private func render(_ format: ReportFormat, quiet: Bool, _ reports: [CheckoutReport]) -> String {
        format.render(reports, style: OutputStyle(colour: false, quiet: quiet))
    }

    func testSummary_countsTheWarningsOfACheckoutThatPassed() {
        let passing = report([warning, warning])
        XCTAssertTrue(passing.passed)
        XCTAssertTrue(render(.text, quiet: false, [passing]).hasSuffix("fork: PASSED: 1 rule: 1 passed, 0 failed, 2 warnings\n"))
        XCTAssertTrue(render(.text, quiet: false, [report([warning])]).hasSuffix(", 0 failed, 1 warning\n"))
        XCTAssertTrue(render(.text, quiet: false, [report([note])]).hasSuffix("fork: PASSED: 1 rule: 1 passed, 0 failed\n"))
    }

    func testQuiet_showsTheWarningOfACheckoutThatPassed_withoutItsNotes() {
        XCTAssertEqual(render(.text, quiet: true, [report([note, warning])]), """
            fork/a.pbxproj:4:5: warning: differs [\(rule.id)]
            fork: PASSED: 1 rule: 1 passed, 0 failed, 1 warning

            """)
        XCTAssertEqual(render(ReportFormat(named: "compiler")!, quiet: true, [report([note, warning])]),
                       "fork/a.pbxproj:4:5: warning: differs [\(rule.id)]\n")
    }

    func testQuiet_stillLeavesOutACheckoutThatPassedWithNoWarning() {
        for format in [ReportFormat.text, ReportFormat(named: "compiler")!] {
            XCTAssertEqual(render(format, quiet: true, [report([note])]), "", format.name)
        }
    }
}
