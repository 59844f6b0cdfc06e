import XCTest
@testable import BaselineChecks
import TestSupport

/// Greps build.sh runs that the reader cannot resolve are said, never dropped: each is a note at its place that
/// leaves HDR001 not evaluated. Before, each of these scripts passed HDR001 on the one grep it could read, the
/// hidden grep neither checked nor mentioned.
final class HeaderGrepsUnreadTests: XCTestCase {
    private static let header = "H=\"$D/Kit.framework/Headers/iHeartRating-Swift.h\"\n"
    private static let readable = "grep -E '@protocol HeartRatingViewDelegate' \"$H\"\n"

    /// Each hidden grep (line 3 of its script, after the header and a grep that holds), the column the note is
    /// at, and words of why.
    private static let hidden: [(line: String, column: Int, why: String)] = [
        ("command grep -E '@nothing' \"$H\"", 9, "grep run through `command`"),
        ("env LC_ALL=C grep -E '@nothing' \"$H\"", 14, "grep run through `env`"),
        ("xargs grep -E '@nothing' < list", 7, "grep run through `xargs`"),
        ("egrep '@nothing' \"$H\"", 1, "`egrep` runs grep under a name"),
        ("/usr/bin/grep -E '@nothing' \"$H\"", 1, "`/usr/bin/grep` runs grep under a name"),
        ("count=$(grep -c '@nothing' \"$H\")", 1, "inside a command substitution"),
        ("[ \"`grep -c '@nothing' \"$H\"`\" = 1 ]", 3, "inside a command substitution"),
        ("if [ -n \"$(grep '@nothing' \"$H\")\" ]; then :; fi", 9, "inside a command substitution"),
        ("GREP='grep -E'", 1, "a variable assigned a grep command"),
        ("$GREP '@nothing' \"$H\"", 1, "`$GREP` runs a command named at run time on the header"),
        ("cat \"$H\" | grep -q '@nothing'", 12, "reads the header through a pipe or a redirection"),
        ("cat \"$H\" |\n    grep -q '@nothing'", 5, "reads the header through a pipe or a redirection"),
        ("grep -q '@nothing' < \"$H\"", 1, "reads the header through a pipe or a redirection"),
        ("sed p \"$H\" 2>&1 | sort | grep -q -- '@nothing' -", 26, "reads the header through a pipe or a redirection"),
    ]

    func testEachHiddenGrep_isANoteAtItsPlace_thatLeavesHDR001NotEvaluated() throws {
        for hidden in Self.hidden {
            let script = Self.header + Self.readable + hidden.line + "\n"
            let read = try XCTUnwrap(HeaderGreps(script: Array(script.utf8)))
            XCTAssertEqual(read.greps.map(\.pattern), ["@protocol HeartRatingViewDelegate"], hidden.line)
            XCTAssertEqual(read.unread.map(\.location), [SourceLocation(line: hidden.line.contains("|\n") ? 4 : 3, column: hidden.column)],
                           hidden.line)
            XCTAssertTrue(read.unread.first?.why.contains(hidden.why) ?? false, "\(hidden.line): \(read.unread.map(\.why))")
            let result = try check(script)
            XCTAssertEqual(result.status, .notEvaluated, hidden.line)
            XCTAssertEqual(result.findings.map(\.severity), [.note], hidden.line)
            XCTAssertEqual(result.findings.first?.path, CheckoutPaths.buildScript, hidden.line)
        }
    }

    /// Greps of other files, pipes and substitutions that do not name the header, and a pattern that says
    /// `grep`, are no notes: the rule passes on the grep it holds.
    func testGrepsOfOtherInputs_andAPatternSayingGrep_areNoNotes() throws {
        let lines = [
            "grep -E 'x' other.txt | sort",
            "xcrun simctl list devices | grep -q iPhone",
            "N=$(sed -n 1p notes.txt)",
            "cat \"$H\" > \"$WORK/copy.h\"",
            "grep -F 'egrep grep' \"$H\" || true",
            "git-grep-helper --version",
        ]
        let script = Self.header + Self.readable + lines.joined(separator: "\n") + "\n"
        let read = try XCTUnwrap(HeaderGreps(script: Array(script.utf8)))
        XCTAssertEqual(read.unread.map(\.why), [])
        XCTAssertEqual(read.greps.map(\.pattern), ["@protocol HeartRatingViewDelegate", "egrep grep"])
        let result = try check(Self.header + Self.readable + lines.filter { !$0.contains("egrep") }.joined(separator: "\n") + "\n")
        XCTAssertEqual(result.status, .passed, "\(result.findings)")
    }

    /// A grep that finds nothing fails the rule, and a hidden one beside it is still said.
    func testAHiddenGrep_isSaidAlsoWhenTheRuleFails() throws {
        let result = try check(Self.header + "grep -E '@nothing' \"$H\"\ncommand grep -E x \"$H\"\n")
        XCTAssertEqual(result.status, .failed)
        XCTAssertEqual(result.findings.map(\.severity).sorted(), [.note, .error])
    }

    private func check(_ script: String) throws -> RuleResult {
        let source = OverlaySource(base: try DirectorySource(root: ExampleCheckout.root),
                                   replaced: [CheckoutPaths.buildScript: Array(script.utf8)])
        return ObjCHeaderGate.check(source)[0]
    }
}
