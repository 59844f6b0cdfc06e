import XCTest
@testable import BaselineChecks

final class CompilerReportTests: XCTestCase {
    private func report(message: String, path: String) -> String {
        let finding = Finding(ruleID: "DOC005", severity: .error, message: message, path: path,
                              location: SourceLocation(line: 3, column: 1))
        let result = RuleResult(rule: try! XCTUnwrap(Catalog.standard.rule("DOC005")).descriptor, status: .failed, findings: [finding])
        let checkout = CheckoutReport(checkout: CheckoutIdentity(displayName: ".", root: "/work"), results: [result], fileFindings: [])
        return CompilerReport(style: .plain).render([checkout])
    }

    func testControlCharactersFromTheCheckout_areEscaped() {
        let output = report(message: "“status: \u{1B}]0;PWNED\u{7}\u{1B}[2K” should read", path: "docs/\u{1B}[31mplan.md")
        XCTAssertFalse(output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) }, output)
        XCTAssertEqual(output, "docs/\\u{1B}[31mplan.md:3:1: error: “status: \\u{1B}]0;PWNED\\u{7}\\u{1B}[2K” should read [DOC005]\n")
    }

    func testMessagesStayOnOneLine() {
        XCTAssertEqual(report(message: "a\nb\tc\u{9B}", path: "p").split(separator: "\n").count, 1)
    }
}

extension CompilerReportTests {
    func testRuleNotEvaluated_isANoteNamingWhy() throws {
        let result = RuleResult(rule: try XCTUnwrap(Catalog.standard.rule("SRC001")).descriptor, status: .notEvaluated,
                                unparsedInputs: ["iHeartRating/iHeartRatingView.swift: does not parse as Swift source: 4:7: unterminated string"])
        let output = CompilerReport(style: .plain)
            .render([CheckoutReport(checkout: CheckoutIdentity(displayName: ".", root: "/work"), results: [result], fileFindings: [])])
        XCTAssertEqual(output, ".: note: not evaluated: iHeartRating/iHeartRatingView.swift: does not parse as Swift source: 4:7: unterminated string [SRC001]\n")
    }
}

/// A finding that sums up many places (the rewrites made to compile for Linux) is one line; its detail notes
/// are printed with `--verbose` only, kept by JSON (marked `detail`) and left out of GitHub's annotations.
extension CompilerReportTests {
    private var summed: CheckoutReport {
        let finding = Finding(
            ruleID: "DOC005", severity: .note, message: "2 places", path: "a.swift", location: SourceLocation(line: 1, column: 1),
            notes: [FindingNote(message: "why", location: SourceLocation(line: 9, column: 1)),
                    FindingNote(message: "first", location: SourceLocation(line: 1, column: 1), detail: true),
                    FindingNote(message: "second", location: SourceLocation(line: 2, column: 1), detail: true)])
        let result = RuleResult(rule: try! XCTUnwrap(Catalog.standard.rule("DOC005")).descriptor, status: .passed, findings: [finding])
        return CheckoutReport(checkout: CheckoutIdentity(displayName: ".", root: "/work"), results: [result], fileFindings: [])
    }

    func testDetailNotes_onlyWithVerbose() {
        XCTAssertEqual(CompilerReport(style: .plain).render([summed]),
                       "a.swift:1:1: note: 2 places [DOC005]\na.swift:9:1: note: why [DOC005]\n")
        XCTAssertEqual(CompilerReport(style: OutputStyle(colour: false, verbose: true)).render([summed]).split(separator: "\n").suffix(2),
                       ["a.swift:1:1: note: first [DOC005]", "a.swift:2:1: note: second [DOC005]"])
    }

    func testDetailNotes_keptAndMarkedInJSON_leftOutOfGitHub() {
        let json = JSONReport(style: .plain).render([summed])
        XCTAssertEqual(json.components(separatedBy: #""detail": true"#).count - 1, 2, json)
        XCTAssertTrue(json.contains("\"second\""), json)
        let github = GitHubReport(style: .plain).render([summed])
        XCTAssertTrue(github.contains("why") && !github.contains("first") && !github.contains("second"), github)
    }
}

/// FMT005's note about the run (no Xcode here) is said once per text run, however many commits a range holds,
/// and names the Linux substitute; a note about a file is said for every checkout that has it.
extension CompilerReportTests {
    private func checkout(_ name: String, _ findings: [Finding]) -> CheckoutReport {
        let result = RuleResult(rule: try! XCTUnwrap(Catalog.standard.rule("FMT005")).descriptor, status: .passed, findings: findings)
        return CheckoutReport(checkout: CheckoutIdentity(displayName: name, root: "/" + name), results: [result], fileFindings: [])
    }

    func testANoteAboutTheRun_isSaidOnce_aNoteAboutAFileEachTime() {
        let run = Finding(ruleID: "FMT005", severity: .note, message: FileFormatMessages.xcodeUnavailable)
        let file = Finding(ruleID: "FMT005", severity: .note, message: "m", path: "a.xcodeproj")
        let reports = ["a", "b", "c"].map { checkout($0, [run, file]) }
        for text in [TextReport(style: .plain).render(reports), CompilerReport(style: .plain).render(reports)] {
            let lines = text.split(separator: "\n")
            XCTAssertEqual(lines.filter { $0.contains("xcodebuild is not on PATH") }.count, 1, text)
            XCTAssertEqual(lines.filter { $0.contains("a.xcodeproj: note: m") }.count, 3, text)
        }
        XCTAssertTrue(FileFormatMessages.xcodeUnavailable.contains("`check-baseline xcode-test`"))
        // Directories are counted as checkouts (commits of a range as commits: GitRevisionCommandTests).
        XCTAssertTrue(TextReport(style: .plain).render(reports).hasSuffix("\n3 of 3 checkouts passed\n"))
        XCTAssertEqual(JSONReport(style: .plain).render(reports).components(separatedBy: "xcodebuild is not on PATH").count - 1, 3)
    }
}
