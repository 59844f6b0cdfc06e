import XCTest
@testable import BaselineChecks

/// Number and string literals: full-length numbers, decoded string values, interpolation as one token.
final class SwiftLexerLiteralTests: XCTestCase {
    private func lex(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [SwiftToken] {
        do {
            return try SwiftSourceFile(source: source).tokens
        } catch {
            XCTFail("unexpected error \(error) for \(source)", file: file, line: line)
            return []
        }
    }

    func testNumbers_areLexedToTheirFullLength() {
        let table: [(source: String, expected: [String])] = [
            ("1000", ["integerLiteral:1000"]),
            ("1_000_000", ["integerLiteral:1_000_000"]),
            ("0xFF_ff", ["integerLiteral:0xFF_ff"]),
            ("0o755", ["integerLiteral:0o755"]),
            ("0b1010_1010", ["integerLiteral:0b1010_1010"]),
            ("3.14", ["floatLiteral:3.14"]),
            ("1e10", ["floatLiteral:1e10"]),
            ("1.5E-3", ["floatLiteral:1.5E-3"]),
            ("2e+8", ["floatLiteral:2e+8"]),
            ("0x1p-2", ["floatLiteral:0x1p-2"]),
            ("0x1.8p3", ["floatLiteral:0x1.8p3"]),
            ("1_0.0_1", ["floatLiteral:1_0.0_1"]),
            ("4.description", ["integerLiteral:4", "punctuation:.", "identifier:description"]),
            ("0xff.description", ["integerLiteral:0xff", "punctuation:.", "identifier:description"]),
            ("t.0.1", ["identifier:t", "punctuation:.", "integerLiteral:0", "punctuation:.", "integerLiteral:1"]),
            ("-1", ["operator:-", "integerLiteral:1"]),
        ]
        for row in table {
            XCTAssertEqual(lex(row.source).map { "\($0.kind.rawValue):\($0.text)" }, row.expected, row.source)
        }
    }

    func testStringValues_areDecoded() {
        let table: [(source: String, value: String)] = [
            (#""Rating""#, "Rating"),
            (#""""#, ""),
            (#""tab\tnew\nquote\"back\\nul\0apos\'""#, "tab\tnew\nquote\"back\\nul\0apos'"),
            (#""\u{41}\u{1F600}""#, "A\u{1F600}"),
            (##"#"raw \n "quoted" \#n"#"##, "raw \\n \"quoted\" \n"),
            (###"##"two "# pounds \#(x) \##t"##"###, "two \"# pounds \\#(x) \t"),
            ("\"\"\"\n    line one\n      indented\n    \"\"\"", "line one\n  indented"),
            ("\"\"\"\n  a \\\n  b\n  \"\"\"", "a b"),
            ("\"\"\"\n\n  middle\n\n  \"\"\"", "\nmiddle\n"),
            ("\"\"\"\r\n  crlf\r\n  lines\r\n  \"\"\"", "crlf\nlines"),
            ("#\"\"\"\n  raw \\(x) \"\"\" \\#t\n  \"\"\"#", "raw \\(x) \"\"\" \t"),
            ("\"\"\"\n   \n  x\n  \"\"\"", " \nx"),
        ]
        for row in table {
            let tokens = lex(row.source)
            XCTAssertEqual(tokens.count, 1, row.source)
            XCTAssertEqual(tokens.first?.kind, .stringLiteral, row.source)
            XCTAssertEqual(tokens.first?.stringValue, row.value, row.source)
            XCTAssertEqual(tokens.first?.text, row.source, "a token's text is its exact source")
        }
    }

    func testInterpolatedStrings_areOneTokenWithoutValue() {
        let table = [
            #""a \(b) c""#,
            #""nested \("inner \("innermost \(x)")")""#,
            #""closure \(xs.map { "\($0)!" }.joined(separator: ")"))""#,
            #""parens \((1 + 2) * (3 - 4))""#,
            #""comment \(a /* ) */ + b)""#,
            ##"#"raw \#(value) and \(not)"#"##,
            "\"\"\"\n  multi \\(a +\n  b)\n  \"\"\"",
            "\"\\(\"\"\"\n  inner multi-line\n  \"\"\")\"",
        ]
        for source in table {
            let tokens = lex(source)
            XCTAssertEqual(tokens.map(\.kind), [.stringLiteral], source)
            XCTAssertNil(tokens.first?.stringValue, source)
            XCTAssertEqual(tokens.first?.text, source)
        }
    }

    func testStringLiteral_endsAtItsDelimiterAndLexingContinues() {
        let tokens = lex(##"f("a", #"b"#, "c\(d)") + 1"##)
        XCTAssertEqual(tokens.map(\.text), ["f", "(", "\"a\"", ",", ##"#"b"#"##, ",", #""c\(d)""#, ")", "+", "1"])
    }
}
