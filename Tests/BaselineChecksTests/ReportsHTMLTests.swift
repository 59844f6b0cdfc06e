import XCTest
@testable import BaselineChecks
@testable import BaselineCommand

final class ReportsHTMLTests: XCTestCase {
    private func render(_ reports: [CheckoutReport] = SampleReports.reports) throws -> (text: String, root: ParsedElement) {
        let text = HTMLReport(style: .plain).render(reports)
        return (text, try ParsedElement.parse(text))
    }

    private func table(_ root: ParsedElement, class name: String) throws -> ParsedElement {
        try XCTUnwrap(root.elements(named: "table").first { $0.attributes["class"] == name })
    }

    /// The text of each cell of each row of a table section (`thead`, `tbody` or `tfoot`).
    private func rows(_ table: ParsedElement, _ section: String) -> [[String]] {
        table.elements(named: section).flatMap { $0.elements(named: "tr") }.map { row in
            row.children.map(\.text)
        }
    }

    private func section(_ root: ParsedElement, id: String) throws -> ParsedElement {
        try XCTUnwrap(root.elements(named: "section").first { $0.attributes["id"] == id }, id)
    }

    func testPage_isWellFormedXHTMLWithoutScriptsOrExternalResources() throws {
        let (text, root) = try render()
        XCTAssertTrue(text.hasPrefix("<!DOCTYPE html>\n"))
        XCTAssertEqual(root.name, "html")
        XCTAssertEqual(root.attributes["xmlns"], "http://www.w3.org/1999/xhtml")
        let names = Set(root.allElements.map(\.name))
        XCTAssertTrue(names.isDisjoint(with: ["script", "link", "img", "iframe", "object", "embed", "base", "form"]), "\(names)")
        XCTAssertFalse(root.allElements.contains { $0.attributes["src"] != nil })
        XCTAssertFalse(text.contains("<script"))
        XCTAssertFalse(text.contains("url("))
        XCTAssertFalse(text.contains("@import"))
        XCTAssertFalse(text.unicodeScalars.contains("\u{1}"))
    }

    func testEveryLink_pointsAtAnAnchorOnThePage() throws {
        let root = try render().root
        let ids = Set(root.allElements.compactMap { $0.attributes["id"] })
        let links = root.allElements.compactMap { $0.attributes["href"] }
        XCTAssertFalse(links.isEmpty)
        for link in links {
            XCTAssertTrue(link.hasPrefix("#") && ids.contains(String(link.dropFirst())), link)
        }
    }

    func testMatrix_hasARowPerRuleAndAColumnPerCheckout() throws {
        let matrix = try table(try render().root, class: "matrix")
        XCTAssertEqual(rows(matrix, "thead"), [["Rule", "forks/good", "forks/bad & <ugly>"]])
        XCTAssertEqual(rows(matrix, "tbody"), [
            ["AAA001 always-passes", "✓ passed", "✓ passed"],
            ["AAA002 finds-things", "✓ passed", "✗ failed (3 findings)"],
            ["AAA003 needs-readme", "✓ passed", "? not evaluated"],
            ["Unusable files", "✓ none", "✗ 1 file"],
        ])
        XCTAssertEqual(rows(matrix, "tfoot"), [["Verdict", "✓ PASSED", "✗ FAILED"]])
        let classes = matrix.elements(named: "tbody").flatMap { $0.elements(named: "td") }.map { $0.attributes["class"] ?? "" }
        XCTAssertEqual(classes, ["passed", "passed", "passed", "failed", "passed", "not-evaluated", "passed", "failed"])
    }

    func testMatrixRules_linkToTheirSummaryAndRationale() throws {
        let root = try render().root
        let link = try XCTUnwrap(try table(root, class: "matrix").elements(named: "a").first { $0.text == "AAA002" })
        XCTAssertEqual(link.attributes["href"], "#rule-AAA002")
        let rule = try section(root, id: "rule-AAA002").text
        XCTAssertTrue(rule.contains("Finds things."), rule)
        XCTAssertTrue(rule.contains("Shows findings."), rule)
        XCTAssertTrue(rule.contains("check-baseline explain AAA002"), rule)
    }

    func testCheckoutSections_listFindingsWithPositionSeverityMessageAndRule() throws {
        let root = try render().root
        XCTAssertTrue(try section(root, id: "checkout-1").text.contains("No findings."))
        let failing = try section(root, id: "checkout-2")
        let findings = try table(failing, class: "findings")
        XCTAssertEqual(rows(findings, "thead"), [["Location", "Severity", "Message", "Rule"]])
        let notes = "Sources/Other.swift:3:9: found here instead" + "Sources/Rating.swift: same file, no position"
        XCTAssertEqual(rows(findings, "tbody"), [
            ["README.md", "error", "required file is missing", "FILE001"],
            ["Sources/Rating.swift:12:5", "error", "wrong value" + notes, "AAA002"],
            ["build.sh", "error", "required text is missing", "AAA002"],
            ["docs/<b>&\"q\".md:1:2", "warning", SampleReports.hostileAsShown, "AAA002"],
        ])
        XCTAssertEqual(findings.elements(named: "li").map(\.text),
                       ["Sources/Other.swift:3:9: found here instead", "Sources/Rating.swift: same file, no position"])
        XCTAssertEqual(failing.elements(named: "li").last?.text, "AAA003: needs README.md")
    }

