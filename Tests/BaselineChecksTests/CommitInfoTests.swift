import XCTest
@testable import BaselineChecks

/// A commit object's subject and author date, read as reports show them.
final class CommitInfoTests: XCTestCase {
    private func info(_ object: String) -> CommitInfo {
        CommitInfo(id: String(repeating: "a", count: 40), commitObject: Array(object.utf8))
    }

    private func commit(author: String, message: String) -> String {
        "tree \(String(repeating: "b", count: 40))\nauthor \(author)\ncommitter C <c@x> 0 +0000\n\n\(message)"
    }

    func testAuthorDate_isInTheAuthorsOwnOffset() {
        let cases: [(author: String, date: String)] = [
            ("A <a@x> 0 +0000", "1970-01-01T00:00:00+00:00"),
            ("A <a@x> 0 +0530", "1970-01-01T05:30:00+05:30"),
            ("A <a@x> 0 -0800", "1969-12-31T16:00:00-08:00"),
            ("A B <a@x> 86399 +0000", "1970-01-01T23:59:59+00:00"),
            ("A <a@x> not-a-number +0000", ""),
            ("A <a@x> 0 0000", ""),
        ]
        for (author, date) in cases {
            XCTAssertEqual(info(commit(author: author, message: "m\n")).date, date, author)
        }
        XCTAssertEqual(info("tree x\n\nno author\n").date, "")
    }

    func testSubject_isTheFirstParagraphOnOneLine() {
        let cases: [(message: String, subject: String)] = [
            ("Fix layout\n", "Fix layout"),
            ("Fix layout\n\nBody text.\n", "Fix layout"),
            ("Fix the layout\nof oversized images\n\nBody.\n", "Fix the layout of oversized images"),
            ("\n\n  Leading blank lines  \n", "Leading blank lines"),
            ("", ""),
        ]
        for (message, subject) in cases {
            XCTAssertEqual(info(commit(author: "A <a@x> 0 +0000", message: message)).subject, subject, message)
        }
    }

    func testLongSubject_isCut() {
        let subject = info(commit(author: "A <a@x> 0 +0000", message: String(repeating: "x", count: 5_000))).subject
        XCTAssertEqual(subject.count, CommitInfo.maximumSubject)
        XCTAssertTrue(subject.hasSuffix("…"))
    }
}
