import CheckoutTestSupport
import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// `verify-control --xctest` on the bundled example checkout: its own XCTest suite, built on Linux against
/// the stand-in, passes; seeded regressions in its control fail the tests that guard them; a crash and an
/// API the stand-in lacks are reported under their own rules.
final class OwnTestsRunTests: XCTestCase {
    private func verifier() throws -> OwnTestsVerifier {
        OwnTestsVerifier(builder: try ExampleRuns().verifier.builder)
    }

    /// The example checkout with `original` replaced by `replacement` in the file at `path`.
    private func changed(_ path: String, _ original: String, _ replacement: String) throws -> OverlaySource {
        let base = try ExampleCheckout.source()
        let text = try String(decoding: base.read(path).get(), as: UTF8.self)
        XCTAssertEqual(text.components(separatedBy: original).count, 2, "\(original) occurs once")
        return OverlaySource(base: base, replaced: [path: Array(text.replacingOccurrences(of: original, with: replacement).utf8)])
    }

    func testTheExamplesOwnSuite_passesOnLinux() throws {
        let report = try verifier().verify(try ExampleCheckout.source())
        XCTAssertTrue(report.passed, report.allFindings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(report.tests?.count, 16)
        XCTAssertTrue(report.tests?.allSatisfy { $0.status == .passed } ?? false)
    }

    /// A run says how many tests it ran and how they ended; `--skip-test` leaves one out (listed, and counted
    /// as left out), and a name that is no test fails, so that a typo never leaves a test unrun unseen.
    func testTheTestCount_isNoted_andSkipTestLeavesOneOut_butNeverATypo() throws {
        let whole = try verifier().verify(try ExampleCheckout.source())
        XCTAssertEqual(whole.findings(BehaviourRules.testFailed, notes: true).map(\.message), ["ran 16 tests of the suite: 16 passed, 0 failed"])
        let test = try XCTUnwrap(whole.tests?.first?.name)
        let method = String(test.split(separator: ".").last ?? "")
        var skipping = try verifier()
        skipping.skipping = [method, "testNoSuchThing"]
        let report = try skipping.verify(try ExampleCheckout.source())
        XCTAssertEqual(report.findings(BehaviourRules.testFailed, notes: true).map(\.message),
                       ["ran 15 tests of the suite: 15 passed, 0 failed; 1 was left out by --skip-test"])
        XCTAssertEqual(report.tests?.first { $0.name == test }?.status, .notEvaluated)
        XCTAssertEqual(report.findings(BehaviourRules.testsBuild).filter { $0.severity == .error }.map(\.message),
                       ["--skip-test testNoSuchThing names no test of the suite (a test is named Class.method, or method)"])
        XCTAssertFalse(report.passed)
        skipping.skipping = whole.tests?.map(\.name) ?? []
        let none = try skipping.verify(try ExampleCheckout.source())
        XCTAssertFalse(none.passed, "a run that left every test out shows nothing")
        XCTAssertEqual(none.results.first { $0.ruleID == BehaviourRules.testFailed.id }?.status, .notEvaluated)
    }

    /// A regression BHV020's first failing example seeds fails the test that guards it, at its assertions in
    /// the test file, and in the list of tests.
    func testASeededRegression_failsTheTestThatGuardsIt_inTheList() throws {
        let example = BehaviourRules.testFailed.failing[0]
        let report = try verifier().verify(try ExampleRuns.fork(example).source)
        let failed = report.findings(BehaviourRules.testFailed)
        XCTAssertTrue(failed.allSatisfy { $0.path == CheckoutPaths.tests && ($0.location?.line ?? 0) > 1 }, "\(failed)")
        let name = try XCTUnwrap(example.reports?.split(separator: " ").first)
        XCTAssertEqual(report.tests?.first { $0.name == name }?.status, .failed)
    }

    /// BHV022's failing example crashes one test: the others still run, and pass.
    func testACrashingTest_costsThatTestOnly() throws {
        let report = try verifier().verify(try ExampleRuns.fork(BehaviourRules.testCrashed.failing[0]).source)
        XCTAssertEqual(report.findings(BehaviourRules.testCrashed).count, 1)
        XCTAssertEqual(report.tests?.filter { $0.status == .passed }.count, 15)
    }

    /// A test that fails an assertion, prints what XCTest prints for a pass and ends the process with status 0
    /// is no pass: results come from the recorder's channel, which it cannot write without the nonce. (`_exit`
    /// and `fflush` are the C library's, which the allowlist refuses: the channel is shown past it.)
    func testATestThatPrintsAPassAndExitsEarly_fails() throws {
        let name = "iHeartRatingTests.testMinimumImageSizeNormalizesEachInvalidDimension"
        let report = try OwnTestsVerifier(builder: ExampleRuns().pastTheAllowlist.builder).verify(try changed(
            CheckoutPaths.tests, "        let invalidDimensions: [CGFloat] = [-1, .nan, .infinity, -.infinity]\n",
            """
                    XCTAssertEqual(1, 2)
                    print("Test Case '\(name)' passed (0.001 seconds)")
                    print("Test Suite 'Selected tests' passed at 2026-12-01")
                    fflush(stdout)
                    _exit(0)
                    let invalidDimensions: [CGFloat] = [-1, .nan, .infinity, -.infinity]

            """))
        XCTAssertFalse(report.passed)
        XCTAssertEqual(report.tests?.first { $0.name == name }?.status, .failed)
        XCTAssertTrue(report.findings(BehaviourRules.testCrashed).contains {
            $0.message.hasPrefix("\(name) crashed (exited with status 0 before the test finished")
        }, "\(report.allFindings.map(\.message))")
    }

    /// Test files named like the tool's own files, or like each other once flattened, build and run as they are.
    func testTestFilesNamedMainOrLikeTheToolsFiles_stillRun() throws {
        let base = try ExampleCheckout.source()
        let project = try String(decoding: base.read(CheckoutPaths.libraryProject).get(), as: UTF8.self)
        let renamed = project.replacingOccurrences(of: "iHeartRatingTests.swift", with: "main.swift")
        let tests = try base.read(CheckoutPaths.tests).get()
        let source = OverlaySource(base: base, replaced: [
            CheckoutPaths.libraryProject: Array(renamed.utf8), "iHeartRatingTests/main.swift": tests,
        ])
        let report = try verifier().verify(source)
        XCTAssertTrue(report.passed, report.allFindings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(report.tests?.count, 16)
    }

    /// Issue 23, item 4: on iOS a delegate may leave out the optional `isUpdating`; the rewrite's default keeps that
    /// legal on Linux, and the control's `delegate?.heartRatingView?(self, isUpdating:)` reaches the default while
    /// `didUpdate` still reaches the delegate.
    func testADelegateThatLeavesOutIsUpdating_buildsAndRuns() throws {
        let name = "iHeartRatingTests.testADelegateWithoutIsUpdatingHearsOnlyTheFinalRating"
        let report = try verifier().verify(try changed(CheckoutPaths.tests, "    // MARK: - Helpers\n", """
                func testADelegateWithoutIsUpdatingHearsOnlyTheFinalRating() {
                    final class FinalOnly: NSObject, HeartRatingViewDelegate {
                        var finished: [Float] = []
                        func heartRatingView(_ ratingView: HeartRatingView, didUpdate rating: Float) { finished.append(rating) }
                    }
                    let ratingView = makeRatingView(width: 100, height: 20)
                    let delegate = FinalOnly()
                    ratingView.delegate = delegate
                    ratingView.handleTouchAtLocation(CGPoint(x: 90, y: 5))
                    ratingView.accessibilityDecrement()
                    XCTAssertEqual(delegate.finished, [4])
                }

                // MARK: - Helpers

            """))
        XCTAssertTrue(report.passed, report.allFindings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(report.tests?.first { $0.name == name }?.status, .passed)
    }
}
