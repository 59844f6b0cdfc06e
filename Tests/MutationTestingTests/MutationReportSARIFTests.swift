import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import MutationTesting

/// `mutation-score --format sarif`: a survivor is a warning at its line, under its operator's rule; the other
/// verdicts are no results.
final class MutationReportSARIFTests: XCTestCase {
    private typealias Object = [String: Any]

    /// Six of the example's mutants: the second and fifth survive, the others get each other verdict.
    private func report() throws -> MutationReport {
        let (_, source, list) = try MutationScore.mutants(of: ExampleCheckout.root, revision: nil)
        let verdicts: [MutantVerdict] = [
            .caught(ruleID: "BHV001", detail: "differs"), .survived, .equivalent(reason: "same code"),
            .didNotBuild("error"), .survived, .caught(ruleID: "BHV002", detail: "differs"),
        ]
        // Mutants of two operators, so that rule indices are held.
        let chosen = Array(list.mutants.prefix(1)) + [try XCTUnwrap(list.mutants.first { $0.mutationOperator == .relational })]
            + Array(list.mutants.dropFirst().prefix(2))
            + [try XCTUnwrap(list.mutants.last { $0.mutationOperator == .statement })] + [list.mutants[4]]
        var report = MutationReport(
            checkout: "fork \u{1B}[31m", controlPath: CheckoutPaths.source, madeCount: list.mutants.count, beyondCapCount: 0,
            results: zip(chosen, verdicts).map { MutantResult(mutant: $0, verdict: $1, in: source) }, ownTestsNote: nil, notes: [])
        report.checkoutRoot = "/audit/a fork"
        return report
    }

    func testEachSurvivor_isAWarningAtItsLine_underItsOperatorsRule() throws {
        let report = try report()
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(report.sarif().utf8)) as? Object)
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        XCTAssertEqual(log["$schema"] as? String, SARIF.schema)
        let runs = try XCTUnwrap(log["runs"] as? [Object])
        XCTAssertEqual(runs.count, 1)
        let run = try XCTUnwrap(runs.first)
        let rules = try XCTUnwrap(((run["tool"] as? Object)?["driver"] as? Object)?["rules"] as? [Object])
        let results = try XCTUnwrap(run["results"] as? [Object])
        let survivors = report.results.filter { $0.verdict == .survived }
        XCTAssertEqual(survivors.count, 2)
        XCTAssertEqual(results.count, survivors.count, "only survivors are results")
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, ["ROR", "SDL"])
        for (result, survivor) in zip(results, survivors) {
            XCTAssertEqual(result["level"] as? String, "warning")
            XCTAssertEqual(result["ruleId"] as? String, survivor.mutant.mutationOperator.rawValue)
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, result["ruleId"] as? String)
            let physical = ((result["locations"] as? [Object])?.first?["physicalLocation"] as? Object)
            let artifact = physical?["artifactLocation"] as? Object
            let region = physical?["region"] as? Object
            XCTAssertEqual(artifact?["uri"] as? String, CheckoutPaths.source)
            XCTAssertEqual(artifact?["uriBaseId"] as? String, "CHECKOUT1")
            XCTAssertEqual(region?["startLine"] as? Int, survivor.mutant.location.line)
            XCTAssertEqual(region?["startColumn"] as? Int, survivor.mutant.location.column)
            let message = try XCTUnwrap((result["message"] as? Object)?["text"] as? String)
            XCTAssertTrue(message.hasPrefix("mutant #\(survivor.mutant.number) survived: "), message)
        }
        let base = try XCTUnwrap((run["originalUriBaseIds"] as? Object)?["CHECKOUT1"] as? Object)
        XCTAssertEqual(base["uri"] as? String, "file:///audit/a%20fork/")
        XCTAssertEqual((base["description"] as? Object)?["text"] as? String, "fork \\u{1B}[31m", "escaped as every report escapes it")
    }

    func testNoSurvivor_isNoResultAndNoRule() throws {
        var report = try report()
        report = MutationReport(checkout: "fork", controlPath: report.controlPath, madeCount: report.madeCount, beyondCapCount: 0,
                                results: report.results.filter { $0.verdict != .survived }, ownTestsNote: nil, notes: [])
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(report.sarif().utf8)) as? Object)
        let run = try XCTUnwrap((log["runs"] as? [Object])?.first)
        XCTAssertEqual((run["results"] as? [Any])?.count, 0)
        XCTAssertEqual((((run["tool"] as? Object)?["driver"] as? Object)?["rules"] as? [Any])?.count, 0)
        XCTAssertNil((run["originalUriBaseIds"] as? Object)?["CHECKOUT1"].flatMap { ($0 as? Object)?["uri"] })
    }
}
