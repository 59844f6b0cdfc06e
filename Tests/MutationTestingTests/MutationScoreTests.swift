import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification
@testable import MutationTesting

/// `mutation-score` run end to end on a copy of the example checkout, each verdict shown by a mutant chosen
/// for it: caught by the model's cases, caught by the checkout's own tests, survived, equivalent (a dead
/// statement the compiler removes) and not built (`UInt(-1)`).
final class MutationScoreTests: XCTestCase {
    /// The example with a statement the compiler removes (`if false { … }`), another whose constant can be made
    /// one that does not build (`UInt(0)`), a branch no case reaches (`maxRating > 1_000`), and a test of what
    /// the model's cases do not look at: a new full image marks the control for layout (what a commit then
    /// lays out again is the same, so the model cannot tell; `layer.needsLayout()` can), and a guard only a
    /// state the generated cases never make reaches (no image, bounds of exactly 200 × 20), which a mutant of
    /// its constant opens: a wrong declared equivalence that only `EquivalenceProbe`'s aimed cases refute.
    private func fork() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try ExampleCheckout.copy(into: directory.path)
        let control = directory.path + "/" + CheckoutPaths.source
        let source = try String(contentsOfFile: control, encoding: .utf8)
        try directory.write(CheckoutPaths.source, try XCTUnwrap(source.replacingFirst(
            "        super.layoutSubviews()\n", with: "        super.layoutSubviews()\n        if false { refresh() }\n        _ = UInt(0)\n        if maxRating > 1_000 { refresh() }\n"
                + "        if emptyImage == nil, bounds.width == 200, bounds.height == 20, minImageSize.width > 2_000 { fatalError() }\n")))
        let tests = directory.path + "/iHeartRatingTests/iHeartRatingTests.swift"
        let testSource = try String(contentsOfFile: tests, encoding: .utf8)
        try directory.write("iHeartRatingTests/iHeartRatingTests.swift", try XCTUnwrap(testSource.replacingFirst(
            "    // MARK: - Normalisation\n", with: """
                func testNewFullImageMarksLayout() {
                    let ratingView = makeRatingView(width: 100, height: 20)
                    ratingView.layoutIfNeeded()
                    ratingView.fullImage = ratingView.emptyImage
                    XCTAssertTrue(ratingView.layer.needsLayout())
                }

                // MARK: - Normalisation

            """)))
        return directory
    }

    /// The report says how many mutants were made and, past the cap, how many were not; silent on the cap when
    /// every mutant was made.
    func testTheReport_saysHowManyMutantsWereBeyondTheCap() throws {
        func report(made: Int, beyond: Int) -> MutationReport {
            MutationReport(checkout: "fork", controlPath: CheckoutPaths.source, madeCount: made, beyondCapCount: beyond,
                           results: [], ownTestsNote: nil, notes: [])
        }
        let capped = report(made: 5_000, beyond: 1_234)
        XCTAssertTrue(capped.text().hasPrefix("mutation-score: fork, \(CheckoutPaths.source): 5000 mutants made,"
            + " 1234 beyond the cap of 5000 not made, 0 judged\n"), capped.text())
        let json = try capped.json()
        XCTAssertTrue(json.contains("\"beyondCap\": 1234"), json)
        let whole = report(made: 391, beyond: 0)
        XCTAssertTrue(whole.text().hasPrefix("mutation-score: fork, \(CheckoutPaths.source): 391 mutants made, 0 judged\n"), whole.text())
    }

    func testChosenMutants_getEachVerdict() throws {
        let directory = try fork()
        let (_, source, list) = try MutationScore.mutants(of: directory.path, revision: nil)
        let made = list.mutants.map { (mutant: $0, original: $0.original(in: source), replacement: $0.replacement(in: source)) }
        func number(_ operation: MutationOperator, _ original: String) throws -> Int {
            try XCTUnwrap(made.first { $0.mutant.mutationOperator == operation && $0.original == original }?.mutant.number,
                          "no \(operation.rawValue) mutant of `\(original)`")
        }
        var options = MutationOptions()
        options.verify.generatedCases = 300
        let caughtByCases = try number(.statement, "accessibilityTraits = editable ? [.adjustable] : [.staticText]")
        let unreachable = try XCTUnwrap(made.first { $0.original == ">" && $0.mutant.location.line == 198 }?.mutant.number)
        let negativeUnsigned = try XCTUnwrap(made.first { $0.original == "0" && $0.replacement == "(-1)" && $0.mutant.location.line == 197 }?.mutant.number)
        // The second `setNeedsLayout()`: the full image's (the empty image's changes the frames, which a commit shows).
        let fullImageMark = try XCTUnwrap(made.filter { $0.mutant.mutationOperator == .statement && $0.original == "setNeedsLayout()" }
            .sorted { $0.mutant.location.line < $1.mutant.location.line }.dropFirst().first?.mutant.number)
        let probed = try XCTUnwrap(made.first { $0.original == "2_000" && $0.replacement == "0" }?.mutant)
        options.declared = DeclaredEquivalences(entries: [DeclaredEquivalences.Entry(
            operatorID: probed.mutationOperator.rawValue, line: probed.location.line, column: probed.location.column,
            replacement: "0", reason: "wrongly declared", fileLine: 1)])
        options.numbers = [try number(.statement, "if false { refresh() }"), fullImageMark,
                           caughtByCases, unreachable, negativeUnsigned, probed.number]
        let report: MutationReport
        do {
            report = try MutationScore.run(directory.path, options: options, jobs: 2, cacheBase: VerifyControlCache.home)
        } catch {
            throw Prerequisite.missing("mutation-score cannot run here: \(error)")
        }
        let verdicts = Dictionary(uniqueKeysWithValues: report.results.map { ($0.mutant.number, $0.verdict) })
        XCTAssertEqual(verdicts[options.numbers[0]]?.word, "equivalent", "the compiler removes `if false { … }`")
        guard case .caught(let ownTestsRule, let detail)? = verdicts[options.numbers[1]] else {
            return XCTFail("the fork's own test should catch the unmarked layout: \(String(describing: verdicts[options.numbers[1]]))")
        }
        XCTAssertEqual(ownTestsRule, BehaviourRules.testFailed.id)
        XCTAssertTrue(detail.contains("testNewFullImageMarksLayout"), detail)
        guard case .caught(let casesRule, _)? = verdicts[caughtByCases] else {
            return XCTFail("stale traits should differ from the model: \(String(describing: verdicts[caughtByCases]))")
        }
        XCTAssertTrue([BehaviourRules.documentedCase.id, BehaviourRules.generatedCase.id].contains(casesRule), casesRule)
        XCTAssertEqual(verdicts[unreachable], .survived, "maxRating never passes 100, so `>` and `>=` 1 000 never differ")
        guard case .didNotBuild(let error)? = verdicts[negativeUnsigned] else {
            return XCTFail("UInt(-1) does not build: \(String(describing: verdicts[negativeUnsigned]))")
        }
        XCTAssertTrue(error.hasPrefix("197:"), "the compiler's error at the mutant's line: \(error)")
        guard case .caught(_, let probeDetail)? = verdicts[probed.number] else {
            return XCTFail("the aimed cases should refute the declaration: \(String(describing: verdicts[probed.number]))")
        }
        XCTAssertTrue(probeDetail.contains("aimed at its declared equivalence"), probeDetail)
        XCTAssertTrue(report.notes.contains { $0.contains("declared equivalent") && $0.contains("the declaration is wrong") },
                      "\(report.notes)")
        XCTAssertEqual(report.score, Double(report.count("caught")) * 100 / Double(report.count("caught") + report.count("survived")))
    }
}

private extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String? {
        guard let range = range(of: target) else { return nil }
        return replacingCharacters(in: range, with: replacement)
    }
}
