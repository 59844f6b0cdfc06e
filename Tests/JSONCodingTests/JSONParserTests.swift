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

    func testParse_everyKindOfValueAtTheTopLevelAndNested() throws {
        let rows: [(input: String, compact: String)] = [
            ("null", "null"), ("true", "true"), ("false", "false"), ("0", "0"), ("-0", "-0"), ("\"\"", "\"\""),
            (" \t\r\n[ ]\r\n", "[]"),
            (#"{"a": {"b": {"c": [[], [{}], [null, [true]]]}}}"#, #"{"a":{"b":{"c":[[],[{}],[null,[true]]]}}}"#),
            ("[\"\\b\\f\\n\\r\\t\"]", #"["\u0008\u000c\n\r\t"]"#),
            (#"{"": ""}"#, #"{"":""}"#),
        ]
        for row in rows {
            XCTAssertEqual(try compact(row.input), row.compact, row.input)
        }
    }

    /// Numbers keep their text, so no precision is lost before a typed field reads them.
    func testParse_numbersKeepTheirExactText() throws {
        let numbers = [
            "0", "-0", "7", "-12", "12.5", "0.000001", "1e10", "1E+2", "-1.5e-7", "2.5E-308", "1e400",
            "123456789012345678901234567890", "-9223372036854775809", "18446744073709551616",
        ]
        for number in numbers {
            guard case .array(let elements) = try parse("[\(number)]").value,
                  case .number(let text)? = elements.first?.value
            else { XCTFail(number); continue }
            XCTAssertEqual(text, number)
        }
    }

    func testParse_unicodeEscapes_includingSurrogatePairs() throws {
        let rows: [(escaped: String, scalars: [UInt32])] = [
            (#"\u0041"#, [0x41]), (#"\u00e9"#, [0xE9]), (#"\u00E9"#, [0xE9]), (#"\u0000"#, [0]),
            (#"\u20AC"#, [0x20AC]), (#"\uFFFF"#, [0xFFFF]), (#"\ud83d\ude00"#, [0x1F600]),
            (#"\uD834\uDD1E"#, [0x1D11E]), (#"\uDBFF\uDFFF"#, [0x10FFFF]), (#"a\u0062c"#, [0x61, 0x62, 0x63]),
        ]
        for row in rows {
            guard case .string(let text) = try parse("\"\(row.escaped)\"").value else { XCTFail(row.escaped); continue }
            XCTAssertEqual(text.unicodeScalars.map(\.value), row.scalars, row.escaped)
        }
        for invalid in [#""\ud800\u0041""#, #""\ud800x""#, #""\u12""#, #""\uZZZZ""#] {
            XCTAssertThrowsError(try parse(invalid), invalid)
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
            ("[1,\r\n 2,\r\n x]", 3, 2, "expected a JSON value"),
            ("[\"😀\", \"é\", ?]", 1, 12, "expected a JSON value"),
            ("{\"a\" 1}", 1, 6, "':' after key"),
            ("{\"a\": 1 \"b\": 2}", 1, 9, "',' or '}'"),
            ("{1: 2}", 1, 2, "expected a string key"),
            ("[1] [2]", 1, 5, "after the JSON value"),
            ("[\n\n\n      -]", 4, 8, "expected a digit"),
        ]
        for row in rows {
            XCTAssertThrowsError(try parse(row.input), row.input) { error in
                guard let error = error as? JSONParseError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.location, TextLocation(line: row.line, column: row.column), row.input)
                XCTAssertTrue(error.message.contains(row.message), "\(row.input): \(error.message)")
            }
        }
    }

    func testParse_errorsNameThePathOfTheValueBeingRead() {
        let rows: [(input: String, path: String, description: String)] = [
            ("tru", "", "1:1: expected 'true'"),
            (#"{"a": [1, {"b": tru}]}"#, "a[1].b", "1:17: a[1].b: expected 'true'"),
            (#"{"rules": [{"id": "X", }]}"#, "rules[0]", "1:24: rules[0]: expected a string key, found character '}'"),
            (#"{"a b": {"c.d": [[], [x]]}}"#, #"["a b"]["c.d"][1][0]"#, #"1:23: ["a b"]["c.d"][1][0]: expected a JSON value, found character 'x'"#),
            (#"{"a": {"k": 1, "k": 2}}"#, "a.k", #"1:16: a.k: duplicate key "k""#),
            (#"{"$schema": "x" "#, "", "1:17: expected ',' or '}' in object, found end of input"),
            (#"[{"a" 1}]"#, "[0].a", "1:7: [0].a: expected ':' after key, found character '1'"),
        ]
        for row in rows {
            XCTAssertThrowsError(try parse(row.input), row.input) { error in
                guard let error = error as? JSONParseError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.path, row.path, row.input)
                XCTAssertEqual(error.description, row.description, row.input)
            }
        }
    }

    /// Small objects are searched linearly for a repeated key, large ones through a set: both refuse it.
    func testParse_duplicateKeysAreRefusedInSmallAndLargeObjects() {
        let rows: [(keys: [String], duplicate: String)] = [
            (["a", "b", "a"], "a"),
            ((0..<20).map { "k\($0)" } + ["k3"], "k3"),
            ((0..<20).map { "k\($0)" } + ["k19", "k20"], "k19"),
            ((0..<16).map { "k\($0)" } + ["k0"], "k0"),
        ]
        for row in rows {
            let text = "{" + row.keys.map { "\"\($0)\": 1" }.joined(separator: ", ") + "}"
            XCTAssertThrowsError(try parse(text), text) { error in
                XCTAssertEqual((error as? JSONParseError)?.message, "duplicate key \"\(row.duplicate)\"")
            }
        }
        let distinct = "{" + (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + "}"
        XCTAssertNoThrow(try parse(distinct))
    }

    func testParse_documentsOverTheSizeLimitAreRefusedUnread() {
        let document = Array("[1, 2, 3]".utf8)
        XCTAssertNoThrow(try JSONParser.parse(document, maximumSize: document.count))
        XCTAssertThrowsError(try JSONParser.parse(document, maximumSize: document.count - 1)) { error in
            XCTAssertEqual((error as? JSONParseError)?.description, "1:1: document larger than 8 bytes")
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
                guard let error = error as? JSONParseError else { return XCTFail("\(error)") }
                XCTAssertTrue(error.message.contains("nesting deeper than 512"), error.message)
                XCTAssertEqual(error.location.line, 1)
                // The path of a value 512 levels down keeps only its innermost part.
                XCTAssertTrue(error.path.hasPrefix("…"), error.path)
                XCTAssertLessThan(error.path.count, 210)
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
