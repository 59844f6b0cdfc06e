import CheckoutTestSupport
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// `xcode-test`'s sample-app proof on the example checkout and on mutants of it: compile errors and storyboard
/// mismatches at their line, a delegate that leaves out an optional requirement building as on iOS, and the note on
/// an app that does not use the library. Positions are counted here from the mutant's text, never by the tool.
final class SampleAppTests: XCTestCase {
    private static let controller = CheckoutPaths.sampleAppFolder + "/SampleApp/ViewController.swift"
    private static let storyboard = CheckoutPaths.sampleAppFolder + "/SampleApp/Base.lproj/Main.storyboard"

    private func verify(_ source: any CheckoutSource) throws -> CheckoutReport {
        try SampleAppVerifier(builder: try ExampleRuns().verifier.builder).verify(source)
    }

    /// The example with `original` replaced in the file at `path`, and the 1-based line where `marker` then is.
    private func mutant(_ path: String, _ original: String, _ replacement: String, marker: String) throws
        -> (source: OverlaySource, line: Int) {
        let base = try ExampleCheckout.source()
        let text = String(decoding: try base.read(path).get(), as: UTF8.self)
        XCTAssertEqual(text.components(separatedBy: original).count, 2, "\(original) occurs once")
        let changed = text.replacingOccurrences(of: original, with: replacement)
        let before = try XCTUnwrap(changed.range(of: marker)).lowerBound
        let line = changed[..<before].filter { $0 == "\n" }.count + 1
        return (OverlaySource(base: base, replaced: [path: Array(changed.utf8)]), line)
    }

