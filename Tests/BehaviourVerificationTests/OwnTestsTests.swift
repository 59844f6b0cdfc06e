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
        XCTAssertTrue(files[1].text.contains(
            "CheckBaselineObserver.startRecordingTests()\n\(ObjCSurfaceRegistration.functionName)()\nXCTMain("), files[1].text)
        XCTAssertTrue(files[0].text.contains(
            "extension A {\n    static let checkBaselineTests: [(String, (A) -> () throws -> Void)] = [(\"testY\", testY)]\n}"))
        XCTAssertTrue(files[1].text.hasSuffix("XCTMain([testCase(A.checkBaselineTests), testCase(B.checkBaselineTests)])\n"))
    }

    func testOutcome_readsPassesFailuresCrashesAndWhatCannotBeVerified_fromTheRecords() {
        let test = TestSuite.Test(className: "A", method: "testOne", path: "t", location: SourceLocation(line: 1, column: 1))
        let channel = ResultChannel()
        func outcome(_ records: [String], status: Int32? = 0, errors: String = "", signal: Int32? = nil,
                     idle: Bool = false) -> TestOutcome {
            let output = records.map { "\(channel.nonce) \($0)\n" }.joined()
            return TestRun.outcome(
                ChildProcess.Capture(exitStatus: signal == nil ? status : nil, signal: signal, output: Array(output.utf8),
                                     errors: Array(errors.utf8), timedOut: false, wentIdle: idle, truncated: false),
                channel: channel, test: test)
        }
        let started = #"{"started":"A.testOne"}"#, finished = #"{"finished":"A.testOne","skipped":false}"#
        let end = #"{"bundleFinished":true}"#
        let failure = #"{"failed":{"file":"/w/tests/0-T.swift","line":12,"message":"XCTAssertEqual failed: (\"1\") is not equal to (\"2\") - "}}"#
        XCTAssertEqual(outcome([started, finished, end]), .passed)
        XCTAssertEqual(outcome([started, failure, finished, end], status: 1), .failed([
            TestOutcome.Failure(path: "/w/tests/0-T.swift", line: 12, message: "XCTAssertEqual failed: (\"1\") is not equal to (\"2\") - "),
        ]))
        XCTAssertEqual(outcome([started], errors: "Fatal error: boom\n", signal: 4),
                       .crashed("killed by signal 4 before the test finished: Fatal error: boom"))
        XCTAssertEqual(outcome([], idle: true), .hung)
        XCTAssertEqual(outcome([started, #"{"notVerifiable":"responds(to:)"}"#, finished, end]), .notVerifiable("responds(to:)"),
                       "a test that asked what Linux cannot answer never passes")
        guard case .failed = outcome([started, #"{"notVerifiable":"responds(to:)"}"#, failure, finished, end], status: 1) else {
            return XCTFail("what cannot be verified does not hide a failed assertion")
        }
        XCTAssertEqual(outcome([started, #"{"finished":"A.testOne","skipped":true}"#, end]),
                       .notVerifiable("the test skipped itself (XCTSkip)"))
    }

    /// What a hostile test can do without the nonce: print XCTest's lines, end the process early with status 0,
    /// write records of its own. None of it is a pass.
    func testOutcome_printedLinesAnEarlyExitAndForgedRecords_neverPass() {
        let test = TestSuite.Test(className: "A", method: "testOne", path: "t", location: SourceLocation(line: 1, column: 1))
        let channel = ResultChannel()
        func outcome(_ output: String, errors: String = "") -> TestOutcome {
            TestRun.outcome(
                ChildProcess.Capture(exitStatus: 0, output: Array(output.utf8), errors: Array(errors.utf8), timedOut: false,
                                     truncated: false),
                channel: channel, test: test)
        }
        let printed = "Test Case 'A.testOne' started\nTest Case 'A.testOne' passed (0.001 seconds)\n"
        XCTAssertEqual(outcome("", errors: printed), .crashed("exited with status 0 before the test finished: " + printed.prefix { $0 != "\n" }))
        XCTAssertEqual(outcome("\(channel.nonce) {\"started\":\"A.testOne\"}\n"),
                       .crashed("exited with status 0 before the test finished"), "_exit(0) in the test")
        XCTAssertEqual(outcome(#"{"started":"A.testOne"}"# + "\n"),
                       .crashed(#"its result channel carried "{"started":"A.testOne"}", not the recorder's records"#))
        let forged = ["started", "finished"].map { "0000 {\"\($0)\":\"A.testOne\"}\n" }.joined()
        XCTAssertNotEqual(outcome(forged), .passed)
        XCTAssertEqual(outcome("\(channel.nonce) {\"started\":\"A.testOne\",\"passed\":true}\n"),
                       .crashed(#"its result channel carried "{"started":"A.testOne","passed":true}", not the recorder's records"#))
    }

    /// Files are written into one folder each: their names there never clash with each other, nor with the
    /// tool's `main.swift`, whatever the checkout calls them, and map back to the checkout's paths.
    func testWorkNames_areUniqueAndNeverTheToolsOwn() {
        let paths = ["main.swift", "Tests/main.swift", "a/b.swift", "a__b.swift", "iHeartRatingTests__iHeartRatingTests.swift",
                     "iHeartRatingTests/iHeartRatingTests.swift"]
        let names = paths.enumerated().map { TestSuiteBuild.workName($0, $1) }
        XCTAssertEqual(Set(names).count, paths.count, "\(names)")
        XCTAssertFalse(names.contains { $0 == TestListing.mainName || $0 == TestListing.listName }, "\(names)")
        let files = paths.map { TestSuite.File(path: $0, bytes: []) }
        let build = TestSuiteBuild(
            suite: TestSuite(moduleName: "M", testModuleName: "T", controlFiles: [], testFiles: files, tests: []), rewrites: [])
        for (index, path) in paths.enumerated() {
            let place = build.checkoutPlace(of: "/work/tests/" + names[index], at: SourceLocation(line: 3, column: 1))
            XCTAssertEqual(place?.path, path)
        }
        XCTAssertNil(build.checkoutPlace(of: "/work/generated/main.swift", at: SourceLocation(line: 1, column: 1)))
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
        // The optional requirement is the rewrite's to judge (`ControlRewrite.unfaithful`), not this scan's.
        XCTAssertEqual(found.map { "\($0.location.line):\($0.location.column)" }, ["3:11", "4:20", "4:38", "4:67"])
        XCTAssertTrue(found[1].reason.hasPrefix("`#selector`"))
    }
}
