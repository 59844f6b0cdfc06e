import XCTest
@testable import BaselineChecks

/// A text file's positions: lines end at `\n` only (a lone `\r` stays in its line), columns count Unicode scalars.
final class TextFileLocationTests: XCTestCase {
    func testLocation_loneCarriageReturnIsAColumnAndCRLFEndsALine() {
        let rows: [(name: String, text: String, offset: Int, line: Int, column: Int)] = [
            ("after a lone CR", "a\rb", 2, 1, 3),
            ("after CRLF", "a\r\nb", 3, 2, 1),
            ("after LF", "a\nb", 2, 2, 1),
            ("after é and 😀", "é😀x", 6, 1, 3),
            ("byte order mark counts as a column", "\u{FEFF}x", 3, 1, 2),
            ("the end", "ab\n", 3, 2, 1),
            ("past the end is the end", "ab\ncd", 99, 2, 3),
            ("negative is the start", "ab", -1, 1, 1),
        ]
        for row in rows {
            let file = TextFile(path: "f", text: row.text)
            XCTAssertEqual(file.location(ofUTF8Offset: row.offset), SourceLocation(line: row.line, column: row.column), row.name)
        }
    }

    func testLineRanges_dropLineFeedAndCarriageReturnBeforeIt() {
        let rows: [(name: String, text: String, lines: [String])] = [
            ("LF and CRLF", "a\nb\r\nc", ["a", "b", "c"]),
            ("lone CR stays in its line", "a\rb\nc", ["a\rb", "c"]),
            ("CR at the very end is dropped", "a\nb\r", ["a", "b"]),
            ("final line break leaves an empty line", "a\n", ["a", ""]),
        ]
        for row in rows {
            let file = TextFile(path: "f", text: row.text)
            XCTAssertEqual(file.lineRanges.map(file.slice), row.lines, row.name)
        }
    }

    func testNotUTF8_isLocatedAtTheFirstInvalidByte() {
        let rows: [(name: String, bytes: [UInt8], line: Int, column: Int)] = [
            ("after ASCII", Array("ab".utf8) + [0xFF], 1, 3),
            ("after é on a later line", Array("x\r\né".utf8) + [0xFF], 2, 2),
            ("after a lone CR", Array("a\r".utf8) + [0xFF], 1, 3),
            ("stray continuation byte after é", Array("é".utf8) + [0x80], 1, 2),
        ]
        for row in rows {
            XCTAssertThrowsError(try TextFile(path: "f", bytes: row.bytes), row.name) { error in
                XCTAssertEqual(error as? FileProblem, .notUTF8(at: SourceLocation(line: row.line, column: row.column)), row.name)
            }
        }
    }
}
