import XCTest
@testable import BaselineChecks

/// Token, comment and error locations: 1-based lines, and columns counting Unicode scalars, not UTF-8 bytes.
final class SwiftLexerLocationTests: XCTestCase {
    func testLocations_areOneBasedAndEveryLineBreakStartsALine() throws {
        let file = try SwiftSourceFile(source: "let é = 1\r\n\tvar x\rx")
        XCTAssertEqual(file.tokens.map(\.location), [
            SourceLocation(line: 1, column: 1), SourceLocation(line: 1, column: 5),
            SourceLocation(line: 1, column: 7), SourceLocation(line: 1, column: 9),
            SourceLocation(line: 2, column: 2), SourceLocation(line: 2, column: 6), SourceLocation(line: 3, column: 1),
        ])
        XCTAssertEqual(file.tokens.map(\.isAtStartOfLine), [true, false, false, false, true, false, true])
    }

    func testTokenColumns_countUnicodeScalarsBeforeTheToken() throws {
        // Each row: the token `x` follows multi-byte text; its column counts scalars (a byte count would be larger).
        let table: [(name: String, source: String, line: Int, column: Int, byteColumn: Int)] = [
            ("after a block comment of é", "/* éééé */ x", 1, 12, 16),
            ("after a string with é and an emoji", "let s = \"é😀\"; x", 1, 15, 19),
            ("after a line comment's line", "// é😀\nx", 2, 1, 1),
            ("ASCII line after a CRLF-ended non-ASCII one", "é😀\r\n  x", 2, 3, 3),
            ("combining accent is its own scalar", "\"e\u{301}\" x", 1, 6, 7),
            ("flag emoji is two scalars", "\"🇫🇷\" x", 1, 6, 12),
            ("after an escaped scalar written as ASCII", "\"\\u{E9}\" x", 1, 10, 10),
            ("multi-line string ends on a later line", "\"\"\"\n  é😀\n  \"\"\" + é + x", 3, 13, 14),
            ("non-breaking space is trivia but one column", "\u{A0}x", 1, 2, 3),
        ]
        for row in table {
            let file = try SwiftSourceFile(source: row.source)
            let token = try XCTUnwrap(file.tokens.last, row.name)
            XCTAssertEqual(token.text, "x", row.name)
            XCTAssertEqual(token.location, SourceLocation(line: row.line, column: row.column), row.name)
            XCTAssertEqual(token.utf8Range.lowerBound - Self.lineStart(of: token, in: row.source) + 1, row.byteColumn,
                           "\(row.name): byte offsets stay byte offsets")
        }
    }

    func testCommentAndErrorColumns_countUnicodeScalars() throws {
        let file = try SwiftSourceFile(source: "let é = \"😀\" /* é */ // x\n")
        XCTAssertEqual(file.comments.map(\.location), [SourceLocation(line: 1, column: 13), SourceLocation(line: 1, column: 21)])

        let errors: [(name: String, bytes: [UInt8], column: Int)] = [
            ("single quotes after é", Array("\"é\" 'a'".utf8), 5),
            ("unterminated string after an emoji", Array("😀 = \"abc".utf8), 5),
            ("invalid UTF-8 after é", Array("é ".utf8) + [0xFF], 3),
        ]
        for row in errors {
            XCTAssertThrowsError(try SwiftSourceFile(utf8: row.bytes), row.name) { error in
                XCTAssertEqual((error as? ParseError)?.location, SourceLocation(line: 1, column: row.column), row.name)
            }
        }
    }

    /// Byte offset at which the token's line starts, found independently of the lexer.
    private static func lineStart(of token: SwiftToken, in source: String) -> Int {
        let bytes = Array(source.utf8)
        var start = token.utf8Range.lowerBound
        while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") && bytes[start - 1] != UInt8(ascii: "\r") {
            start -= 1
        }
        return start
    }
}
