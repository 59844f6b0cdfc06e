import BaselineSupport
import CheckoutTestSupport
import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// The routes by which a hostile fork beat the list of tells (issue 37), each now a BHV005 error at the line
/// that takes it, found on the compiled objects, and no verdict: nothing of the control or its tests is run,
/// through `verify-control`, `--against`, `--xctest` and `xcode-test` alike (`mutation-score`'s mutants:
/// `MutantLinkAllowlistTests`). One fork holds several routes where one compile shows them all; each finding
/// names its own.
final class LinkAllowlistRoutesTests: XCTestCase {
    /// A route: the code appended to a file, the text on its line a finding must point at, and what it says.
    private struct Route {
        let code: String
        let at: String
        let reports: String

        /// The control calling the C function `name` in `code`, found at `at` (else the name).
        static func cCall(_ name: String, in code: String, at: String? = nil) -> Route {
            Route(code: code, at: at ?? name, reports: "the control calls `\(name)` from the C library")
        }

        /// The control using `name` of Foundation in `code`.
        static func foundation(_ name: String, in code: String) -> Route {
            Route(code: code, at: name, reports: "the control uses `\(name)` from Foundation, which is not among the parts")
        }
    }

    /// The forgeries of the result channel, from the control or a test file (`subject`, of `module`): the
    /// channel's own `write` replaced, an initializer that runs before the driver or the recorder, a descriptor
    /// scan, a redirection and a quick end.
    private static func channelRoutes(_ subject: String, module: String) -> [Route] {
        [
            Route(code: "@c(write) func forgedWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int { count }",
                  at: "write)", reports: "\(subject) defines `write`, a name outside its own module (\(module))"),
            Route(code: "@used @section(\".init_array\") let forgedStart: @convention(c) () -> Void = { }",
                  at: "\".init_array\"", reports: "\(subject) adds the section `.init_array`, whose code runs before the program's own"),
            Route(code: "func scansDescriptors() -> Int32 { var info = stat(); return fstat(3, &info) }",
                  at: "fstat", reports: "\(subject) calls `fstat` from the C library, which a rating view has no use for"),
            Route(code: "func redirects() -> Int32 { dup2(4, 1) }", at: "dup2", reports: "\(subject) calls `dup2` from the C library"),
            Route(code: "func endsAtOnce() { _Exit(0) }", at: "_Exit", reports: "\(subject) calls `_Exit` from the C library"),
        ]
    }

    /// The channel's forgeries, the C library through every other spelling the review found, symbols named by
    /// hand, and the parts of Foundation that read the process and its files.
    private let controlRoutes = channelRoutes("the control", module: "iHeartRating") + [
        Route(code: "@_cdecl(\"read\") func forgedRead(_ descriptor: Int32) -> Int { 0 }",
              at: "\"read\"", reports: "the control defines `read`, a name outside its own module"),
        Route(code: "@_silgen_name(\"close\") func forgedClose(_ descriptor: Int32) -> Int32\nfunc closes() -> Int32 { forgedClose(3) }",
              at: "\"close\"", reports: "the control calls `close` from the C library"),
        .cCall("exit", in: "func exits() { let q = exit; q(0) }", at: "exit;"),
        .cCall("abort", in: "func aborts() { (abort)() }", at: "abort)"),
        .cCall("dlsym", in: "func looksUp() -> UnsafeMutableRawPointer? { let f = dlsym; return f(nil, \"x\") }"),
        .cCall("getenv", in: "func readsTheEnvironment() -> Bool { `getenv`(\"HOME\") != nil }", at: "`getenv`"),
        .cCall("getpid", in: "func readsItsProcessID() -> Bool { getpid() > 100 }"),
        .foundation("NSHomeDirectory", in: "func readsItsHome() -> Bool { NSHomeDirectory().hasPrefix(\"/tmp\") }"),
        .foundation("Data", in: "func readsAFile() -> Bool { (try? Data(contentsOf: URL(fileURLWithPath: \"/proc/self/status\"))) != nil }"),
        .foundation("NSClassFromString", in: "func looksUpAClass() -> Bool { NSClassFromString(\"UIKit.UIView\") != nil }"),
        .foundation("FileManager", in: "func looksAtFiles() -> Bool { FileManager.default.fileExists(atPath: \"/tmp\") }"),
        .foundation("ProcessInfo", in: "func readsTheProcess() -> Bool { ProcessInfo.processInfo.environment[\"HOME\"] != nil }"),
    ]

