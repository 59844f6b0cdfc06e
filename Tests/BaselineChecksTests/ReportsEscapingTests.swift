import Foundation
import XCTest
@testable import BaselineChecks

/// Text a hostile checkout can put into every structured report (a message, a path, a commit subject, the
/// checkout's name, a test's name): a right-to-left override, a line and a paragraph separator, a carriage
/// return. Each report must show it as the text report does, escaped, and stay valid JSON or XML.
final class ReportsEscapingTests: XCTestCase {
    private static let text = "ok\u{202E}evil\u{2028}line\u{2029}para\rover"
    private static let shown = #"ok\u{202E}evil\u{2028}line\u{2029}para\rover"#
    private static let rawScalars: [Unicode.Scalar] = ["\u{202E}", "\u{2028}", "\u{2029}", "\r"]
    private static let path = "docs/\(text).md"
    private static let shownPath = "docs/\(shown).md"

    private static var report: CheckoutReport {
        let rules = SampleReports.catalog.rules.map(\.descriptor)
        let finding = Finding(
            ruleID: "AAA002", severity: .error, message: "forbidden text “\(text)”", path: path,
            location: SourceLocation(line: 2, column: 1),
            notes: [FindingNote(message: "also “\(text)”", path: path, location: SourceLocation(line: 5, column: 3))])
        return CheckoutReport(
            checkout: CheckoutIdentity(
                displayName: "forks/\(text)", root: "/audit/forks/\(text)",
                revision: CommitInfo(id: String(repeating: "c", count: 40), subject: text, date: "2026-06-13T10:00:00+02:00")),
            results: [
                RuleResult(rule: rules[0], status: .passed),
                RuleResult(rule: rules[1], status: .failed, findings: [finding]),
                RuleResult(rule: rules[2], status: .notEvaluated, unusableFiles: [path]),
            ],
            fileFindings: [Finding(ruleID: "FILE001", severity: .error, message: "required file is missing", path: path)],
            tests: [TestCaseResult(name: "RatingTests.test\(text)", status: .failed, message: text)])
    }

    private func assertNoRawScalars(_ output: String, file: StaticString = #filePath, line: UInt = #line) {
        for scalar in Self.rawScalars {
            XCTAssertFalse(output.unicodeScalars.contains(scalar), "U+\(String(scalar.value, radix: 16, uppercase: true)) is raw",
                           file: file, line: line)
        }
    }

    private typealias Object = [String: Any]

