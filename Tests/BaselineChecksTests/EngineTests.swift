import TestSupport
import XCTest
@testable import BaselineChecks

final class EngineTests: XCTestCase {
    private func rule(_ id: String, _ check: Check) -> Rule {
        Rule(id: id, name: id.lowercased(), summary: "s", rationale: "r", check: check,
             examples: RuleExamples(failing: [], passing: []))
    }

    func testMissingFile_isReportedOnceAndItsRulesAreNotEvaluated() throws {
        let directory = try TemporaryDirectory()
        try directory.write("ok.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        let rules = [
            rule("AAA001", .propertyLists(paths: ["gone.plist"])),
            rule("AAA002", .xmlRoot(paths: ["gone.plist"], element: "plist", namespace: nil)),
            rule("AAA003", .xmlRoot(paths: ["ok.svg"], element: "svg", namespace: "http://www.w3.org/2000/svg")),
        ]
        let report = Engine.check(Checkout(source: try DirectorySource(root: directory.path)), rules: rules)
        XCTAssertEqual(report.fileFindings.map(\.ruleID), ["FILE001"])
        XCTAssertEqual(report.fileFindings.first?.path, "gone.plist")
        XCTAssertEqual(report.results.map(\.status), [.notEvaluated, .notEvaluated, .passed])
        XCTAssertEqual(report.results[0].unusableFiles, ["gone.plist"])
        XCTAssertFalse(report.passed)
    }

    func testParseError_isTheOwningRulesFindingWithItsLocation() throws {
        let directory = try TemporaryDirectory()
        try directory.write("bad.plist", "<plist>\n<integer>x</integer></plist>")
        let report = Engine.check(
            Checkout(source: try DirectorySource(root: directory.path)),
            rules: [rule("AAA001", .propertyLists(paths: ["bad.plist"]))])
        let finding = try XCTUnwrap(report.results.first?.findings.first)
        XCTAssertEqual(report.results.first?.status, .failed)
        XCTAssertEqual(finding.path, "bad.plist")
        XCTAssertEqual(finding.location?.line, 2)
        XCTAssertTrue(finding.message.contains("integer"))
    }

    func testUnparseableDocument_isAnUnavailableInputWithItsPosition() throws {
        let directory = try TemporaryDirectory()
        try directory.write("x.svg", "<svg")
        let checkout = Checkout(source: try DirectorySource(root: directory.path))
        XCTAssertThrowsError(try checkout.document("x.svg", as: XMLDocument.self)) { error in
            guard case .unparseable(let path, let format, let parseError)? = error as? InputUnavailable else {
                return XCTFail("expected an unparseable input")
            }
            XCTAssertEqual(path, "x.svg")
            XCTAssertEqual(format, "XML")
            XCTAssertEqual(parseError.location?.line, 1)
        }
    }

    func testSeverity_isOrderedNoteWarningError() {
        XCTAssertEqual(Severity.allCases.sorted(), [.note, .warning, .error])
    }

    func testFindings_sortByPathThenPosition() {
        let a = Finding(ruleID: "B", severity: .error, message: "m", path: "a", location: SourceLocation(line: 2, column: 1))
        let b = Finding(ruleID: "A", severity: .error, message: "m", path: "a", location: SourceLocation(line: 10, column: 1))
        let c = Finding(ruleID: "A", severity: .error, message: "m", path: "b", location: SourceLocation(line: 1, column: 1))
        XCTAssertEqual([c, b, a].sorted(), [a, b, c])
    }

    func testFinding_roundTripsThroughJSON() throws {
        let finding = Finding(ruleID: "FMT001", severity: .warning, message: "m", path: "p",
                              location: SourceLocation(line: 3, column: 4), notes: [FindingNote(message: "n")])
        let data = try JSONEncoder().encode(finding)
        XCTAssertEqual(try JSONDecoder().decode(Finding.self, from: data), finding)
    }

    func testFindingsPastTheLimit_areCountedInOneFinding_andStillFailTheRule() throws {
        let directory = try TemporaryDirectory()
        try directory.write("plan.md", String(repeating: "status: x\n", count: 1_000))
        let rules = [rule("AAA001", .text(path: "plan.md", requirements: [.linePattern("^status", .absent)]))]
        let report = Engine.check(Checkout(source: try DirectorySource(root: directory.path)), rules: rules)
        let findings = try XCTUnwrap(report.results.first?.findings)
        XCTAssertEqual(findings.count, RuleContext.maximumFindings + 1)
        XCTAssertEqual(findings.filter { $0.message == "and 900 more findings of this rule, not listed" }.count, 1)
        XCTAssertEqual(findings.first { $0.message.hasPrefix("and ") }?.severity, .error)
        XCTAssertEqual(report.results.first?.status, .failed)
        XCTAssertEqual(findings.compactMap(\.location?.line).max(), 100, "the first hundred are the ones kept")
    }

    func testNotesPastTheLimit_areCountedInOneNote() throws {
        let directory = try TemporaryDirectory()
        try directory.write("plan.md", String(repeating: "status: x\n", count: 1_000))
        let rules = [rule("AAA001", .text(path: "plan.md", requirements: [.linePattern("^status", .exactly(1))]))]
        let report = Engine.check(Checkout(source: try DirectorySource(root: directory.path)), rules: rules)
        let findings = try XCTUnwrap(report.results.first?.findings)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?.notes.count, RuleContext.maximumNotes + 1)
        XCTAssertEqual(findings.first?.notes.last?.message, "and 989 more places")
    }
}
