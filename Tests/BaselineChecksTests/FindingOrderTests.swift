import XCTest
@testable import BaselineChecks

final class FindingOrderTests: XCTestCase {
    func testFindings_sortByPathLineColumnRuleThenMessage() {
        func finding(_ path: String?, _ line: Int?, _ column: Int, _ rule: String, _ message: String) -> Finding {
            Finding(ruleID: rule, severity: .error, message: message, path: path,
                    location: line.map { SourceLocation(line: $0, column: column) })
        }
        let expected = [
            finding(nil, nil, 0, "SRC001", "no path, no location"),
            finding("", 1, 1, "SRC001", "an empty path sorts with no path, then by line"),
            finding("a.swift", nil, 0, "SRC002", "a path without a location comes first in its file"),
            finding("a.swift", 2, 9, "SRC002", "line before column"),
            finding("a.swift", 10, 1, "SRC002", "lines compare as numbers"),
            finding("a.swift", 10, 3, "SRC001", "then columns"),
            finding("a.swift", 10, 3, "SRC002", "then rules: a"),
            finding("a.swift", 10, 3, "SRC002", "then rules: b, then messages"),
            finding("a.swifu", 1, 1, "SRC001", "paths compare as text"),
        ]
        XCTAssertEqual(expected.reversed().sorted(), expected)
        let report = CheckoutReport(
            checkout: CheckoutIdentity(displayName: ".", root: "/work"),
            results: [RuleResult(rule: Catalog.standard.rules[0].descriptor, status: .failed, findings: Array(expected[4...].reversed()))],
            fileFindings: Array(expected[..<4].reversed()))
        XCTAssertEqual(report.allFindings, expected)
    }
}
