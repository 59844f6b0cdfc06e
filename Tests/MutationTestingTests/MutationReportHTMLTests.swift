import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import MutationTesting

/// `mutation-score --format html`: every mutant with its diff and verdict, survivors first and open, the other
/// verdicts folded; well-formed, no scripts, everything from the checkout escaped.
final class MutationReportHTMLTests: XCTestCase {
    private func parse(_ page: String) throws -> XMLElements {
        try XCTUnwrap(XMLElements.parse(page), "not well-formed")
    }

    /// Four of the example's mutants, one of each verdict, listed caught first; hostile texts where a checkout's
    /// text can reach (its name, a compiler message, what caught a mutant).
    private func report(checkout: String = "fork") throws -> MutationReport {
        let (_, source, list) = try MutationScore.mutants(of: ExampleCheckout.root, revision: nil)
        let verdicts: [MutantVerdict] = [
            .caught(ruleID: "BHV001", detail: "documented case </pre><script>alert(1)</script> differs"),
            .didNotBuild("error: <b onclick='x'>&"),
            .equivalent(reason: "the compiler's code is the same"),
            .survived,
        ]
        let results = zip(list.mutants.prefix(4), verdicts).map { MutantResult(mutant: $0, verdict: $1, in: source) }
        return MutationReport(checkout: checkout, controlPath: CheckoutPaths.source, madeCount: list.mutants.count,
                              beyondCapCount: 0, results: results, ownTestsNote: nil, notes: ["a <note>"])
    }

    func testEveryMutant_isShownWithItsDiffAndVerdict_survivorsFirstAndOpen() throws {
        let report = try report()
        let page = try parse(report.html())
        let groups = page.elements.filter { $0.name == "details" }
        XCTAssertEqual(groups.map { $0.attributes["class"] }, ["survived", "other", "other", "other"])
        XCTAssertEqual(groups.map { $0.attributes["open"] }, ["open", nil, nil, nil])
        XCTAssertEqual(page.elements.filter { $0.name == "section" }.count, report.results.count)
        XCTAssertEqual(page.elements.filter { $0.name == "pre" }.count, report.results.count)
        // The survivor's diff comes before every other mutant's.
        let survivor = try XCTUnwrap(report.results.first { $0.verdict == .survived })
        let caught = try XCTUnwrap(report.results.first { $0.verdict.word == "caught" })
        let survivorAt = try XCTUnwrap(page.text.range(of: "#\(survivor.mutant.number) ")?.lowerBound)
        let caughtAt = try XCTUnwrap(page.text.range(of: "#\(caught.mutant.number) ")?.lowerBound)
        XCTAssertLessThan(survivorAt, caughtAt)
        for result in report.results {
            XCTAssertTrue(result.diff.allSatisfy { page.text.contains($0) }, "\(result.mutant.number): \(result.diff)")
        }
        // Every link points at a group on the page.
        let ids = Set(page.elements.compactMap { $0.attributes["id"] })
        let links = page.elements.compactMap { $0.attributes["href"] }
        XCTAssertEqual(links.count, 4)
        XCTAssertTrue(links.allSatisfy { $0.hasPrefix("#") && ids.contains(String($0.dropFirst())) }, "\(links)")
    }

    func testCheckoutText_isEscaped_andThePageHasNoScripts() throws {
        let text = try report(checkout: "fork </p><script>x</script>").html()
        let page = try parse(text)
        let names = Set(page.elements.map(\.name))
        XCTAssertTrue(names.isDisjoint(with: ["script", "b", "link", "img", "iframe", "object", "embed"]), "\(names)")
        XCTAssertFalse(page.elements.contains { $0.attributes["onclick"] != nil })
        XCTAssertFalse(text.contains("<script"))
        XCTAssertTrue(page.text.contains("fork </p><script>x</script>"), "shown as text")
        XCTAssertTrue(page.text.contains("documented case </pre><script>alert(1)</script> differs"))
    }
}
