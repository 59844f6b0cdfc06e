import RatingReference
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// What a finding says it rests on.
final class BehaviourFindingsTests: XCTestCase {
    func testADocumentedCaseThatRestsOnAnAssumption_differsAsANoteNamingIt() {
        let divergence = Divergence(step: 1, mismatches: [
            FieldMismatch(step: 1, field: "pairs[3].frame.x", expected: "60.825", actual: "60.9"),
        ])
        let steps: [Step] = [.layout, .observe(Observation())]
        let plain = BehaviourFindings.documentedCase(
            OracleCase(name: "a", documented: "", steps: steps), divergence, at: SourceLocation(line: 1, column: 1))
        XCTAssertEqual(plain.severity, .error)
        let resting = BehaviourFindings.documentedCase(
            OracleCase(name: "b", documented: "", steps: steps, assumes: ["geometry.frame-read-back-rounding"]),
            divergence, at: SourceLocation(line: 1, column: 1))
        XCTAssertEqual(resting.severity, .note)
        XCTAssertTrue(resting.message.hasSuffix(
            "the expectation rests on what the stand-in assumes of iOS (docs/uikit-fidelity.md:"
                + " geometry.frame-read-back-rounding), so the control may be right on a device"), resting.message)
    }
}

/// How the documented cases' outcomes become BHV001's status.
final class DocumentedOutcomesTests: XCTestCase {
    func testADifferenceThatRestsOnAnAssumption_isANote_andLeavesTheRuleNotEvaluated() {
        let note = Finding(ruleID: BehaviourRules.documentedCase.id, severity: .note, message: "differs; rests on …")
        var report = CheckoutReportBuilder(checkout: CheckoutIdentity(displayName: "c", root: "c"), rules: BehaviourRules.all)
        DivergenceReporter.report(documented: [.agrees, .differs(signature: "x", finding: note)], into: &report)
        let result = report.finished().results.first { $0.ruleID == BehaviourRules.documentedCase.id }
        XCTAssertEqual(result?.status, .notEvaluated, "an assumption is no agreement")
        XCTAssertEqual(result?.findings.map(\.severity), [.note])
        var agreeing = CheckoutReportBuilder(checkout: CheckoutIdentity(displayName: "c", root: "c"), rules: BehaviourRules.all)
        DivergenceReporter.report(documented: [.agrees, .agrees], into: &agreeing)
        XCTAssertEqual(agreeing.finished().results.first { $0.ruleID == BehaviourRules.documentedCase.id }?.status, .passed)
    }
}