    func testFindingAboutTheWholeCheckout_saysSo() throws {
        var report = SampleReports.passing
        report.results[0].findings = [Finding(ruleID: "AAA001", severity: .note, message: "checked statically")]
        let root = try render([report]).root
        XCTAssertEqual(rows(try table(root, class: "findings"), "tbody"),
                       [["(whole checkout)", "note", "checked statically", "AAA001"]])
        XCTAssertEqual(rows(try table(root, class: "matrix"), "tbody").first, ["AAA001 always-passes", "✓ passed (1 finding)"])
    }

    func testCheckCommand_htmlOnAPartialCheckout_isAWellFormedFailingPage() throws {
        let outcome = try runOnPartialCheckout(format: "html")
        XCTAssertEqual(outcome.exitCode, 1)
        XCTAssertEqual(outcome.standardError, "")
        let root = try ParsedElement.parse(outcome.standardOutput)
        let matrix = try table(root, class: "matrix")
        XCTAssertEqual(rows(matrix, "tbody").count, Catalog.standard.rules.count + 1)
        XCTAssertEqual(rows(matrix, "tfoot"), [["Verdict", "✗ FAILED"]])
        XCTAssertTrue(try section(root, id: "checkout-1").text.contains("FILE001"))
        let fileRule = try section(root, id: "rule-FILE001").text
        XCTAssertTrue(fileRule.contains("file-missing") && fileRule.contains(FileRules.missing.summary), fileRule)
    }

    /// Eight revisions of the failing sample, each a commit: more than a handful, so one row each.
    private var history: [CheckoutReport] {
        (1...8).map { index in
            var report = SampleReports.failing
            report.checkout.revision = CommitInfo(
                id: String(repeating: String(index), count: 40), subject: "change \(index) <b>", date: "2026-06-1\(index)T10:00:00+02:00")
            return report
        }
    }

    func testManyReports_areOneRowEach_withTheRulesAsColumnsTitledByName() throws {
        let (_, root) = try render(history)
        let grid = try table(root, class: "matrix grid")
        let header = try XCTUnwrap(grid.elements(named: "thead").first?.elements(named: "th"))
        XCTAssertEqual(header.map(\.text), ["Checkout", "AAA001", "AAA002", "AAA003", "Files", "Verdict"])
        XCTAssertEqual(header[2].attributes["title"], "finds-things")
        let body = rows(grid, "tbody")
        XCTAssertEqual(body.count, 8)
        XCTAssertEqual(body[0], ["111111111111 2026-06-11 change 1 <b>", "✓", "✗ 3", "?", "✗ 1", "✗ FAILED"])
        XCTAssertTrue(root.elements(named: "table").allSatisfy { $0.attributes["class"] != "matrix" }, "no rules × checkouts matrix")
    }

    func testAHandfulOfReports_keepTheRulesAsRows() throws {
        let (_, root) = try render()
        XCTAssertNoThrow(try table(root, class: "matrix"))
        XCTAssertTrue(root.elements(named: "table").allSatisfy { $0.attributes["class"] != "matrix grid" })
    }

    func testManyFindings_areFoldedUnderASummary() throws {
        var report = SampleReports.failing
        report.results[1].findings = (1...20).map {
            Finding(ruleID: "AAA002", severity: .error, message: "finding \($0)", path: "a.swift", location: SourceLocation(line: $0, column: 1))
        }
        let (_, root) = try render([report])
        let details = try XCTUnwrap(try section(root, id: "checkout-1").elements(named: "details").first)
        XCTAssertEqual(details.elements(named: "summary").first?.text, "21 findings")
        XCTAssertNoThrow(try XCTUnwrap(details.elements(named: "table").first))
        let (_, few) = try render()
        XCTAssertTrue(try section(few, id: "checkout-2").elements(named: "details").isEmpty)
    }

    /// The places a note sums up (each rewrite made to compile for Linux) are folded, the note that sums them is not.
    func testDetailNotes_areFoldedUnderOneSummary_theOthersShown() throws {
        var report = SampleReports.failing
        report.results[1].findings = [Finding(
            ruleID: "AAA002", severity: .note, message: "compiled with 2 rewrites", path: "a.swift",
            notes: [FindingNote(message: "sums up"), FindingNote(message: "rewrite 1", detail: true),
                    FindingNote(message: "rewrite 2", detail: true)])]
        let (_, root) = try render([report])
        let details = try section(root, id: "checkout-1").elements(named: "details")
        XCTAssertEqual(details.count, 1)
        XCTAssertEqual(details.first?.elements(named: "summary").first?.text, "2 places summed up")
        XCTAssertEqual(details.first?.elements(named: "li").count, 2)
        XCTAssertEqual(try table(root, class: "findings").elements(named: "li").count, 3)
        let (_, plain) = try render()
        XCTAssertTrue(try section(plain, id: "checkout-2").elements(named: "details").isEmpty)
    }
}
