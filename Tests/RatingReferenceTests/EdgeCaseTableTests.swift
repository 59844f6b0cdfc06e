import Foundation
import XCTest
@testable import RatingReference

/// The edge-case table: complete, honest (every case expects something, a wrong expectation fails) and passing.
final class EdgeCaseTableTests: XCTestCase {
    func testEveryDocumentedCasePassesOnTheModel() {
        for oracleCase in EdgeCases.all {
            let outcome = CaseRunner.run(oracleCase)
            XCTAssertTrue(outcome.passed, "\(oracleCase.name): \(outcome.mismatches)")
        }
    }

    /// A case may rest only on entries the stand-in's fidelity ledger marks assumed: the ones that make a
    /// difference a note, not an error.
    func testEveryAssumptionACaseNames_isAnAssumedLedgerEntry() throws {
        let ledger = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/uikit-fidelity.md")
        let lines = try String(contentsOf: ledger, encoding: .utf8).split(separator: "\n").map(String.init)
        let named = EdgeCases.all.flatMap(\.assumes)
        XCTAssertFalse(named.isEmpty)
        for id in named {
            guard let heading = lines.firstIndex(where: { $0.hasPrefix("### `\(id)`") }) else {
                XCTFail("\(id) is no entry of docs/uikit-fidelity.md")
                continue
            }
            let evidence = lines[heading...].first { $0.hasPrefix("Evidence: ") }
            XCTAssertTrue(evidence?.hasPrefix("Evidence: assumed") ?? false, "\(id): \(evidence ?? "no evidence")")
        }
    }

    func testTableCoversTheSixteenSpecCases() {
        let documented = EdgeCases.all.map(\.documented)
        for number in 1...16 {
            XCTAssertTrue(
                documented.contains {
                    $0.contains("rating-model.md edge case \(number);") || $0.hasSuffix("edge case \(number)")
                },
                "spec edge case \(number) has no row")
        }
        XCTAssertEqual(Set(EdgeCases.all.map(\.name)).count, EdgeCases.all.count, "names are unique")
    }

    func testEveryCaseExpectsSomething() {
        for oracleCase in EdgeCases.all {
            let expectations = oracleCase.steps.filter { step in
                switch step {
                case .observe(let expected): expected != Observation()
                case .sizeForImage(_, _, let expected): expected != nil
                default: false
                }
            }
            XCTAssertFalse(expectations.isEmpty, oracleCase.name)
        }
    }

    func testAWrongExpectationIsReportedWithStepAndField() {
        let wrong = OracleCase(name: "wrong", documented: "test", steps: [
            .set(.maxRating(0)), .observe(Observation(maxRating: 2, imageViewCount: 2)),
            .sizeForImage(image: Size(width: 20, height: 10), container: Size(width: 40, height: 40), expect: .zero),
        ])
        let outcome = CaseRunner.run(wrong)
        XCTAssertEqual(outcome.mismatches, [
            FieldMismatch(step: 1, field: "maxRating", expected: "2", actual: "1"),
            FieldMismatch(
                step: 2, field: "sizeForImage", expected: #"{"height":0,"width":0}"#, actual: #"{"height":20,"width":40}"#),
        ])
    }

    func testPairExpectations_compareFieldByFieldAndCount() {
        let steps: [Step] = CaseVocabulary.heartStrip + [.set(.rating(0.5))]
        let wrongMask = OracleCase(name: "mask", documented: "", steps: steps + [
            .observe(Observation(
                pairs: [PairObservation(fullMask: .unmasked)] + Array(repeating: PairObservation(), count: 4))),
        ])
        XCTAssertEqual(CaseRunner.run(wrongMask).mismatches.map(\.field), ["pairs[0].fullMask", "pairs[0].fullMaskOpacity"])
        let wrongCount = OracleCase(name: "count", documented: "", steps: steps + [.observe(Observation(pairs: []))])
        XCTAssertEqual(CaseRunner.run(wrongCount).mismatches.map(\.field), ["pairs"])
    }

    func testEventsAreCountedSinceThePreviousObservation() {
        let run = CaseRunner.run(OracleCase(name: "events", documented: "", steps: [
            .set(.delegate(true)), .accessibilityIncrement, .observe(Observation()), .accessibilityIncrement,
        ]))
        let observations = run.evaluated.steps.compactMap { step -> Observation? in
            if case .observe(let observation) = step { return observation }
            return nil
        }
        XCTAssertEqual(observations.map(\.events), [[.didUpdate(1)], [.didUpdate(2)]],
                       "a final observation is appended, with the later events only")
    }
}
