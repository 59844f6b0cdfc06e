import TestSupport
import XCTest
@testable import MutationTesting

/// The lines `--in-diff` keeps mutants on: those a change added or changed, from two texts or from a unified diff.
final class ChangedLinesTests: XCTestCase {
    private func between(_ old: String, _ new: String) -> [Int] {
        ChangedLines.between(old: Array(old.utf8), new: Array(new.utf8)).sorted()
    }

    func testBetweenTwoTexts_theNewSidesAddedAndChangedLines() {
        XCTAssertEqual(between("a\nb\nc\n", "a\nb\nc\n"), [])
        XCTAssertEqual(between("a\nb\nc\n", "a\nB\nc\n"), [2])
        XCTAssertEqual(between("a\nb\nc\n", "a\nb\nx\ny\nc\n"), [3, 4])
        XCTAssertEqual(between("a\nb\nc\n", "a\nc\n"), [], "a deletion alone touches no line that is left")
        XCTAssertEqual(between("", "a\nb"), [1, 2], "a new control is added whole")
        XCTAssertEqual(between("a\nb\nc\nd\ne\n", "b\nc\nX\ne\nf\n"), [3, 5])
        XCTAssertEqual(between("x\na\ny\n", "a\nx\na\ny\n"), [1])
    }

    private let diff = """
        diff --git a/README.md b/README.md
        --- a/README.md
        +++ b/README.md
        @@ -1 +1,2 @@
         title
        +more
        diff --git a/iHeartRating/iHeartRatingView.swift b/iHeartRating/iHeartRatingView.swift
        index 1..2 100644
        --- a/iHeartRating/iHeartRatingView.swift
        +++ b/iHeartRating/iHeartRatingView.swift
        @@ -10,4 +10,5 @@ final class View {
         ten
        -eleven
        +ELEVEN
        +new twelve
         twelve
         thirteen
        @@ -40,2 +41,0 @@
        -forty
        -forty-one
        @@ -60 +59 @@
        -sixty
        +SIXTY
        \\ No newline at end of file

        """

    func testAUnifiedDiff_givesThePlusLinesOfTheControlOnly() throws {
        XCTAssertEqual(try ChangedLines.inUnifiedDiff(diff, path: "iHeartRating/iHeartRatingView.swift")?.sorted(), [11, 12, 59])
        XCTAssertEqual(try ChangedLines.inUnifiedDiff(diff, path: "README.md")?.sorted(), [2])
        XCTAssertNil(try ChangedLines.inUnifiedDiff(diff, path: "Other.swift"), "a diff that does not touch the file")
        let plain = "--- old/x.swift\t2026-01-01\n+++ new/x.swift\t2026-01-02\n@@ -1,1 +1,1 @@\n-a\n+b\n"
        XCTAssertEqual(try ChangedLines.inUnifiedDiff(plain, path: "x.swift")?.sorted(), [1])
    }

    func testAMalformedDiff_isRefused_namingItsLine() {
        let refused: [(String, Int?, String)] = [
            ("+++ b/x\n@@ -1 +1,x @@\n", 2, "expected a hunk header `@@ -A,B +C,D @@`"),
            ("+++ b/x\n@@ nonsense\n", 2, "expected a hunk header `@@ -A,B +C,D @@`"),
            ("+++ b/x\n@@ -1,2 +1,2 @@\n a\n", nil, "the diff ends inside a hunk"),
            ("+++ b/x\n@@ -1,1 +1,1 @@\n+a\n+b\n", 4, "a hunk is longer than its counts say"),
            ("+++ b/x\n@@ -1,2 +1,2 @@\n a\n@@ -5 +5 @@\n", 4, "a hunk ends before its counts say"),
        ]
        for (text, line, message) in refused {
            XCTAssertThrowsError(try ChangedLines.inUnifiedDiff(text, path: "x"), text) { error in
                XCTAssertEqual(error as? DiffSyntaxError, DiffSyntaxError(line: line, message), text)
            }
        }
    }

    /// A mutant is on a changed line when any line it changes is: a deleted statement of several lines on each of
    /// them, and on none before or after it.
    func testAMutantSpanningLines_isOnEachOfThem_andNoOther() throws {
        let (_, source, made) = try MutationScore.mutants(of: ExampleCheckout.root, revision: nil)
        let spanning = try XCTUnwrap(made.mutants.first { mutant in
            mutant.mutationOperator == .statement && source[mutant.utf8Range].count { $0 == UInt8(ascii: "\n") } >= 2
        })
        let first = spanning.location.line
        let last = first + source[spanning.utf8Range].count { $0 == UInt8(ascii: "\n") }
        for line in first...last {
            XCTAssertTrue(MutationScore.touches(spanning, of: source, [line]), "line \(line) of \(first)...\(last)")
        }
        XCTAssertFalse(MutationScore.touches(spanning, of: source, [first - 1, last + 1]))
        let oneLine = try XCTUnwrap(made.mutants.first { $0.mutationOperator == .relational })
        XCTAssertTrue(MutationScore.touches(oneLine, of: source, [oneLine.location.line]))
        XCTAssertFalse(MutationScore.touches(oneLine, of: source, [oneLine.location.line - 1, oneLine.location.line + 1]))
    }
}