    func testSARIF_escapesMessagesNamesAndSubjects_andKeepsURIsResolvable() throws {
        let output = SARIFReport(style: .plain).render([Self.report])
        assertNoRawScalars(output)
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? Object)
        let run = try XCTUnwrap((log["runs"] as? [Object])?.first)
        let results = try XCTUnwrap(run["results"] as? [Object])
        let result = try XCTUnwrap(results.first { $0["ruleId"] as? String == "AAA002" })
        XCTAssertEqual((result["message"] as? Object)?["text"] as? String, "forbidden text “\(Self.shown)”")
        let related = try XCTUnwrap((result["relatedLocations"] as? [Object])?.first)
        XCTAssertEqual((related["message"] as? Object)?["text"] as? String, "also “\(Self.shown)”")
        // A URI is percent-encoded from the raw bytes: no raw character, and it still names the file.
        let artifact = ((result["locations"] as? [Object])?.first?["physicalLocation"] as? Object)?["artifactLocation"] as? Object
        XCTAssertEqual(artifact?["uri"] as? String, SARIFReport.percentEncoded(Self.path))
        XCTAssertEqual((artifact?["uri"] as? String)?.removingPercentEncoding, Self.path)
        let base = try XCTUnwrap((run["originalUriBaseIds"] as? [String: Object])?["CHECKOUT1"])
        XCTAssertEqual((base["description"] as? Object)?["text"] as? String, "forks/\(Self.shown)")
        XCTAssertEqual((base["properties"] as? [String: String])?["subject"], Self.shown)
        XCTAssertEqual((base["uri"] as? String)?.removingPercentEncoding, "file:///audit/forks/\(Self.text)/")
        let notification = try XCTUnwrap(((run["invocations"] as? [Object])?.first?["toolExecutionNotifications"] as? [Object])?.first)
        XCTAssertEqual((notification["message"] as? Object)?["text"] as? String,
                       "AAA003 was not evaluated on forks/\(Self.shown): needs \(Self.shownPath)")
    }

    func testJSON_escapesEveryStringFromTheCheckout() throws {
        let output = JSONReport(style: .plain).render([Self.report])
        assertNoRawScalars(output)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? Object)
        let checkout = try XCTUnwrap((document["checkouts"] as? [Object])?.first)
        XCTAssertEqual(checkout["checkout"] as? String, "forks/\(Self.shown)")
        XCTAssertEqual((checkout["revision"] as? Object)?["subject"] as? String, Self.shown)
        let rules = try XCTUnwrap(checkout["rules"] as? [Object])
        let finding = try XCTUnwrap((rules[1]["findings"] as? [Object])?.first)
        XCTAssertEqual(finding["message"] as? String, "forbidden text “\(Self.shown)”")
        XCTAssertEqual(finding["path"] as? String, Self.shownPath)
        let note = try XCTUnwrap((finding["notes"] as? [Object])?.first)
        XCTAssertEqual(note["message"] as? String, "also “\(Self.shown)”")
        XCTAssertEqual(note["path"] as? String, Self.shownPath)
        XCTAssertEqual(rules[2]["unusableFiles"] as? [String], [Self.shownPath])
        XCTAssertEqual((checkout["fileFindings"] as? [Object])?.first?["path"] as? String, Self.shownPath)
        let test = try XCTUnwrap((checkout["tests"] as? [Object])?.first)
        XCTAssertEqual(test["name"] as? String, "RatingTests.test\(Self.shown)")
        XCTAssertEqual(test["message"] as? String, Self.shown)
    }

    func testHTML_escapesEveryStringFromTheCheckout_inAHistoryGridToo() throws {
        // Seven reports: the grid of one row per commit, which shows each subject, and each checkout's findings.
        let output = HTMLReport(style: .plain).render(Array(repeating: Self.report, count: 7))
        assertNoRawScalars(output)
        XCTAssertFalse(output.unicodeScalars.contains("\u{FFFD}"), "escaped, not replaced")
        let root = try ParsedElement.parse(output)
        let subjects = root.allElements.filter { $0.attributes["class"] == "subject" }.map(\.text)
        XCTAssertEqual(subjects, Array(repeating: Self.shown, count: 7))
        let section = try XCTUnwrap(root.elements(named: "section").first { $0.attributes["id"] == "checkout-1" })
        XCTAssertEqual(section.elements(named: "h3").first?.text, "forks/\(Self.shown) FAILED")
        let cells = try XCTUnwrap(section.elements(named: "table").first?.elements(named: "tbody").first?.elements(named: "tr"))
            .map { $0.children.map(\.text) }
        XCTAssertEqual(cells.first, [Self.shownPath, "error", "required file is missing", "FILE001"])
        XCTAssertEqual(cells.last, ["\(Self.shownPath):2:1", "error",
                                    "forbidden text “\(Self.shown)”\(Self.shownPath):5:3: also “\(Self.shown)”", "AAA002"])
        XCTAssertEqual(section.elements(named: "li").last?.text, "AAA003: needs \(Self.shownPath)")
    }

    func testJUnit_escapesEveryStringFromTheCheckout() throws {
        let output = JUnitReport(style: .plain).render([Self.report])
        assertNoRawScalars(output)
        XCTAssertFalse(output.unicodeScalars.contains("\u{FFFD}"), "escaped, not replaced")
        let root = try ParsedElement.parse(output)
        let suite = try XCTUnwrap(root.children.first)
        XCTAssertEqual(suite.attributes["name"], "forks/\(Self.shown)")
        let failure = try XCTUnwrap(suite.elements(named: "failure").first { $0.attributes["type"] == "AAA002" })
        XCTAssertEqual(failure.attributes["message"], "forbidden text “\(Self.shown)”")
        XCTAssertEqual(failure.text.split(separator: "\n").map(String.init), [
            "forks/\(Self.shown)/\(Self.shownPath):2:1: forbidden text “\(Self.shown)”",
            "  forks/\(Self.shown)/\(Self.shownPath):5:3: note: also “\(Self.shown)”",
        ])
        XCTAssertEqual(suite.elements(named: "skipped").first?.attributes["message"], "not evaluated: needs \(Self.shownPath)")
        let names = suite.elements(named: "testcase").map { $0.attributes["name"] ?? "" }
        XCTAssertTrue(names.contains("FILE001 \(Self.shownPath)"), "\(names)")
        XCTAssertTrue(names.contains("test\(Self.shown)"), "\(names)")
        let ownTest = try XCTUnwrap(suite.elements(named: "failure").first { $0.attributes["type"] == "XCTest" })
        XCTAssertEqual(ownTest.attributes["message"], Self.shown)
        XCTAssertEqual(ownTest.text, Self.shown)
    }
}
