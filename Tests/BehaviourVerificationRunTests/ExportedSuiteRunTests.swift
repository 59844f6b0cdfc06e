import CheckoutTestSupport
import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification
import BaselineSupport
import RatingReference

/// `verify-control --xctest --add-tests`: the oracle's exported suite, compiled and run with the example's own
/// tests against the stand-in, passes the example and fails a changed control, each failure at the exported
/// file naming the case, the step and the field.
final class ExportedSuiteRunTests: XCTestCase {
    private static let generated = 40

    /// The verifier adding the exported file (the documented cases and `generated` generated ones).
    private func verifier() throws -> (verifier: OwnTestsVerifier, export: XCTestExport, path: String, folder: TemporaryDirectory) {
        let cases = (0..<Self.generated).map { index in
            var generator = BoundaryCaseGenerator(seed: VerifyOptions().seed, index: index)
            return generator.generate()
        }
        let export = XCTestExport(documented: EdgeCases.all, generated: cases, arguments: "")
        let folder = try TemporaryDirectory()
        let path = try XCTUnwrap(FilePaths.resolved(folder.path)) + "/" + XCTestExport.fileName
        try export.text.write(toFile: path, atomically: true, encoding: .utf8)
        let files = try ControlVerification.addedTests({ var options = VerifyOptions(); options.addedTests = [path]; return options }())
        return (OwnTestsVerifier(builder: try ExampleRuns().verifier.builder, adding: files), export, path, folder)
    }

    /// The example checkout with `original` replaced by `replacement` in its control.
    private func changed(_ original: String, _ replacement: String) throws -> OverlaySource {
        let base = try ExampleCheckout.source()
        let text = try String(decoding: base.read(CheckoutPaths.source).get(), as: UTF8.self)
        XCTAssertEqual(text.components(separatedBy: original).count, 2, "\(original) occurs once")
        return OverlaySource(base: base, replaced: [CheckoutPaths.source: Array(text.replacingOccurrences(of: original, with: replacement).utf8)])
    }

    func testTheExportedSuite_passesTheExample_andFailsChangedControls_namingCaseStepAndField() throws {
        let run = try verifier()
        let passing = try run.verifier.verify(try ExampleCheckout.source())
        XCTAssertTrue(passing.passed, passing.allFindings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(passing.tests?.count, 16 + run.export.written)
        XCTAssertGreaterThan(run.export.written, EdgeCases.all.count - 3 + 5, "most documented and some generated cases run")

        // A mask half as wide as the rating asks, a touch's end taken while the control is not editable, and an
        // image setter that does not mark the control for layout (a commit then keeps the old frames).
        let mutants: [(original: String, replacement: String, test: String, field: String)] = [
            ("finiteNonnegative(fraction * imageWidth, maximum: limit)", "finiteNonnegative(fraction * imageWidth / 2, maximum: limit)",
             "testHalfRatingMaskSameAfterRepeatedLayout_directLayoutSubviews", ".fullMask.width"),
            ("guard editable, !touches.isEmpty else { return }", "guard !touches.isEmpty else { return }",
             "testEmptyOrNonEditableTouchesSendNothing_directLayoutSubviews_emptyTouchSet", "events"),
            ("are cut from.\n            invalidateIntrinsicContentSize()\n            setNeedsLayout()\n",
             "are cut from.\n            invalidateIntrinsicContentSize()\n", "testCommitLaysOutOnlyAMarkedControl", ".frame.width"),
        ]
        for mutant in mutants {
            let report = try run.verifier.verify(try changed(mutant.original, mutant.replacement))
            XCTAssertFalse(report.passed, mutant.replacement)
            let failures = report.findings(BehaviourRules.testFailed).filter { $0.path == run.path }
            let named = failures.filter { $0.message.hasPrefix("\(XCTestExport.className).\(mutant.test) failed: ") }
            XCTAssertFalse(named.isEmpty, "\(mutant.test) fails: \(failures.map(\.message))")
            XCTAssertTrue(named.contains { $0.message.contains(", step ") && $0.message.contains(mutant.field + ": expected ") },
                          named.map(\.message).joined(separator: "\n"))
        }
    }
}