    /// The channel's forgeries from a test file, and forwarding what is left at exit.
    private let testRoutes = channelRoutes("the test file", module: "iHeartRatingTests") + [
        Route(code: "func forwardsAtExit() -> Int32 { atexit { } }", at: "atexit", reports: "the test file calls `atexit` from the C library"),
    ]

    /// The example checkout with `routes` appended to the file at `path`, and where each route's finding must be.
    private func fork(_ path: String, _ routes: [Route]) throws -> (source: OverlaySource, places: [SourceLocation]) {
        let base = try ExampleCheckout.source()
        var text = String(decoding: try base.read(path).get(), as: UTF8.self)
        var places: [SourceLocation] = []
        for route in routes {
            let line = text.split(separator: "\n", omittingEmptySubsequences: false).count
            let routeLines = route.code.split(separator: "\n").map(String.init)
            let index = try XCTUnwrap(routeLines.firstIndex { $0.contains(route.at) }, route.code)
            let column = try XCTUnwrap(routeLines[index].range(of: route.at)).lowerBound.utf16Offset(in: routeLines[index]) + 1
            places.append(SourceLocation(line: line + index, column: column))
            text += route.code + "\n"
        }
        return (OverlaySource(base: base, replaced: [path: Array(text.utf8)]), places)
    }

    /// Each route's finding is a BHV005 error at its place, and every other rule is not evaluated.
    private func assertRoutes(_ routes: [Route], at places: [SourceLocation], in report: CheckoutReport, path: String,
                              file: StaticString = #filePath, line: UInt = #line) {
        let errors = report.findings(BehaviourRules.tells).filter { $0.severity == .error }
        for (route, place) in zip(routes, places) {
            XCTAssertTrue(errors.contains { $0.message.hasPrefix(route.reports) && $0.location == place && $0.path == path },
                          "\(route.code) at \(place): \(errors.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)" })",
                          file: file, line: line)
        }
        XCTAssertFalse(report.passed, file: file, line: line)
        for result in report.results where result.ruleID != BehaviourRules.tells.id && !result.ruleID.hasPrefix("HDR")
            && !result.ruleID.hasPrefix("APP") {
            XCTAssertEqual(result.status, .notEvaluated, "\(result.ruleID): nothing of the code ran", file: file, line: line)
        }
    }

    func testEveryRouteInTheControl_isAnErrorAtItsLine_andNothingRuns() throws {
        let runs = try ExampleRuns(generated: 10)
        let (source, places) = try fork(CheckoutPaths.source, controlRoutes)
        assertRoutes(controlRoutes, at: places, in: try runs.verifier.verify(source), path: CheckoutPaths.source)
    }

    func testARouteInTheLaterRevision_leavesTheComparisonNotEvaluated() throws {
        let runs = try ExampleRuns(generated: 10)
        let routes = controlRoutes.filter { $0.at == "getpid" }
        let (source, places) = try fork(CheckoutPaths.source, routes)
        let report = try BehaviourComparison(verifier: runs.verifier).compare(
            before: try ExampleCheckout.source(), beforeName: "HEAD", after: source)
        assertRoutes(routes, at: places, in: report, path: CheckoutPaths.source)
    }

    func testEveryForgeryInATestFile_isAnErrorUnderXCTestAndXcodeTest_andNoTestRuns() throws {
        let runs = try ExampleRuns(generated: 10)
        let (source, places) = try fork(CheckoutPaths.tests, testRoutes)
        let ownTests = try OwnTestsVerifier(builder: runs.verifier.builder).verify(source)
        assertRoutes(testRoutes, at: places, in: ownTests, path: CheckoutPaths.tests)
        XCTAssertNil(ownTests.tests, "no test ran")
        let xcodeTest = try XcodeTest(builder: runs.verifier.builder).verify(source)
        assertRoutes(testRoutes, at: places, in: xcodeTest, path: CheckoutPaths.tests)
    }
}
