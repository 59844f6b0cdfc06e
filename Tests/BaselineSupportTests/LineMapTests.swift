import BaselineSupport
import XCTest

final class LineMapTests: XCTestCase {
    private typealias Position = LineMap.Position

    func testLineMap_loneCarriageReturn_endsALineOnlyWhenAsked() {
        let rows: [(name: String, text: String, offset: Int, lineFeed: Position, alsoCarriageReturn: Position)] = [
            ("before a lone CR", "a\rb", 1, Position(line: 1, column: 2), Position(line: 1, column: 2)),
            ("after a lone CR", "a\rb", 2, Position(line: 1, column: 3), Position(line: 2, column: 1)),
            ("after two lone CRs", "a\r\rb", 3, Position(line: 1, column: 4), Position(line: 3, column: 1)),
            ("lone CR ends the text", "a\r", 2, Position(line: 1, column: 3), Position(line: 2, column: 1)),
        ]
        for row in rows {
            let bytes = Array(row.text.utf8)
            XCTAssertEqual(LineMap(bytes).location(of: row.offset), row.lineFeed, row.name)
            XCTAssertEqual(LineMap(bytes, breaks: .lineFeedOrLoneCarriageReturn).location(of: row.offset),
                           row.alsoCarriageReturn, "\(row.name), lone CR a break")
        }
    }

    func testLineMap_lineFeedAndCRLF_areOneBreakEitherWay() {
        let rows: [(name: String, text: String, offset: Int, position: Position)] = [
            ("on the LF", "ab\ncd", 2, Position(line: 1, column: 3)),
            ("after LF", "ab\ncd", 4, Position(line: 2, column: 2)),
            ("on the CR of CRLF", "ab\r\ncd", 2, Position(line: 1, column: 3)),
            ("on the LF of CRLF", "ab\r\ncd", 3, Position(line: 1, column: 4)),
            ("after CRLF", "ab\r\ncd", 4, Position(line: 2, column: 1)),
            ("empty lines", "\n\r\n\n", 4, Position(line: 4, column: 1)),
        ]
        for row in rows {
            for breaks in [LineMap.LineBreaks.lineFeed, .lineFeedOrLoneCarriageReturn] {
                XCTAssertEqual(LineMap(Array(row.text.utf8), breaks: breaks).location(of: row.offset), row.position,
                               "\(row.name), \(breaks)")
            }
        }
    }

    func testLineMap_columnsCountUnicodeScalarsNotBytes() {
        let rows: [(name: String, text: String, before: String, column: Int)] = [
            ("two-byte é", "éx", "é", 2),
            ("four-byte emoji", "😀x", "😀", 2),
            ("combining accent is its own scalar", "e\u{301}x", "e\u{301}", 3),
            ("flag is two scalars", "🇫🇷x", "🇫🇷", 3),
            ("byte order mark is a scalar", "\u{FEFF}x", "\u{FEFF}", 2),
            ("ASCII line after a non-ASCII one", "é\nab x", "é\nab ", 4),
        ]
        for row in rows {
            let position = LineMap(Array(row.text.utf8)).location(of: row.before.utf8.count)
            XCTAssertEqual(position.column, row.column, row.name)
        }
    }

    func testLineMap_offsetsOutsideTheText_clampBeforeAndCountBytesAfter() {
        let rows: [(name: String, text: String, offset: Int, position: Position)] = [
            ("negative offset is the start", "ab\ncd", -5, Position(line: 1, column: 1)),
            ("the end itself", "ab\ncd", 5, Position(line: 2, column: 3)),
            ("past the end of an ASCII line: a column a byte", "ab\ncd", 7, Position(line: 2, column: 5)),
            ("past the end of a non-ASCII line: a column a byte", "ab\né", 7, Position(line: 2, column: 4)),
            ("empty text", "", 0, Position(line: 1, column: 1)),
        ]
        for row in rows {
            XCTAssertEqual(LineMap(Array(row.text.utf8)).location(of: row.offset), row.position, row.name)
        }
    }

    func testLineMap_cursor_agreesWithBinarySearchForwardAndBackward() {
        let bytes = Array("let é = 1\r\n\tvar 😀\rx\n\nend".utf8)
        for breaks in [LineMap.LineBreaks.lineFeed, .lineFeedOrLoneCarriageReturn] {
            let map = LineMap(bytes, breaks: breaks)
            let offsets = Array(0...bytes.count)
            var cursor = LineMap.Cursor()
            for offset in offsets + offsets.reversed() + [3, 20, 1, bytes.count] {
                XCTAssertEqual(map.location(of: offset, from: &cursor), map.location(of: offset), "\(breaks), offset \(offset)")
            }
        }
    }

    func testLineMap_lineRanges_withAndWithoutTheirBreak() {
        let rows: [(name: String, text: String, breaks: LineMap.LineBreaks, lines: [Range<Int>], contents: [Range<Int>])] = [
            ("LF", "ab\ncd", .lineFeed, [0..<3, 3..<5], [0..<2, 3..<5]),
            ("CRLF", "ab\r\ncd\r\n", .lineFeed, [0..<4, 4..<8, 8..<8], [0..<2, 4..<6, 8..<8]),
            ("lone CR in a line is content", "a\rb\nc", .lineFeed, [0..<4, 4..<5], [0..<3, 4..<5]),
            ("CR ending the last line is dropped", "ab\ncd\r", .lineFeed, [0..<3, 3..<6], [0..<2, 3..<5]),
            ("lone CR as a break", "a\rb\r\nc", .lineFeedOrLoneCarriageReturn, [0..<2, 2..<5, 5..<6], [0..<1, 2..<3, 5..<6]),
            ("empty text", "", .lineFeed, [0..<0], [0..<0]),
        ]
        for row in rows {
            let map = LineMap(Array(row.text.utf8), breaks: row.breaks)
            XCTAssertEqual(map.lineCount, row.lines.count, row.name)
            XCTAssertEqual((1...map.lineCount).map { map.byteRange(ofLine: $0) }, row.lines, row.name)
            XCTAssertEqual(map.lineContentRanges, row.contents, row.name)
            XCTAssertNil(map.byteRange(ofLine: 0), row.name)
            XCTAssertNil(map.byteRange(ofLine: map.lineCount + 1), row.name)
        }
    }
}
