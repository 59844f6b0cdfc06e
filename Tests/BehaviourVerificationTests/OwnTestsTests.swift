@testable import BaselineSupport
import CheckoutTestSupport
import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// The pieces of `verify-control --xctest` that need no compiler: finding the suite in the Xcode project,
/// listing its tests for XCTMain, reading XCTest's output, naming what the stand-in lacks.
final class OwnTestsTests: XCTestCase {
    func testLocator_findsTheExamplesTestTargetItsModuleAndItsControl() throws {
        let suite = try TestSuiteLocator.locate(in: try ExampleCheckout.source()).get()
        XCTAssertEqual(suite.moduleName, "iHeartRating")
        XCTAssertEqual(suite.testModuleName, "iHeartRatingTests")
        XCTAssertEqual(suite.controlFiles.map(\.path), ["iHeartRating/iHeartRatingView.swift"])
        XCTAssertEqual(suite.testFiles.map(\.path), ["iHeartRatingTests/iHeartRatingTests.swift"])
        XCTAssertEqual(suite.tests.count, 16)
        XCTAssertEqual(suite.tests.first?.name, "iHeartRatingTests.testMinimumImageSizeNormalizesEachInvalidDimension")
        XCTAssertTrue(suite.tests.allSatisfy { $0.method.hasPrefix("test") && $0.path == suite.testFiles[0].path })
    }

    func testLocator_withoutATestTarget_saysWhyAndWhere() throws {
        let source = OverlaySource(base: try ExampleCheckout.source(), replaced: [
            CheckoutPaths.libraryProject: Array(try String(
                decoding: ExampleCheckout.source().read(CheckoutPaths.libraryProject).get(), as: UTF8.self)
                .replacingOccurrences(of: "com.apple.product-type.bundle.unit-test", with: "com.apple.product-type.tool").utf8),
        ])
        guard case .failure(let problem) = TestSuiteLocator.locate(in: source) else { return XCTFail("found a suite") }
        XCTAssertEqual(problem.path, CheckoutPaths.libraryProject)
        XCTAssertEqual(problem.message, "declares no unit-test target")
    }

    func testScan_takesOnlyInstanceTestMethodsOfXCTestCases() throws {
        let text = """
            @testable import Rating
            import XCTest
            final class A: XCTestCase {
                func testOne() {}
                func testTwo() throws {}
                private func testHidden() {}
                static func testStatic() {}
                func testWithArgument(_ x: Int) {}
                func helper() {}
            }
            class B: NSObject { func testNot() {} }
            """
        let scan = try TestFileScan(TestSuite.File(path: "T/A.swift", bytes: Array(text.utf8)))
        XCTAssertEqual(scan.testableModule?.name, "Rating")
        XCTAssertEqual(scan.tests.map(\.name), ["A.testOne", "A.testTwo"])
        XCTAssertEqual(scan.tests.first?.location, SourceLocation(line: 4, column: 10))
    }

    func testListing_namesEveryTestForXCTMain() {
        let suite = TestSuite(
            moduleName: "M", testModuleName: "T", controlFiles: [], testFiles: [],
            tests: [TestSuite.Test(className: "B", method: "testX", path: "b", location: SourceLocation(line: 1, column: 1)),
                    TestSuite.Test(className: "A", method: "testY", path: "a", location: SourceLocation(line: 1, column: 1))])
        let files = TestListing.files(for: suite)
        XCTAssertEqual(files.map(\.name), ["CheckBaselineTestList.swift", "main.swift"])
        XCTAssertTrue(files[0].text.contains(
            "extension A {\n    static let checkBaselineTests: [(String, (A) -> () throws -> Void)] = [(\"testY\", testY)]\n}"))
        XCTAssertTrue(files[1].text.hasSuffix("XCTMain([testCase(A.checkBaselineTests), testCase(B.checkBaselineTests)])\n"))
    }

    func testOutcome_readsPassesFailuresCrashesAndWhatCannotBeVerified() {
        let test = TestSuite.Test(className: "A", method: "testOne", path: "t", location: SourceLocation(line: 1, column: 1))
        func capture(_ output: String, errors: String = "", signal: Int32? = nil, idle: Bool = false) -> ChildProcess.Capture {
            ChildProcess.Capture(exitStatus: signal == nil ? 0 : nil, signal: signal, output: Array(output.utf8),
                                 errors: Array(errors.utf8), timedOut: false, wentIdle: idle, truncated: false)
        }
        XCTAssertEqual(TestRun.outcome(capture("Test Case 'A.testOne' passed (0.001 seconds)\n"), test: test), .passed)
        let failed = "Test Case 'A.testOne' started\n/w/tests/T.swift:12: error: A.testOne : XCTAssertEqual failed: (\"1\") is not equal to (\"2\") - \nTest Case 'A.testOne' failed (0.001 seconds)\n"
        XCTAssertEqual(TestRun.outcome(capture(failed), test: test), .failed([
            TestOutcome.Failure(path: "/w/tests/T.swift", line: 12, message: "XCTAssertEqual failed: (\"1\") is not equal to (\"2\") - "),
        ]))
        XCTAssertEqual(TestRun.outcome(capture("Test Case 'A.testOne' started\n", errors: "Fatal error: boom\n", signal: 4), test: test),
                       .crashed("killed by signal 4: Fatal error: boom"))
        XCTAssertEqual(TestRun.outcome(capture("", idle: true), test: test), .hung)
        let unverifiable = "Test Case 'A.testOne' passed (0.001 seconds)\n"
        XCTAssertEqual(TestRun.outcome(capture(unverifiable, errors: "check-baseline: not verifiable: responds(to:)\n"), test: test),
                       .notVerifiable("responds(to:)"), "a test that asked what Linux cannot answer never passes")
    }

    func testMissingUIKitName_fromTheCompilersWords() {
        XCTAssertEqual(OwnTestsVerifier.missingUIKitName(in: "cannot find 'UIStackView' in scope"), "UIStackView")
        XCTAssertEqual(OwnTestsVerifier.missingUIKitName(in: "value of type 'UIView' has no member 'safeAreaInsets'"),
                       "UIView.safeAreaInsets")
        XCTAssertNil(OwnTestsVerifier.missingUIKitName(in: "cannot find 'countt' in scope"))
    }

    func testUnportableConstructs_areFoundWithTheirPositions_commentsAndStringsAreNot() {
        let text = """
            @objc protocol P { @objc optional func count() -> Int }
            class V: NSObject {
                @objc dynamic var value = 0
                func f() { _ = #selector(g); _ = UIImage(named: "heart"); _ = observe(\\.value) { _, _ in } }
                // #selector(g) and UIImage(named: "x") in a comment
                let s = "#selector(g) Bundle"
            }
            """
        let found = UnportableConstructs.scan(TestSuite.File(path: "V.swift", bytes: Array(text.utf8)))
        XCTAssertEqual(found.map { "\($0.location.line):\($0.location.column)" }, ["1:26", "3:11", "4:20", "4:38", "4:67"])
        XCTAssertTrue(found[0].reason.hasPrefix("an `optional` requirement returning a value"))
        XCTAssertTrue(found[2].reason.hasPrefix("`#selector`"))
    }
}
