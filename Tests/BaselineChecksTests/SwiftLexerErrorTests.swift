import XCTest
@testable import BaselineChecks

/// Malformed and hostile input ends in a `ParseError` at the right line and column, never a crash or hang.
final class SwiftLexerErrorTests: XCTestCase {
    private func error(_ source: String, limits: SwiftParseLimits = .standard) -> ParseError? {
        do {
            _ = try SwiftSourceFile(source: source, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    func testMalformedInput_reportsLineAndColumn() {
        let table: [(name: String, source: String, line: Int, column: Int, message: String)] = [
            ("unterminated string", "let a = 1\nlet s = \"abc\nlet b = 2", 2, 9, "unterminated string literal"),
            ("unterminated string at end", "x = \"abc", 1, 5, "unterminated string literal"),
            ("unterminated block comment", "a\n  /* open /* nested */ still open", 2, 3, "unterminated block comment"),
            ("unterminated raw string", "x = #\"abc\"", 1, 5, "unterminated string literal"),
            ("raw string with too few pounds", "x = ##\"abc\"#", 1, 5, "unterminated string literal"),
            ("raw string with too many pounds", "x = #\"abc\"##", 1, 12, "too many '#'"),
            ("unterminated multi-line", "x = \"\"\"\n  abc\n", 1, 5, "unterminated multi-line string literal"),
            ("multi-line content on opening line", "x = \"\"\"abc\n\"\"\"", 1, 8, "must begin on a new line"),
            ("multi-line closing after text", "x = \"\"\"\n  abc\"\"\"", 2, 6, "closing delimiter must begin on a new line"),
            ("multi-line under-indented", "x = \"\"\"\n  a\n b\n  \"\"\"", 3, 1, "insufficient indentation"),
            ("interpolation never closed", "x = \"a \\(b + c\"", 1, 8, "unterminated string interpolation"),
            ("interpolation across a line", "x = \"a \\(b +\n c)\"", 1, 8, "unterminated string interpolation"),
            ("line comment in single-line interpolation", "x = \"\\(a // c\n)\"", 1, 6, "unterminated string interpolation"),
            ("invalid escape", "x = \"a\\qb\"", 1, 7, "invalid escape sequence"),
            ("bad unicode escape", "x = \"\\u{110000}\"", 1, 6, "not a valid Unicode scalar"),
            ("unicode escape without digits", "x = \"\\u{}\"", 1, 6, "1 to 8 hexadecimal digits"),
            ("single quotes", "x = 'a'", 1, 5, "single-quoted"),
            ("stray comment end", "a */ b", 1, 3, "unexpected '*/'"),
            ("invalid digit", "x = 0b102", 1, 9, "not a valid digit in binary literal"),
            ("letters after a number", "x = 12ab", 1, 7, "not a valid digit in integer literal"),
            ("empty exponent", "x = 1e", 1, 7, "expected a digit in the exponent"),
            ("hex float without exponent", "x = 0x1.8", 1, 10, "needs a 'p' exponent"),
            ("control character", "a \u{1} b", 1, 3, "invalid character U+0001"),
            ("unterminated backtick", "let `a = 1", 1, 5, "backticked identifier"),
            ("unterminated regex", "x = #/abc\n", 1, 5, "unterminated regex literal"),
            ("unclosed brace", "class A {\n  func f() {\n}", 1, 9, "'{' is never closed"),
            ("mismatched bracket", "f(a]", 1, 4, "'(' at 1:2 is still open"),
            ("closing with nothing open", "}\n", 1, 1, "nothing open to close"),
        ]
        for row in table {
            guard let error = error(row.source) else {
                XCTFail("\(row.name): expected an error")
                continue
            }
            XCTAssertEqual(error.location, SourceLocation(line: row.line, column: row.column), "\(row.name): \(error)")
            XCTAssertTrue(error.message.contains(row.message), "\(row.name): \(error.message)")
        }
    }

    func testInvalidUTF8_isReportedWithItsPosition() {
        XCTAssertThrowsError(try SwiftSourceFile(utf8: Array("let a\n  = ".utf8) + [0xFF, 0x41])) { error in
            XCTAssertEqual((error as? ParseError)?.location, SourceLocation(line: 2, column: 5))
        }
    }

    func testDeepNesting_endsInAnErrorNotAStackOverflow() {
        let depth = 200_000
        let table: [(name: String, source: String, message: String)] = [
            ("comments", String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth), "block comments nested"),
            ("parentheses", String(repeating: "(", count: depth) + String(repeating: ")", count: depth), "brackets nested"),
            ("braces", String(repeating: "{", count: depth) + String(repeating: "}", count: depth), "brackets nested"),
            ("brackets", "x = " + String(repeating: "[", count: depth), "brackets nested"),
            ("interpolations", String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth),
             "string interpolations nested"),
            ("parentheses in interpolation", "\"\\(" + String(repeating: "(", count: depth), "string interpolations nested"),
        ]
        for row in table {
            let error = self.error(row.source)
            XCTAssertNotNil(error, row.name)
            XCTAssertTrue(error?.message.contains(row.message) ?? false, "\(row.name): \(String(describing: error))")
            XCTAssertEqual(error?.location?.line, 1, row.name)
        }
    }

    func testNestingAtTheLimit_isAccepted() throws {
        let limit = SwiftParseLimits.standard.maximumNestingDepth
        let braces = String(repeating: "{", count: limit) + String(repeating: "}", count: limit)
        XCTAssertEqual(try SwiftSourceFile(source: braces).tokens.count, 2 * limit)
        let comment = String(repeating: "/*", count: limit) + String(repeating: "*/", count: limit) + " x"
        XCTAssertEqual(try SwiftSourceFile(source: comment).tokens.map(\.text), ["x"])
    }

    func testTenMegabytesOfOneToken_lexesAsOneToken() throws {
        let size = 10_000_000
        let identifier = String(repeating: "a", count: size)
        let file = try SwiftSourceFile(source: identifier)
        XCTAssertEqual(file.tokens.count, 1)
        XCTAssertEqual(file.tokens.first?.utf8Range, 0..<size)
        let string = try SwiftSourceFile(source: "\"" + String(repeating: "s", count: size) + "\"")
        XCTAssertEqual(string.tokens.first?.stringValue?.utf8.count, size)
    }

    func testInputAndTokenLimits_areEnforced() {
        let small = SwiftParseLimits(maximumInputBytes: 10, maximumTokens: 3, maximumNestingDepth: 4)
        XCTAssertTrue(error(String(repeating: "a", count: 11), limits: small)?.message.contains("more than the limit") ?? false)
        XCTAssertTrue(error("a b c d", limits: small)?.message.contains("more than 3 tokens") ?? false)
        let shallow = SwiftParseLimits(maximumInputBytes: 100, maximumTokens: 100, maximumNestingDepth: 4)
        XCTAssertTrue(error("(((((x)))))", limits: shallow)?.message.contains("nested more than 4") ?? false)
    }
}
