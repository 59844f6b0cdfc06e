import JSONCoding
import XCTest
@testable import RatingReference

/// The export schema: round trips, eval output, and clear errors for malformed files.
final class CaseFileTests: XCTestCase {
    private func exportText(_ cases: [OracleCase] = EdgeCases.all) -> String {
        JSONWriter.text(of: CaseFileEncoder.document(cases), style: .pretty)
    }

    func testExport_isDeterministicAndDecodesToTheSameText() throws {
        let text = exportText()
        XCTAssertEqual(text, exportText(), "two exports are identical")
        let decoded = try CaseFileDecoder.cases(from: Array(text.utf8))
        XCTAssertEqual(decoded.count, EdgeCases.all.count)
        XCTAssertEqual(exportText(decoded), text, "NaN and infinities survive the round trip")
    }

    func testEveryKindOfStepAndEveryProperty_readsBackAsWritten() throws {
        let steps = Step.Kind.allCases.map(\.example) + Assignment.Property.allCases.map { .set($0.example) }
        XCTAssertEqual(Set(steps.map(\.kind)), Set(Step.Kind.allCases))
        let oracleCase = OracleCase(name: "every-step", documented: "", steps: steps)
        XCTAssertEqual(try CaseFileDecoder.cases(from: Array(exportText([oracleCase]).utf8)), [oracleCase])
    }

    func testExport_decodedCasesEqualTheTable() throws {
        let decoded = try CaseFileDecoder.cases(from: Array(exportText().utf8))
        // Cases holding NaN compare unequal to themselves under ==; the text round trip above covers those.
        let hasNaN = { (oracleCase: OracleCase) in exportTextContainsNaN(oracleCase) }
        for (original, read) in zip(EdgeCases.all, decoded) where !hasNaN(original) {
            XCTAssertEqual(read, original, original.name)
        }
        func exportTextContainsNaN(_ oracleCase: OracleCase) -> Bool {
            JSONWriter.text(of: CaseFileEncoder.oracleCase(oracleCase), style: .compact).contains("\"nan\"")
        }
    }

    func testEval_fillsEveryObservationAndPassesWhenRunAgain() throws {
        let evaluated = EdgeCases.all.map { CaseRunner.run($0).evaluated }
        for oracleCase in evaluated {
            for case .observe(let observation) in oracleCase.steps where observation.raised == nil {
                XCTAssertNotNil(observation.pairs, oracleCase.name)
                XCTAssertNotNil(observation.events, oracleCase.name)
                XCTAssertNotNil(observation.accessibilityValue, oracleCase.name)
            }
            guard case .observe? = oracleCase.steps.last else { return XCTFail("\(oracleCase.name) ends without observe") }
        }
        let reread = try CaseFileDecoder.cases(from: Array(exportText(evaluated).utf8))
        XCTAssertTrue(reread.map(CaseRunner.run).allSatisfy(\.passed), "the model agrees with its own eval output")
    }

    func testDecode_minimalFileWithoutExpectations() throws {
        let text = #"{"cases": [{"name": "n", "steps": ["#
            + #"{"do": "set", "property": "rating", "value": "Infinity"}, {"do": "observe"}]}]}"#
        let cases = try CaseFileDecoder.cases(from: Array(text.utf8))
        XCTAssertEqual(cases.first?.steps.count, 2)
        guard case .set(.rating(let rating))? = cases.first?.steps.first else { return XCTFail("not a rating") }
        XCTAssertEqual(rating, .infinity)
        XCTAssertEqual(CaseRunner.run(cases[0]).control.rating, 5)
    }

