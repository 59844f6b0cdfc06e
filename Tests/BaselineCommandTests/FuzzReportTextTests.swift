import XCTest
@testable import BaselineCommand
@testable import RatingReference

/// The fuzz report's wording: every break is a finding with its input; the heart's are about the real control.
final class FuzzReportTextTests: XCTestCase {
    func testReport_heartBreakIsAFindingAboutTheRealControl_withItsInput() {
        let input = FuzzInput(steps: [.set(.rating(.nan)), .layout], midMargin: -3)
        let finding = ModelFindings.Finding(
            invariant: .ratingFinite, count: 2, firstInput: 7, minimalInput: input,
            violation: InvariantViolation(invariant: .ratingFinite, step: 0, detail: "rating nan"))
        let heart = ModelFindings(modelName: "heart", applicable: [.ratingFinite, .layoutStable], findings: [finding])
        let tutorial = ModelFindings(modelName: "tutorial", applicable: [.ratingFinite], findings: [])
        let report = FuzzReport(seed: 1, inputCount: 10, heart: heart, tutorial: tutorial)
        XCTAssertFalse(report.heartHolds)
        let text = OracleReportText.fuzz(report)
        XCTAssertTrue(text.hasPrefix(
            "oracle fuzz: 10 generated inputs, seed 1 (repeat: check-baseline oracle --fuzz 10 --seed 1)\n"), text)
        XCTAssertTrue(text.contains("""
              FINDING ratingFinite (the rating is a finite number): 2 of 10 inputs, first input #7
                minimal input: [{"do":"set","property":"rating","value":"nan"},{"do":"layout"}] with tutorial midMargin -3
                after step 1: rating nan
              kept: layoutStable
            """), text)
        XCTAssertTrue(text.hasSuffix(
            "heart model: 1 invariant broken (findings about the real control); tutorial model: 0 invariants broken\n"))
    }
}
