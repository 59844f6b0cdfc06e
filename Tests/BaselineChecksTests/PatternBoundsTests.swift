import CheckoutTestSupport
import TestSupport
import XCTest
@testable import BaselineChecks

/// Catalog patterns (`--rules`) on hostile text. glibc's matcher has no deadline and cannot be stopped, and
/// takes time quadratic in what it is handed on patterns such as `[a-z]+:\s*write`, so a pattern is handed at
/// most `PatternLimits.maximumSubjectLength` bytes at once and a rule's patterns get
/// `PatternLimits.matchingMilliseconds`. What a pattern was not matched against is the rule's error at its
/// place; the other rules run as usual. No timing is asserted: each test asserts what is reported.
final class PatternBoundsTests: XCTestCase {
    private func rule(_ id: String, _ path: String, _ requirements: [TextRequirement]) -> Rule {
        Rule(id: id, name: id.lowercased(), summary: "s", rationale: "r", check: .text(path: path, requirements: requirements),
             examples: RuleExamples(failing: [], passing: []))
    }

    private func check(_ files: [String: String], _ rules: [Rule]) throws -> CheckoutReport {
        let directory = try TemporaryDirectory()
        for (path, contents) in files { try directory.write(path, contents) }
        return Engine.check(Checkout(source: try DirectorySource(root: directory.path)), rules: rules)
    }

    private func place(_ finding: Finding?) -> String {
        "\(finding?.path ?? "-"):\(finding?.location?.line ?? 0):\(finding?.location?.column ?? 0)"
    }

    func testLinePattern_onALineOverTheCap_isTheRulesErrorThere_andTheOtherRulesRun() throws {
        // `[a-z]+:\s*write` took 4.6 s on this one line before the cap.
        let line = String(repeating: "a", count: 40_000)
        let source = #"[a-z]+:\s*write"#
        let report = try check(["Makefile": "all:\n\techo ok\n\(line)\nxcode-test::\n", "README.md": "# Rating\n"], [
            rule("HOS001", "Makefile", [.linePattern(source, .absent)]),
            rule("HOS002", "Makefile", [.phrase("xcode-test::", .exactly(1))]),
            rule("HOS003", "README.md", [.phrase("Swift Package Manager", .present)]),
        ])
        XCTAssertEqual(report.results.map(\.status), [.failed, .passed, .failed])
        let finding = try XCTUnwrap(report.results[0].findings.first)
        XCTAssertEqual(report.results[0].findings.count, 1)
        XCTAssertEqual(place(finding), "Makefile:3:1")
        XCTAssertEqual(finding.severity, .error)
        XCTAssertEqual(finding.message, TextMessages.tooLongToMatch(source, bytes: 40_000, byLine: true))
        XCTAssertEqual(report.results[2].findings.map(\.message), [TextMessages.missing("Swift Package Manager")])
    }

    func testPatternOverAText_overTheCap_isTheRulesErrorAtItsStart() throws {
        // `(a|aa)*c` did not finish on such a text before the cap (quadratic: 2.6 s at 40 KB, minutes beyond).
        let text = String(repeating: "a", count: 200_000) + "\n"
        let report = try check(["notes.md": text], [
            rule("HOS004", "notes.md", [.pattern("(a|aa)*c", .absent, everyMatch: nil), .phrase("aaaa", .present)]),
            rule("HOS005", "notes.md", [.phrase("b", .absent)]),
        ])
        XCTAssertEqual(report.results.map(\.status), [.failed, .passed])
        XCTAssertEqual(report.results[0].findings.map(place), ["notes.md:1:1"])
        XCTAssertEqual(report.results[0].findings.map(\.message),
                       [TextMessages.tooLongToMatch("(a|aa)*c", bytes: text.utf8.count, byLine: false)])
    }

    func testUnmatchedLine_claimsNoMissingMatch_butForbiddenMatchesElsewhereAreStillFound() throws {
        let long = String(repeating: "b", count: PatternLimits.maximumSubjectLength + 1)
        let report = try check(["ci.yml": "jobs:\n\(long)\n  contents: write\n"], [
            rule("HOS006", "ci.yml", [.linePattern("status", .present)]),
            rule("HOS007", "ci.yml", [.linePattern(#":\s*write"#, .absent)]),
        ])
        XCTAssertEqual(report.results[0].findings.map(\.message),
                       [TextMessages.tooLongToMatch("status", bytes: long.utf8.count, byLine: true)],
                       "the match may be in the line not read: only that is reported")
        XCTAssertEqual(report.results[1].findings.map(place), ["ci.yml:2:1", "ci.yml:3:11"])
        XCTAssertEqual(report.results[1].findings.last?.message, TextMessages.patternForbidden(#":\s*write"#))
    }

    func testManyLinesJustUnderTheCap_runTheRuleOutOfMatchingTime_andTheNextRuleHasItsOwn() throws {
        // About 0.45 s of matching per line: 120 lines took most of a minute before the budget.
        let line = String(repeating: "a", count: PatternLimits.maximumSubjectLength - 1)
        let lines = 120
        let report = try check(["Makefile": String(repeating: line + "\n", count: lines) + "xcode-test::\n"], [
            rule("HOS008", "Makefile", [.linePattern("(a|aa)*c", .absent)]),
            rule("HOS009", "Makefile", [.linePattern(#"^xcode-test::\s*$"#, .exactly(1))]),
        ])
        XCTAssertEqual(report.results.map(\.status), [.failed, .passed])
        let finding = try XCTUnwrap(report.results[0].findings.first)
        XCTAssertEqual(report.results[0].findings.count, 1)
        XCTAssertEqual(finding.message, TextMessages.outOfMatchingTime("(a|aa)*c"))
        XCTAssertEqual(finding.path, "Makefile")
        let stoppedAt = try XCTUnwrap(finding.location?.line)
        XCTAssertTrue((2...lines).contains(stoppedAt), "stopped at line \(stoppedAt), after at least one was matched")
    }

    /// What the built-in catalog's patterns are handed in the example checkout (whose files are the real
    /// repository's): each line or text well within the cap, so the cap changes nothing of its report.
    func testBuiltInCatalogPatterns_onTheExampleCheckout_stayFarWithinTheCap() throws {
        let checkout = Checkout(source: try ExampleCheckout.source())
        var longest: [String: Int] = [:]
        for rule in Catalog.standard.rules {
            for check in rule.check.parts(TextCheck.self) {
                let file = try checkout.text(check.path)
                for requirement in check.requirements {
                    switch requirement {
                    case .linePattern(let source, _): longest[source] = file.lineRanges.map(\.count).max()
                    case .pattern(let source, _, _): longest[source] = file.utf8.count
                    case .phrase, .forbiddenWords: continue
                    }
                }
            }
        }
        XCTAssertEqual(longest.count, 4, "\(longest)")
        for (source, bytes) in longest {
            XCTAssertLessThanOrEqual(bytes * 4, PatternLimits.maximumSubjectLength, source)
        }
        let report = Engine.check(checkout, rules: Catalog.standard.rules)
        XCTAssertTrue(report.results.allSatisfy { $0.status == .passed }, "\(report.results.filter { $0.status != .passed })")
    }
}