    func testTheExampleApp_typeChecksAndUsesTheLibrary_andListsWhatIsNotEvaluated() throws {
        let report = try verify(try ExampleCheckout.source())
        XCTAssertTrue(report.passed, report.allFindings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(report.findings(BehaviourRules.appUsesLibrary, notes: true), [])
        XCTAssertEqual(report.findings(BehaviourRules.appTypechecks, notes: true).map(\.message),
                       [BehaviourFindings.notEvaluatedOnLinux])
    }

    /// A Swift file the app compiles from an absolute path (outside the checkout) is not read, so not type-checked:
    /// a note at its file reference leaves APP001 not evaluated (before, it was dropped and APP001 passed). The same
    /// reference not in the app's Sources phase says nothing.
    func testASwiftFileTheAppCompilesFromAnAbsolutePath_isANote_andLeavesAPP001NotEvaluated() throws {
        let base = try ExampleCheckout.source()
        let original = String(decoding: try base.read(SampleApp.project).get(), as: UTF8.self)
        let reference = "\t\tAB0000000000000000000002 /* Extra.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift;"
            + " path = /Users/someone/Extra.swift; sourceTree = \"<absolute>\"; };\n"
        let referenced = original.replacingOccurrences(
            of: "/* End PBXFileReference section */", with: reference + "/* End PBXFileReference section */")
        let inSources = "5E9B00511C2B3A4D00E5F602 /* ViewController.swift in Sources */,\n"
        XCTAssertEqual(original.components(separatedBy: inSources).count, 2)
        let compiled = referenced
            .replacingOccurrences(of: "/* End PBXBuildFile section */", with: "\t\tAB0000000000000000000001 /* Extra.swift in Sources */ ="
                + " {isa = PBXBuildFile; fileRef = AB0000000000000000000002 /* Extra.swift */; };\n/* End PBXBuildFile section */")
            .replacingOccurrences(of: inSources, with: inSources + "\t\t\t\tAB0000000000000000000001 /* Extra.swift in Sources */,\n")
        let line = compiled[..<(try XCTUnwrap(compiled.range(of: "AB0000000000000000000002 /* Extra.swift */ ="))).lowerBound]
            .filter { $0 == "\n" }.count + 1
        let report = try verify(OverlaySource(base: base, replaced: [SampleApp.project: Array(compiled.utf8)]))
        let typechecks = try XCTUnwrap(report.results.first { $0.ruleID == BehaviourRules.appTypechecks.id })
        XCTAssertEqual(typechecks.status, .notEvaluated, "\(typechecks.findings)")
        let note = try XCTUnwrap(typechecks.findings.first { $0.message.contains("Extra.swift") })
        XCTAssertEqual(note.severity, .note)
        XCTAssertEqual(note.message, "the sample app compiles /Users/someone/Extra.swift, which is not type-checked here: its source tree"
            + " is `<absolute>`, outside the project's folders")
        XCTAssertEqual(note.path, SampleApp.project)
        XCTAssertEqual(note.location?.line, line)
        XCTAssertFalse(report.passed)
        let unused = try verify(OverlaySource(base: base, replaced: [SampleApp.project: Array(referenced.utf8)]))
        XCTAssertTrue(unused.passed, unused.allFindings.map(\.message).joined(separator: "\n"))
        XCTAssertFalse(unused.allFindings.contains { $0.message.contains("Extra.swift") })
    }

    func testACallToAMethodTheControlLacks_isACompileErrorAtItsLine() throws {
        let (source, line) = try mutant(Self.controller, "ratingView.delegate = self\n",
                                        "ratingView.delegate = self\n        ratingView.resetRating()\n", marker: "ratingView.resetRating()")
        let errors = try verify(source).findings(BehaviourRules.appTypechecks)
        XCTAssertEqual(errors.map(\.path), [Self.controller])
        XCTAssertEqual(errors.first?.location?.line, line)
        XCTAssertTrue(errors.first?.message.contains("has no member 'resetRating'") ?? false, "\(errors)")
    }

    func testAnOutletWhosePropertyDoesNotExist_isAFindingAtItsLine() throws {
        let (source, line) = try mutant(Self.storyboard, "<outlet property=\"liveRatingLabel\"", "<outlet property=\"liveLabel\"",
                                        marker: "<outlet property=\"liveLabel\"")
        let report = try verify(source)
        let found = report.findings(BehaviourRules.storyboardConnections)
        XCTAssertEqual(found.map(\.message), ["outlet liveLabel names no @IBOutlet property of ViewController"])
        XCTAssertEqual(found.first?.path, Self.storyboard)
        XCTAssertEqual(found.first?.location?.line, line)
        XCTAssertFalse(report.passed)
    }

    func testADelegateThatLeavesOutIsUpdating_typeChecks() throws {
        let (source, _) = try mutant(
            Self.controller, "func heartRatingView(_ ratingView: HeartRatingView, isUpdating rating: Float) {",
            "func liveRatingChanged(_ rating: Float) {", marker: "liveRatingChanged")
        let report = try verify(source)
        XCTAssertEqual(report.results.first { $0.ruleID == BehaviourRules.appTypechecks.id }?.status, .passed,
                       report.allFindings.map(\.message).joined(separator: "\n"))
    }

    /// The real repository's sample app is an app template: no import, no storyboard view of the library, no
    /// reference in its project. The example's, made so, passes with the note.
    func testAnAppThatDoesNotUseTheLibrary_passesWithANote() throws {
        let base = try ExampleCheckout.source()
        let controller = String(decoding: try base.read(Self.controller).get(), as: UTF8.self)
        let storyboard = String(decoding: try base.read(Self.storyboard).get(), as: UTF8.self)
        let template = """
            import UIKit

            final class ViewController: UIViewController {
                @IBOutlet private(set) weak var ratingView: UIView!
                @IBOutlet private weak var liveRatingLabel: UILabel!
                @IBOutlet private weak var finalRatingLabel: UILabel!
                @IBAction private func halfRatingsChanged(_ sender: UISwitch) {}
            }
            """
        XCTAssertTrue(controller.contains("import iHeartRating"))
        let source = OverlaySource(base: base, replaced: [
            Self.controller: Array(template.utf8),
            Self.storyboard: Array(storyboard.replacingOccurrences(
                of: " customClass=\"HeartRatingView\" customModule=\"iHeartRating\"", with: "").utf8),
        ])
        let report = try verify(source)
        XCTAssertTrue(report.passed, report.allFindings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(report.findings(BehaviourRules.appUsesLibrary, notes: true).map(\.message), [
            "the sample app does not use iHeartRating: no Swift file imports it and no storyboard places its views"
                + " (its project links it)",
        ])
    }

    /// `xcode-test`: the own suite's rules, then the header's, then the sample app's, in one report; the example passes.
    func testXcodeTest_reportsEachProofsRules_inOneReport() throws {
        let report = try XcodeTest(builder: try ExampleRuns().verifier.builder).verify(try ExampleCheckout.source())
        XCTAssertEqual(report.results.map(\.ruleID),
                       ["BHV021", "BHV020", "BHV022", "BHV005", "HDR001", "HDR002", "HDR003",
                        "APP001", "APP002", "APP003", "APP004"])
        XCTAssertEqual(report.tests?.count, 16)
        XCTAssertTrue(report.passed, report.allFindings.map(\.message).joined(separator: "\n"))
    }

    /// xcode-test's deadline (10 min; before, none): checked before each proof, whose rules are not evaluated once
    /// it has passed, naming the slowest proof. At 0 ms no proof starts; at 1 ms the own tests run (they take
    /// about a second, far over it) and the header and the sample app are not evaluated.
    func testXcodeTest_pastItsDeadline_leavesTheProofsItDidNotStartNotEvaluated_namingTheSlowest() throws {
        let builder = try ExampleRuns().verifier.builder
        let none = try XcodeTest(builder: builder, deadlineMilliseconds: 0).verify(try ExampleCheckout.source())
        XCTAssertEqual(none.results.count, 11)
        XCTAssertTrue(none.results.allSatisfy { $0.status == .notEvaluated && $0.unparsedInputs == ["xcode-test's deadline of 0 s passed"] },
                      "\(none.results.map(\.unparsedInputs))")
        XCTAssertNil(none.tests)
        let first = try XcodeTest(builder: builder, deadlineMilliseconds: 1).verify(try ExampleCheckout.source())
        XCTAssertEqual(first.results.prefix(4).map(\.status), [.passed, .passed, .passed, .passed])
        XCTAssertEqual(first.tests?.count, 16)
        for result in first.results.dropFirst(4) {
            XCTAssertEqual(result.status, .notEvaluated, result.ruleID)
            let reason = try XCTUnwrap(result.unparsedInputs.first, result.ruleID)
            XCTAssertTrue(reason.hasPrefix("xcode-test's deadline of 0 s passed (the checkout's own tests took "), reason)
        }
    }
}
