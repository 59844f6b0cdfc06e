import XCTest
@testable import BaselineChecks
@testable import BaselineCommand

final class ReportsJUnitTests: XCTestCase {
    private func render() throws -> (text: String, root: ParsedElement) {
        let text = JUnitReport(style: .plain).render(SampleReports.reports)
        return (text, try ParsedElement.parse(text))
    }

    /// `tests failures errors skipped` of a `<testsuites>` or `<testsuite>` element.
    private func counts(_ element: ParsedElement) -> String {
        ["tests", "failures", "errors", "skipped"].map { element.attributes[$0] ?? "-" }.joined(separator: " ")
    }

    func testSuites_onePerCheckoutWithTheirCounts() throws {
        let root = try render().root
        XCTAssertEqual(root.name, "testsuites")
        XCTAssertEqual(counts(root), "7 1 1 1")
        let suites = root.children
        XCTAssertEqual(suites.map(\.name), ["testsuite", "testsuite"])
        XCTAssertEqual(suites.map { $0.attributes["name"] }, ["forks/good", "forks/bad & <ugly>"])
        XCTAssertEqual(suites.map(counts), ["3 0 0 0", "4 1 1 1"])
    }

    func testTestCases_onePerRuleThenOnePerUnusableFile() throws {
        let suite = try XCTUnwrap(try render().root.children.last)
        let cases = suite.children
        XCTAssertEqual(cases.map { $0.attributes["name"] },
                       ["AAA001 always-passes", "AAA002 finds-things", "AAA003 needs-readme", "FILE001 README.md"])
        XCTAssertEqual(Set(cases.map { $0.attributes["classname"] }), ["check-baseline.forks/bad & <ugly>"])
        XCTAssertEqual(cases.map { $0.children.map(\.name) }, [[], ["failure"], ["skipped"], ["error"]])
    }

    func testFailedRule_listsEveryFindingAndNoteAsALine() throws {
        let suite = try XCTUnwrap(try render().root.children.last)
        let failure = try XCTUnwrap(suite.elements(named: "failure").first)
        XCTAssertEqual(failure.attributes["type"], "AAA002")
        XCTAssertEqual(failure.attributes["message"], "wrong value (and 2 more)")
        XCTAssertEqual(failure.text.split(separator: "\n", omittingEmptySubsequences: false), [
            "forks/bad & <ugly>/Sources/Rating.swift:12:5: wrong value",
            "  forks/bad & <ugly>/Sources/Other.swift:3:9: note: found here instead",
            "  forks/bad & <ugly>/Sources/Rating.swift: note: same file, no position",
            "forks/bad & <ugly>/build.sh: required text is missing",
            "forks/bad & <ugly>/docs/<b>&\"q\".md:1:2: " + SampleReports.hostileAsShown,
        ])
    }

    func testNotEvaluatedRule_isSkippedWithItsReason() throws {
        let skipped = try XCTUnwrap(try render().root.elements(named: "skipped").first)
        XCTAssertEqual(skipped.attributes["message"], "not evaluated: needs README.md")
    }

    func testUnusableFile_isAnErroringTestCase() throws {
        let error = try XCTUnwrap(try render().root.elements(named: "error").first)
        XCTAssertEqual(error.attributes["type"], "FILE001")
        XCTAssertEqual(error.attributes["message"], "required file is missing")
        XCTAssertEqual(error.text, "forks/bad & <ugly>/README.md: required file is missing")
    }

    func testHostileText_isEscapedAndForbiddenCharactersReplaced() throws {
        let text = try render().text
        XCTAssertFalse(text.contains("<script"))
        XCTAssertFalse(text.unicodeScalars.contains("\u{1}"))
        XCTAssertTrue(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
    }

    func testPassedRuleWithANote_keepsItInSystemOut() throws {
        var report = SampleReports.passing
        report.results[0].findings = [Finding(ruleID: "AAA001", severity: .note, message: "checked statically")]
        let root = try ParsedElement.parse(JUnitReport(style: .plain).render([report]))
        XCTAssertEqual(root.elements(named: "system-out").map(\.text), ["forks/good: checked statically"])
        XCTAssertEqual(counts(root), "3 0 0 0")
    }

    func testCheckCommand_junitOnAPartialCheckout_countsMatchTheTestCases() throws {
        let outcome = try runOnPartialCheckout(format: "junit")
        XCTAssertEqual(outcome.exitCode, 1)
        XCTAssertEqual(outcome.standardError, "")
        let root = try ParsedElement.parse(outcome.standardOutput)
        let suite = try XCTUnwrap(root.children.first)
        XCTAssertEqual(root.children.count, 1)
        let cases = suite.children.filter { $0.name == "testcase" }
        let outcomes = ["failure", "error", "skipped"].map { name in cases.count { !$0.elements(named: name).isEmpty } }
        XCTAssertEqual(counts(suite), "\(cases.count) \(outcomes[0]) \(outcomes[1]) \(outcomes[2])")
        XCTAssertEqual(counts(root), counts(suite))
        XCTAssertGreaterThan(outcomes[1], 0, "missing files are errors")
        XCTAssertTrue(cases.contains { $0.attributes["name"] == "FILE001 build.sh" })
    }
}
