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
