import JSONCoding
import XCTest
@testable import RatingReference

/// The case-file schema's JSON: numbers, non-finite spellings, written text that reads back.
final class CaseFileJSONTests: XCTestCase {
    func testNumbers_integralWithoutFractionOthersShortestNonFiniteAsStrings() {
        let doubles: [(Double, String)] = [
            (20, "20"), (-0.0, "0"), (2.5, "2.5"), (0.1, "0.1"), (1e6, "1000000"), (1e300, "1e+300"),
            (.greatestFiniteMagnitude, "1.7976931348623157e+308"), (.nan, "\"nan\""), (.infinity, "\"inf\""),
            (-.infinity, "\"-inf\""), (5e-324, "5e-324"),
        ]
        for (value, text) in doubles {
            XCTAssertEqual(JSONWriter.text(of: .double(value), style: .compact), text)
        }
        let floats: [(Float, String)] = [(3, "3"), (2.5, "2.5"), (0.1, "0.1"), (.nan, "\"nan\""), (-.infinity, "\"-inf\"")]
        for (value, text) in floats {
            XCTAssertEqual(JSONWriter.text(of: .float(value), style: .compact), text)
        }
    }

    func testNonFiniteSpellings_readInTheirDocumentedForms() {
        let rows: [(String, Double?)] = [
            ("nan", .nan), ("NaN", .nan), ("inf", .infinity), ("+Inf", .infinity), ("Infinity", .infinity),
            ("-inf", -.infinity), ("-INFINITY", -.infinity), ("-nan", nil), ("1", nil), ("", nil),
        ]
        for (spelling, expected) in rows {
            let value = NonFiniteSpelling.value(of: spelling)
            switch expected {
            case nil: XCTAssertNil(value, spelling)
            case let number? where number.isNaN: XCTAssertTrue(value?.isNaN == true, spelling)
            case let number?: XCTAssertEqual(value, number, spelling)
            }
        }
    }

    func testWrittenTextParsesBackToTheSameText() throws {
        let document = CaseFileEncoder.document(EdgeCases.all)
        let text = JSONWriter.text(of: document, style: .pretty)
        let reparsed = try JSONParser.parse(Array(text.utf8))
        XCTAssertEqual(JSONWriter.text(of: reparsed, style: .pretty), text)
    }
}
