import JSONCoding
import XCTest

/// The strict, bounded JSON reader: accepted documents, errors with their positions, hostile inputs.
final class JSONParserTests: XCTestCase {
    private func parse(_ text: String) throws -> JSON {
        try JSONParser.parse(Array(text.utf8))
    }

    private func compact(_ text: String) throws -> String {
        JSONWriter.text(of: try parse(text), style: .compact)
    }

    func testParse_acceptsRFC8259Values() throws {
        let rows: [(input: String, compact: String)] = [
            (#"  {"b": [1, -2.5e3, 0.0, true, false, null], "a": "x"} "#, #"{"a":"x","b":[1,-2.5e3,0.0,true,false,null]}"#),
            (#""\u00e9\ud83d\ude00\n\"\\\/""#, "\"é😀\\n\\\"\\\\/\""),
            ("[]", "[]"),
            ("{}", "{}"),
            ("\u{FEFF}7", "7"),
            ("\"caf\u{E9}\"", "\"café\""),
        ]
        for row in rows {
            XCTAssertEqual(try compact(row.input), row.compact, row.input)
        }
    }

    func testParse_errorsNameTheirLineAndColumn() {
        let rows: [(input: String, line: Int, column: Int, message: String)] = [
            ("", 1, 1, "found end of input"),
            ("{\"a\": 1,}", 1, 9, "expected a string key"),
            ("[1, 2", 1, 6, "',' or ']'"),
            ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key"),
            ("[NaN]", 1, 2, "\"nan\""),
            ("[-Infinity]", 1, 3, "\"inf\""),
            ("[nan]", 1, 2, "expected 'null'"),
            ("[01]", 1, 3, "',' or ']'"),
            ("[1.]", 1, 4, "digit after '.'"),
            ("[1e]", 1, 4, "exponent"),
            ("\"a\u{01}\"", 1, 3, "control character"),
            ("\"\\x\"", 1, 2, "invalid escape"),
            ("\"\\ud800\"", 1, 2, "unpaired high surrogate"),
            ("\"\\udc00\"", 1, 2, "unpaired low surrogate"),
            ("\"abc", 1, 1, "unterminated string"),
            ("[1]\n\n  x", 3, 3, "after the JSON value"),
            ("{\n  \"é\": tru\n}", 2, 8, "expected 'true'"),
        ]
        for row in rows {
            XCTAssertThrowsError(try parse(row.input), row.input) { error in
                guard let error = error as? JSONParseError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.location, TextLocation(line: row.line, column: row.column), row.input)
                XCTAssertTrue(error.message.contains(row.message), "\(row.input): \(error.message)")
            }
        }
    }

    func testParse_invalidUTF8InAStringIsAnError() {
        XCTAssertThrowsError(try JSONParser.parse([0x22, 0x61, 0xFF, 0x22])) { error in
            XCTAssertEqual((error as? JSONParseError)?.message, "invalid UTF-8 in string")
        }
    }

    func testParse_deepNestingIsRefusedNotOverflowed() {
        for opener in ["[", "{\"a\":"] {
            let text = String(repeating: opener, count: 200_000)
            XCTAssertThrowsError(try parse(text)) { error in
                XCTAssertTrue((error as? JSONParseError)?.message.contains("nesting deeper than 512") == true)
            }
        }
        let atLimit = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        XCTAssertNoThrow(try parse(atLimit))
        let overLimit = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        XCTAssertThrowsError(try parse(overLimit))
    }

    func testParse_overlongNumberIsRefused() {
        XCTAssertThrowsError(try parse("[" + String(repeating: "1", count: 1_001) + "]"))
    }
}
