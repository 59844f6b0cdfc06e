import BaselineSupport
import XCTest

final class EscapingTests: XCTestCase {
    func testMarkup_escapesMarkupAndReplacesWhatXMLForbids() {
        let rows: [(name: String, input: String, text: String, attribute: String)] = [
            ("markup characters", "<a b=\"c\" d='e'>&", "&lt;a b=&quot;c&quot; d=&#39;e&#39;&gt;&amp;",
             "&lt;a b=&quot;c&quot; d=&#39;e&#39;&gt;&amp;"),
            ("C0 controls but tab, LF and CR", "a\u{1}b\u{1B}c", "a\u{FFFD}b\u{FFFD}c", "a\u{FFFD}b\u{FFFD}c"),
            ("tab, LF and CR kept, as references in attributes", "\t\n\r", "\t\n\r", "&#9;&#10;&#13;"),
            ("CRLF is two scalars", "a\r\nb", "a\r\nb", "a&#13;&#10;b"),
            ("DEL, C1 and noncharacters", scalars(0x7F, 0x85, 0xFDD0, 0xFFFE, 0x1FFFF), String(repeating: "\u{FFFD}", count: 5),
             String(repeating: "\u{FFFD}", count: 5)),
            ("other text untouched", "é 😀 \u{A0}", "é 😀 \u{A0}", "é 😀 \u{A0}"),
        ]
        for row in rows {
            XCTAssertEqual(Markup.escape(row.input), row.text, row.name)
            XCTAssertEqual(Markup.attribute(row.input), row.attribute, row.name)
        }
    }

    func testEscapedForMessage_keepsAMessageOnOneLineAndFreeOfTerminalControls() {
        let rows: [(name: String, input: String, escaped: String)] = [
            ("plain", "a b", "a b"),
            ("DEL after printable ASCII", "abc~\u{7F}", "abc~\\u{7F}"),
            ("named escapes", "a\nb\tc\rd", "a\\nb\\tc\\rd"),
            ("other C0 controls", "\u{0}\u{1B}[31m", "\\u{0}\\u{1B}[31m"),
            ("DEL and C1 controls", "\u{7F}\u{9B}", "\\u{7F}\\u{9B}"),
            ("non-ASCII untouched", "é 😀", "é 😀"),
            ("bidi override", "ab\u{202E}cd\u{202C}", "ab\\u{202E}cd\\u{202C}"),
            ("isolates and marks", "\u{2066}x\u{2069}\u{200F}\u{61C}", "\\u{2066}x\\u{2069}\\u{200F}\\u{61C}"),
            ("line and paragraph separators", "a\u{2028}b\u{2029}c", "a\\u{2028}b\\u{2029}c"),
        ]
        for row in rows {
            XCTAssertEqual(row.input.escapedForMessage, row.escaped, row.name)
            XCTAssertEqual(row.input[...].escapedForMessage, row.escaped, "\(row.name), substring")
        }
    }

    /// Text of the scalars `values`, some of which Swift string literals cannot spell.
    private func scalars(_ values: UInt32...) -> String {
        String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
    }

    func testMarkup_replacesBidiControlsAndSeparators() {
        XCTAssertEqual(Markup.escape("a\u{202E}b\u{2028}c\u{2066}d"), "a\u{FFFD}b\u{FFFD}c\u{FFFD}d")
        XCTAssertEqual(Markup.attribute("\u{202D}x"), "\u{FFFD}x")
    }
}

final class CountedNounTests: XCTestCase {
    func testOneIsSingular_everyOtherCountPlural() {
        XCTAssertEqual(CountedNoun.text(1, "rule"), "1 rule")
        XCTAssertEqual(CountedNoun.text(0, "rule"), "0 rules")
        XCTAssertEqual(CountedNoun.text(37, "unusable file"), "37 unusable files")
    }
}
