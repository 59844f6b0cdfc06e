import XCTest
@testable import BaselineChecks

/// The OpenStep property-list parser: every construct, every malformation, hostile sizes.
final class PBXProjParserTests: XCTestCase {
    private func parse(_ text: String, maximumDepth: Int = OpenStepParser.defaultMaximumDepth) throws -> OpenStepValue {
        try OpenStepParser.parse(Array(text.utf8), maximumDepth: maximumDepth)
    }

    /// A compact spelling of a value, so expectations are readable strings written by hand.
    private func render(_ value: OpenStepValue) -> String {
        switch value.content {
        case .string(let text): return "\"\(text)\""
        case .data(let bytes): return "<" + bytes.map { String($0, radix: 16) }.joined(separator: " ") + ">"
        case .array(let elements): return "(" + elements.map(render).joined(separator: ",") + ")"
        case .dictionary(let dictionary):
            return "{" + dictionary.entries.map { "\($0.key)=\(render($0.value))" }.joined(separator: ";") + "}"
        }
    }

    func testParse_validConstructs_giveExpectedValues() throws {
        let cases: [(name: String, input: String, expected: String)] = [
            ("unquoted string", "abc", "\"abc\""),
            ("unquoted string with every allowed character", "aZ09_$/:.-", "\"aZ09_$/:.-\""),
            ("quoted string", "\"two words\"", "\"two words\""),
            ("single-quoted string", "'it'", "\"it\""),
            ("empty quoted string", "\"\"", "\"\""),
            ("simple escapes", #""\n\t\r\"\\\'\a\b\f\v""#, "\"\n\t\r\"\\'\u{07}\u{08}\u{0C}\u{0B}\""),
            ("unicode escape", #""caf\U00e9""#, "\"café\""),
            ("surrogate pair escape", #""\Ud83d\Ude00""#, "\"😀\""),
            ("octal escapes of one to three digits", #""\101\60\0x""#, "\"A0\u{0}x\""),
            ("raw UTF-8 and a line break inside quotes", "\"é\nx\"", "\"é\nx\""),
            ("data", "<0aFf 10>", "<a ff 10>"),
            ("empty data", "<>", "<>"),
            ("empty array", "()", "()"),
            ("array with trailing comma", "(a, b,)", "(\"a\",\"b\")"),
            ("array without trailing comma", "(a, \"b\")", "(\"a\",\"b\")"),
            ("empty dictionary", "{}", "{}"),
            ("dictionary keeps key order", "{ z = 1; a = 2; m = (x); }", "{z=\"1\";a=\"2\";m=(\"x\")}"),
            ("quoted keys", "{ \"a b\" = c; }", "{a b=\"c\"}"),
            ("nested containers", "{ a = ({ b = <00>; }, ()); }", "{a=({b=<0>},())}"),
            ("header, line and block comments", "// !$*UTF8*$!\n/* c */ { a /* x */ = b; // y\n }", "{a=\"b\"}"),
            ("comment markers inside a quoted string", "\"/* not */ // either\"", "\"/* not */ // either\""),
            ("trailing comment and space", "x /* end */ \n// done\n", "\"x\""),
        ]
        for testCase in cases {
            XCTAssertEqual(try render(parse(testCase.input)), testCase.expected, testCase.name)
        }
    }

    func testParse_locations_areOneBasedLinesAndScalarColumns() throws {
        let value = try parse("{\n  a = \"é\"; b = (\n    x, <00>);\n}")
        let dictionary = try XCTUnwrap(value.dictionary)
        XCTAssertEqual(value.location, SourceLocation(line: 1, column: 1))
        XCTAssertEqual(dictionary.entry("a")?.keyLocation, SourceLocation(line: 2, column: 3))
        XCTAssertEqual(dictionary["a"]?.location, SourceLocation(line: 2, column: 7))
        XCTAssertEqual(dictionary.entry("b")?.keyLocation, SourceLocation(line: 2, column: 12), "é is one column")
        let elements = try XCTUnwrap(dictionary["b"]?.array)
        XCTAssertEqual(elements.map(\.location), [SourceLocation(line: 3, column: 5), SourceLocation(line: 3, column: 8)])
    }

    func testParse_malformedInputs_reportMessageLineAndColumn() {
        let cases: [(name: String, input: String, message: String, line: Int, column: Int)] = [
            ("empty file", "", "holds no property list", 1, 1),
            ("only a comment", "// !$*UTF8*$!\n", "holds no property list", 2, 1),
            ("missing semicolon", "{\n a = b\n c = d; }", "expected `;` after the value of `a`, found `c`", 3, 2),
            ("missing semicolon before brace", "{ a = b }", "expected `;` after the value of `a`, found `}`", 1, 9),
            ("missing equals", "{ a b; }", "expected `=` after the key `a`, found `b`", 1, 5),
            ("duplicate key", "{ a = 1;\n  a = 2; }", "duplicate key `a` (first at 1:3)", 2, 3),
            ("duplicate quoted key", "{ \"a\" = 1; a = 2; }", "duplicate key `a`", 1, 12),
            ("key that is a dictionary", "{ {} = 1; }", "expected a key, found `{`", 1, 3),
            ("array without comma", "(a b)", "expected `,` after an array element, found `b`", 1, 4),
            ("array with two commas", "(a,,)", "expected a value, found `,`", 1, 4),
            ("trailing garbage", "{ a = b; } x", "unexpected `x` after the end of the property list", 1, 12),
            ("second document", "a b", "unexpected `b`", 1, 3),
            ("unterminated string", "{ a = \"abc;\n}", "unterminated string", 1, 7),
            ("unterminated block comment", "{ a = b; /* never\n closed", "unterminated comment", 1, 10),
            ("unterminated dictionary", "{ a = b;", "unterminated dictionary", 1, 1),
            ("unterminated array", "{ a = (b,\n", "unterminated array", 1, 7),
            ("unterminated data", "<0a0b", "unterminated data", 1, 1),
            ("odd hex digits", "( <0a0> )", "odd number of hex digits", 1, 3),
            ("non-hex in data", "<0g>", "expected a hex digit or `>` in data, found `g`", 1, 3),
            ("bad escape", "\"a\\qb\"", "invalid escape sequence: backslash before `q`", 1, 3),
            ("short unicode escape", "\"\\U12\"", "`\\U` must be followed by four hex digits", 1, 2),
            ("lone high surrogate", "\"\\Ud83d x\"", "high surrogate", 1, 2),
            ("lone low surrogate", "\"\\Ude00\"", "lone low surrogate", 1, 2),
            ("high octal escape", "\"\\351\"", "NeXTSTEP encoding", 1, 2),
            ("character outside the unquoted set", "{ a = b+c; }", "expected `;` after the value of `a`, found `+`", 1, 8),
            ("value that starts with a bad character", "{ a = @; }", "expected a value, found `@`", 1, 7),
            ("unexpected closing bracket", ")", "expected a value, found `)`", 1, 1),
            ("column after a multi-byte character", "{ a = \"\u{e9}\"; b = \"", "unterminated string", 1, 16),
        ]
        for testCase in cases {
            XCTAssertThrowsError(try parse(testCase.input), testCase.name) { error in
                guard let error = error as? ParseError else { return XCTFail("\(testCase.name): \(error)") }
                XCTAssertTrue(error.message.contains(testCase.message), "\(testCase.name): \(error.message)")
                XCTAssertEqual(error.location, SourceLocation(line: testCase.line, column: testCase.column), testCase.name)
            }
        }
    }

    func testParse_invalidUTF8Byte_isReportedAtItsPosition() {
        let bytes = Array("{\n a = \"x".utf8) + [0xFF] + Array("\"; }".utf8)
        XCTAssertThrowsError(try OpenStepParser.parse(bytes)) { error in
            XCTAssertEqual(error as? ParseError, ParseError("invalid UTF-8 byte 0xff", line: 2, column: 8))
        }
    }

    func testParse_deepNesting_failsAtTheLimitInsteadOfCrashing() {
        for opener in ["{ a = ", "("] {
            let hostile = String(repeating: opener, count: 200_000)
            XCTAssertThrowsError(try parse(hostile), opener) { error in
                XCTAssertEqual((error as? ParseError)?.message, "nesting is deeper than 256 levels", opener)
            }
        }
    }

    func testParse_nestingAtTheLimit_isAccepted() throws {
        let depth = 8
        let text = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        XCTAssertNoThrow(try parse(text, maximumDepth: depth))
        XCTAssertThrowsError(try parse("(" + text + ")", maximumDepth: depth))
    }

    func testParse_tenMegabyteString_isReadWhole() throws {
        let long = String(repeating: "x", count: 10 << 20)
        let value = try parse("{ big = \"\(long)\"; }")
        XCTAssertEqual(value.dictionary?["big"]?.string?.utf8.count, 10 << 20)
    }

    func testParse_fileOverTheSizeLimit_isRejected() {
        XCTAssertThrowsError(try OpenStepParser.parse(Array("(a, b)".utf8), maximumSize: 4)) { error in
            XCTAssertEqual((error as? ParseError)?.message, "file is 6 bytes; the limit is 4")
        }
    }

    func testParse_unterminatedHostileInputs_fail() {
        let cases = [
            "\"" + String(repeating: "a", count: 100_000),
            "/*" + String(repeating: "*", count: 100_000),
            "<" + String(repeating: "0", count: 100_001),
            String(repeating: "{a=", count: 100),
        ]
        for input in cases {
            XCTAssertThrowsError(try parse(input), String(input.prefix(8)))
        }
    }
}
