import XCTest
@testable import RatingReference

/// The seeded invariant runner: reproducible; the heart model breaks no invariant (negative bounds are kept
/// standardized, correction B, so its frames stay inside them); the tutorial's known breaks are found.
final class FuzzTests: XCTestCase {
    func testGenerator_sameSeedAndIndexGiveTheSameInput() {
        var first = FuzzInputGenerator(seed: 42, index: 7)
        var second = FuzzInputGenerator(seed: 42, index: 7)
        var other = FuzzInputGenerator(seed: 42, index: 8)
        let input = first.input()
        XCTAssertEqual(input.description, second.input().description)
        XCTAssertNotEqual(input.description, other.input().description)
        XCTAssertEqual(input.steps.last, .layout)
    }

    func testSeededRun_heartBreaksNothing_tutorialBreaksTheKnownOnes() throws {
        let report = FuzzRunner.run(count: 400, seed: FuzzRunner.defaultSeed)
        XCTAssertEqual(report.heart.findings.map(\.invariant), [], "\(report.heart.findings.map(\.minimalInput.description))")
        let broken = Set(report.tutorial.findings.map(\.invariant))
        let known: Set<Invariant> = [
            .framesInsideBounds, .imagesFitSlots, .ratingFinite, .ratingInRange, .ratingCountInRange,
            .imageViewsMatchMaxRating, .noInvalidGeometry,
        ]
        XCTAssertTrue(known.isSubset(of: broken), "missing: \(known.subtracting(broken))")
        XCTAssertFalse(broken.contains(.masksInsideFrames), "the tutorial has no masks to check")
    }

    func testSeededRun_isReproducible() {
        let first = FuzzRunner.run(count: 150, seed: 99)
        XCTAssertEqual(String(describing: first), String(describing: FuzzRunner.run(count: 150, seed: 99)))
        XCTAssertFalse(first.tutorial.findings.isEmpty, "a run that finds nothing shows nothing reproduced")
    }

    func testFindings_minimalInputsStillBreakTheirInvariant() {
        let report = FuzzRunner.run(count: 200, seed: 5)
        for finding in report.tutorial.findings {
            let input = finding.minimalInput
            let violations = InvariantRunner.violations(performing: input.steps, on: input.tutorial)
            XCTAssertTrue(violations.contains { $0.invariant == finding.invariant }, finding.invariant.rawValue)
        }
    }

    func testShrink_dropsStepsThatDoNotMatter() {
        let input = FuzzInput(steps: [
            .set(.editable(false)), .set(.rating(.nan)), .accessibilityIncrement, .set(.halfRatings(true)), .layout,
        ])
        let violation = InvariantViolation(invariant: .ratingFinite, step: 1, detail: "")
        let shrunk = FuzzRunner.shrink(input, breaking: violation, start: \.tutorial)
        XCTAssertEqual(shrunk.input.steps.count, 1)
        guard case .set(.rating(let rating))? = shrunk.input.steps.first else { return XCTFail("not a rating step") }
        XCTAssertTrue(rating.isNaN)
    }

    func testProbes_eachShowsItsDocumentedBreak_heartBreaksNone() {
        let expected: [String: Set<Invariant>] = [
            "ordinary": [],
            "narrow": [.framesInsideBounds, .imagesFitSlots],
            "narrow-negative-margin": [.framesDoNotOverlap, .imagesFitSlots],
            "nan-rating": [.ratingFinite],
            "rating-above-max": [.ratingInRange],
            "negative-rating": [.ratingInRange],
            "max-rating-zero": [.ratingCountInRange],
            "max-rating-negative": [.ratingCountInRange, .ratingInRange, .imageViewsMatchMaxRating],
            "max-rating-thousand": [.ratingCountInRange, .framesInsideBounds, .imagesFitSlots],
            "transformed": [.framesInsideBounds, .imagesFitSlots],
            "bounds-origin": [.framesInsideBounds],
            "negative-width": [.framesInsideBounds],
            "short": [.framesInsideBounds],
            "nan-min-image-size": [.noInvalidGeometry],
            "float-overflow": [.framesFinite],
            "max-rating-never-set": [.imageViewsMatchMaxRating],
        ]
        let results = TutorialProbes.run()
        XCTAssertEqual(Set(results.map(\.probe.name)), Set(expected.keys))
        for result in results {
            XCTAssertEqual(result.heart.map(\.invariant), [], result.probe.name)
            XCTAssertEqual(Set(result.tutorial.map(\.invariant)), expected[result.probe.name], result.probe.name)
        }
    }
}
