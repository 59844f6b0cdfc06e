import XCTest
@testable import RatingReference

/// The deterministic writer: key order, numbers, non-finite spellings, escapes, line folding.
final class JSONWriterTests: XCTestCase {
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

    func testObjects_keysSortedByUTF8_stringsEscaped() {
        let json = JSON.object([
            JSONMember("b", .string("line\nbreak \"quoted\" \\ \u{01}")), JSONMember("a", .int(1)), JSONMember("B", .null),
        ])
        XCTAssertEqual(
            JSONWriter.text(of: json, style: .compact),
            #"{"B":null,"a":1,"b":"line\nbreak \"quoted\" \\ \u0001"}"#)
    }

    func testPretty_shortContainersStayOnOneLine_longOnesFold() {
        let short = JSON.object([JSONMember("x", .int(1)), JSONMember("y", .array([.int(2), .int(3)]))])
        XCTAssertEqual(JSONWriter.text(of: short, style: .pretty), "{\"x\": 1, \"y\": [2, 3]}\n")
        let long = JSON.array((0..<40).map { .string("item \($0)") })
        let lines = JSONWriter.text(of: long, style: .pretty).split(separator: "\n")
        XCTAssertEqual(lines.count, 42)
        XCTAssertEqual(lines[1], "  \"item 0\",")
    }

    func testWrittenTextParsesBackToTheSameText() throws {
        let document = CaseFileEncoder.document(EdgeCases.all)
        let text = JSONWriter.text(of: document, style: .pretty)
        let reparsed = try JSONParser.parse(Array(text.utf8))
        XCTAssertEqual(JSONWriter.text(of: reparsed, style: .pretty), text)
    }
}