    /// The 1-based line and column where `marker` first occurs in `text`, counted here, not by the parser.
    private func location(of marker: String, in text: String) -> TextLocation? {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: marker) {
                return TextLocation(line: index + 1, column: line.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        return nil
    }

    func testDecode_shapeErrorsNamePathAndPosition() {
        let rows: [(text: String, path: String, marker: String, message: String)] = [
            (#"{"schema": "other", "cases": []}"#, "schema", #""other""#, "expected \"rating-reference-cases\""),
            (#"{"version": 2, "cases": []}"#, "version", "2", "unsupported version"),
            (#"{"cases": [{"steps": []}]}"#, "cases[0]", #"{"steps""#, "missing key \"name\""),
            (#"{"cases": [{"name": "a","# + "\n" + #" "steps": [{"do": "set", "property": "maxRating", "value": 1.5}]}]}"#,
             "cases[0].steps[0].value", "1.5", "expected an integer"),
            (#"{"cases": [{"name": "a", "steps": [{"do": "layout", "value": 1}]}]}"#, "cases[0].steps[0].value",
             #""value""#, "does not belong to a \"layout\" step"),
            (#"{"cases": [{"name": "a", "steps": [{"do": "set", "property": "colour", "value": 1}]}]}"#,
             "cases[0].steps[0].property", #""colour""#, "unknown property"),
            (#"{"cases": [{"name": "a", "steps": [{"do": "observe", "expect": {"ratting": 1}}]}]}"#,
             "cases[0].steps[0].expect.ratting", #""ratting""#, "unknown key"),
            (#"{"cases": [{"name": "a", "steps": [{"do": "observe", "expect": "#
                + #"{"events": [{"bounce": 1, "didUpdate": 2}]}}]}]}"#,
             "cases[0].steps[0].expect.events[0]", #"{"bounce""#, "exactly one"),
            (#"{"cases": [{"name": "a", "steps": [{"do": "set", "property": "rating", "value": "much"}]}]}"#,
             "cases[0].steps[0].value", #""much""#, "\"nan\""),
            (#"{"cases": [{"name": "a", "steps": [{"do": "set", "property": "emptyImage", "#
                + #""value": {"width": "nan", "height": 10}}]}]}"#,
             "cases[0].steps[0].value", #"{"width""#, "an image's size is finite and not negative"),
            (#"{"cases": [{"name": "a", "steps": [{"do": "set", "property": "fullImage", "#
                + #""value": {"width": 20, "height": -1}}]}]}"#,
             "cases[0].steps[0].value", #"{"width""#, "an image's size is finite and not negative"),
        ]
        for row in rows {
            XCTAssertThrowsError(try CaseFileDecoder.cases(from: Array(row.text.utf8)), row.text) { error in
                guard let error = error as? JSONInputError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.path, row.path, row.text)
                XCTAssertEqual(error.location, location(of: row.marker, in: row.text), row.text)
                XCTAssertTrue(error.message.contains(row.message), "\(row.text): \(error.message)")
            }
        }
    }

    func testDecode_syntaxErrorsKeepTheirPosition() {
        XCTAssertThrowsError(try CaseFileDecoder.cases(from: Array("{\"cases\": [}".utf8))) { error in
            XCTAssertEqual((error as? JSONInputError)?.location, TextLocation(line: 1, column: 12))
        }
    }

    func testDecode_limitsOnTouchesAndObservations() {
        let touches = Array(repeating: #"{"x": 1, "y": 1}"#, count: 65).joined(separator: ",")
        let tooManyTouches = #"{"cases": [{"name": "a", "steps": [{"do": "touchesBegan", "touches": [\#(touches)]}]}]}"#
        XCTAssertThrowsError(try CaseFileDecoder.cases(from: Array(tooManyTouches.utf8)))
        let observes = Array(repeating: #"{"do": "observe"}"#, count: 10_001).joined(separator: ",")
        let tooManyObservations = #"{"cases": [{"name": "a", "steps": [\#(observes)]}]}"#
        XCTAssertThrowsError(try CaseFileDecoder.cases(from: Array(tooManyObservations.utf8))) { error in
            XCTAssertTrue((error as? JSONInputError)?.message.contains("observations") == true)
        }
    }
}
