import XCTest
@testable import BaselineChecks

/// The build.sh word reader: linear in the script, with every word placed at its line and column.
final class ShellWordsTests: XCTestCase {
    /// A line of half a million words, a script of 1 MiB: each word's column was counted from the line's
    /// start, so the reader was quadratic in a line (debug build, `objc-header --check` of the example with
    /// such a line: 44 s for 128 KiB at 09bf608, so about 47 minutes for 1 MiB; release: 9.1 s for 128 KiB,
    /// over 300 s for 1 MiB). It now counts on from the previous word: 1.2 s for the 1 MiB script in the debug
    /// build. This test finishes, and places the last word and the grep after the line exactly.
    func testAOneMebibyteLine_isReadInOnePass_withEveryColumnRight() throws {
        let grep = "H=Kit-Swift.h\ngrep -E 'x' \"$H\"\n"
        let head = "echo"
        let wordCount = (ShellWords.maximumLength - head.utf8.count - grep.utf8.count - 1) / 2
        let script = head + String(repeating: " a", count: wordCount) + "\n" + grep
        XCTAssertLessThanOrEqual(script.utf8.count, ShellWords.maximumLength)
        let words = try XCTUnwrap(ShellWords(Array(script.utf8)))
        XCTAssertEqual(words.commands.count, 3)
        XCTAssertEqual(words.commands[0].count, wordCount + 1)
        XCTAssertEqual(words.commands[0].last?.location, SourceLocation(line: 1, column: head.utf8.count + 2 * wordCount))
        XCTAssertEqual(words.commands[2].map(\.location), [
            SourceLocation(line: 3, column: 1), SourceLocation(line: 3, column: 6), SourceLocation(line: 3, column: 9),
            SourceLocation(line: 3, column: 13),
        ])
    }

    /// Columns count characters (Unicode scalars), also after a quoted line break and a continued line.
    func testColumns_countCharacters_acrossQuotedLineBreaksAndContinuations() throws {
        let script = "echo 'é\nü' ä x \\\n  y\n"
        let words = try XCTUnwrap(ShellWords(Array(script.utf8)))
        XCTAssertEqual(words.commands.count, 1)
        XCTAssertEqual(words.commands[0].map(\.text), ["echo", "é\nü", "ä", "x", "y"])
        XCTAssertEqual(words.commands[0].map(\.location), [
            SourceLocation(line: 1, column: 1), SourceLocation(line: 1, column: 6), SourceLocation(line: 2, column: 4),
            SourceLocation(line: 2, column: 6), SourceLocation(line: 3, column: 3),
        ])
    }
}
