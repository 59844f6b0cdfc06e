import XCTest
@testable import RatingReference

/// `oracle --export-xctest`: test names, the cases left out and why, the driver-only calls named, the model's
/// values written, and the same bytes every time.
final class XCTestExportTests: XCTestCase {
    private func export(_ cases: [OracleCase], generated: [OracleCase] = []) -> XCTestExport {
        XCTestExport(documented: cases, generated: generated, arguments: "")
    }

    private func oracleCase(_ name: String, _ steps: [Step], assumes: [String] = []) -> OracleCase {
        OracleCase(name: name, documented: "a test", steps: steps, assumes: assumes)
    }

    func testTheSameArguments_giveTheSameBytes_andAnotherSeedAnotherFile() {
        func generated(_ seed: UInt64) -> [OracleCase] {
            (0..<30).map { index in
                var generator = BoundaryCaseGenerator(seed: seed, index: index)
                return generator.generate()
            }
        }
        let first = export(EdgeCases.all, generated: generated(5)).text
        XCTAssertEqual(export(EdgeCases.all, generated: generated(5)).text, first)
        XCTAssertNotEqual(export(EdgeCases.all, generated: generated(6)).text, first)
        XCTAssertTrue(first.contains("func testGenerated_5_0") || first.contains("generated-5-0\n"), "case 0 is a test or listed")
    }

    func testNames_documentedAfterTheCase_generatedAfterSeedAndNumber_uniqueAndSwift() {
        XCTAssertEqual(XCTestExport.testName(documented: "custom-accessibility-label-is-kept"), "testCustomAccessibilityLabelIsKept")
        XCTAssertEqual(XCTestExport.testName(generated: "generated-20261201-17"), "testGenerated_20261201_17")
        XCTAssertEqual(XCTestExport.testName(documented: "a b.c-d"), "testA_b_cD")
        let twice = export([oracleCase("same", [.set(.rating(1))]), oracleCase("same", [.set(.rating(2))])]).text
        XCTAssertTrue(twice.contains("func testSame() {") && twice.contains("func testSame_2() {"), twice)
    }

    /// Calls an app never receives from UIKit are made as the driver makes them, and named in the test's name.
    func testDriverOnlyCalls_areNamedInTheTestsName() {
        let text = export([
            oracleCase("laid", [.layout]),
            oracleCase("two", [.touchesBegan([Point(x: 1, y: 1), Point(x: 2, y: 1)])]),
            oracleCase("empty", [.touchesEnded([])]),
            oracleCase("app", [.set(.bounds(CaseVocabulary.strip)), .commit]),
        ]).text
        for name in ["testLaid_directLayoutSubviews()", "testTwo_severalTouches()", "testEmpty_emptyTouchSet()", "testApp()"] {
            XCTAssertTrue(text.contains("func \(name) {"), name)
        }
        XCTAssertTrue(text.contains("run.perform(1) { $0.layoutSubviews() }"))
        XCTAssertTrue(text.contains("run.commit(2)"))
    }

    /// Each reason fires on its case and names it in the header; a case that can run is written.
    func testCasesThatCannotRunOnIOS_areLeftOutWithTheirReason() throws {
        let ambiguous = EdgeCases.all.first { ExportedCase.hasAmbiguousTouch($0) }
        XCTAssertNil(ambiguous, "no documented case touches ambiguously")
        let cases = [
            try XCTUnwrap(EdgeCases.named("nan-bounds-raise-invalid-geometry")),
            try XCTUnwrap(EdgeCases.named("storyboard-accessibility-label-is-kept")),
            oracleCase("fractional-image", [.set(.emptyImage(Size(width: 12.5, height: 10)))]),
            oracleCase("huge-image", [.set(.fullImage(Size(width: 2_000_000, height: 10)))]),
            // Two touches in different pairs: which one the control reads decides the rating.
            oracleCase("either-touch", CaseVocabulary.heartStrip + [.touchesBegan([Point(x: 10, y: 5), Point(x: 70, y: 5)])]),
            oracleCase("runs", CaseVocabulary.heartStrip + [.touchesBegan([Point(x: 10, y: 5)])]),
        ]
        let export = export(cases)
        XCTAssertEqual(export.leftOut, [
            .raisesInvalidGeometry: ["nan-bounds-raise-invalid-geometry"],
            .decodesArchive: ["storyboard-accessibility-label-is-kept"],
            .imageNoRendererMakes: ["fractional-image", "huge-image"],
            .ambiguousTouch: ["either-touch"],
        ])
        XCTAssertEqual(export.written, 1)
        XCTAssertTrue(export.text.contains("// 6 cases (6 documented, 0 generated): 1 written, 5 left out.\n"))
        for exclusion in ExportExclusion.allCases {
            XCTAssertTrue(export.text.contains("// Left out, \(export.leftOut[exclusion]?.count ?? 0): \(exclusion.reason):"), "\(exclusion)")
        }
        XCTAssertTrue(export.text.contains("//   either-touch\n"))
        XCTAssertTrue(export.text.contains("func testRuns_directLayoutSubviews() {"))
        // A zero-sized image is `UIImage()`, which is exactly that.
        XCTAssertEqual(self.export([oracleCase("zero", [.set(.emptyImage(.zero))])]).written, 1)
    }

    /// The expectations are the model's full observation (documented cases give only some fields), with the
    /// ledger entries a case rests on, and non-finite values typed so that they compile.
    func testExpectations_areTheModelsFullObservation_withTheLedgerEntries() throws {
        let documented = try XCTUnwrap(EdgeCases.named("custom-accessibility-label-is-kept"))
        let text = export([documented]).text
        XCTAssertTrue(text.contains("accessibilityValue: \"3 of 3\""))
        XCTAssertTrue(text.contains("imageContentModes: [.scaleAspectFit]"), "a field the case does not expect is the model's")
        let assuming = try XCTUnwrap(EdgeCases.all.first { !$0.assumes.isEmpty })
        XCTAssertTrue(export([assuming]).text.contains(
            "ConformanceRun(\(SwiftLiteral.string(assuming.name)), assumes: \(SwiftLiteral.strings(assuming.assumes)))"))
        let hostile = export([oracleCase("nan", [.set(.rating(.nan)), .set(.bounds(Rect(x: 0, y: 0, width: .infinity, height: 1)))])]).text
        XCTAssertTrue(hostile.contains("$0.rating = Float.nan"), hostile)
        XCTAssertTrue(hostile.contains("width: CGFloat.infinity"), hostile)
        XCTAssertEqual(SwiftLiteral.string("a\"b\\c\n\u{e9}"), "\"a\\\"b\\\\c\\u{a}\\u{e9}\"")
        XCTAssertEqual(SwiftLiteral.number(0.1), "0.1")
        XCTAssertEqual(SwiftLiteral.number(-0.0), "0")
        XCTAssertEqual(SwiftLiteral.number(Float(2.5)), "2.5")
    }
}
