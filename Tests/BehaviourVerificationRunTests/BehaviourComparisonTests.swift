import CheckoutTestSupport
import Foundation
import RatingReference
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// `verify-control --against`: the example's control compared with changed versions of itself, without the
/// model: a behaviour change is reported case by case, a refactor is not.
final class BehaviourComparisonTests: XCTestCase {
    private func comparison() throws -> BehaviourComparison {
        BehaviourComparison(verifier: try ExampleRuns().verifier)
    }

    /// The example checkout with each `(original, replacement)` applied to its control (each must occur once).
    private func changed(_ edits: [(String, String)], file: StaticString = #filePath, line: UInt = #line) throws -> OverlaySource {
        try ExampleRuns.changed(edits, file: file, line: line)
    }

    func testTheSameControl_changesNothing() throws {
        let report = try comparison().compare(
            before: try ExampleCheckout.source(), beforeName: "HEAD", after: try ExampleCheckout.source())
        XCTAssertTrue(report.passed)
        XCTAssertEqual(report.results.map(\.ruleID), ["BHV003", "BHV010", "BHV005"])
    }

    /// A control that ends the process in `init`, or writes on the driver's channel itself, gives no case a
    /// result: the comparison is not evaluated (exit 1), never "unchanged". Both call the C library, which the
    /// allowlist refuses before anything runs; past it, the channel still holds.
    func testAControlThatRunsNoCase_leavesTheComparisonNotEvaluated() throws {
        let mutants = [
            ("exit in init", "super.init(frame: frame)\n", "super.init(frame: frame)\n        exit(0)\n"),
            ("junk on every descriptor", "super.init(frame: frame)\n",
             "super.init(frame: frame)\n        for descriptor in Int32(0)..<16 { _ = write(descriptor, \"{\\\"case\\\":0}\\n\", 11) }\n"),
        ]
        let runs = try ExampleRuns()
        let refused = try BehaviourComparison(verifier: runs.verifier).compare(
            before: try ExampleCheckout.source(), beforeName: "HEAD", after: try changed([(mutants[1].1, mutants[1].2)]))
        XCTAssertEqual(refused.results.first { $0.ruleID == BehaviourRules.change.id }?.unparsedInputs, [BehaviourFindings.refusedLinkage])
        XCTAssertTrue(refused.findings(BehaviourRules.tells).contains { $0.message.hasPrefix("the control calls `write` from the C library") })
        let comparison = BehaviourComparison(verifier: runs.pastTheAllowlist)
        for (name, original, replacement) in mutants {
            let report = try comparison.compare(
                before: try ExampleCheckout.source(), beforeName: "HEAD", after: try changed([(original, replacement)]))
            let result = try XCTUnwrap(report.results.first { $0.ruleID == BehaviourRules.change.id }, name)
            XCTAssertFalse(report.passed, name)
            XCTAssertNotEqual(result.status, .passed, name)
            XCTAssertTrue(result.unparsedInputs.contains { $0.contains("cases could not be compared, the first (after the change): ") },
                          "\(name): \(result.unparsedInputs)")
        }
    }

    /// Each change BHV010's first failing example makes is said before and after, and drawn so for HTML.
    func testABehaviourChange_isReportedWithBeforeAfterAndADrawingOfEach() throws {
        let report = try comparison().compare(
            before: try ExampleCheckout.source(), beforeName: "HEAD",
            after: try ExampleRuns.fork(BehaviourRules.change.failing[0]).source)
        let found = report.findings(BehaviourRules.change)
        XCTAssertFalse(found.isEmpty)
        for finding in found {
            XCTAssertTrue(finding.message.hasPrefix("behaviour changed since HEAD in "), finding.message)
            XCTAssertEqual(finding.figures?.map(\.caption), ["before (HEAD)", "after"])
        }
    }
}
