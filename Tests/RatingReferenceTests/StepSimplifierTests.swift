import XCTest
@testable import RatingReference

/// The simplifier works on a step's fields by their types, so every kind is simplified without naming it: one
/// number at a time is made rounder, and what is not a measure (counts, flags, names) stays.
final class StepSimplifierTests: XCTestCase {
    func testEveryKindAndEveryProperty_readsBackFromItsFields() {
        let steps = Step.Kind.allCases.map(\.example) + Assignment.Property.allCases.map { Step.set($0.example) }
        for step in steps {
            XCTAssertEqual(StepFieldRecord(step).step(of: step.kind), step, "\(step)")
        }
    }

    func testFieldsOfAnotherKind_readAsNoStep() {
        let touches = StepFieldRecord(.touchesBegan([Point(x: 1, y: 2)]))
        XCTAssertNil(touches.step(of: .sizeForImage))
        XCTAssertNil(touches.step(of: .layout), "a field left over is not a step of a kind without fields")
        XCTAssertEqual(touches.step(of: .touchesEnded), .touchesEnded([Point(x: 1, y: 2)]))
    }

    func testTouches_oneCoordinateOfOneTouchAtATime_truncatedOrRound() {
        let variants = StepSimplifier.variants(of: .touchesMoved([Point(x: 12.5, y: 3), Point(x: 0, y: 100)]))
        let expected: [[Point]] = [0, 1, 10, 100, 12].map { [Point(x: $0, y: 3), Point(x: 0, y: 100)] }
            + [0, 1, 10, 100].map { [Point(x: 12.5, y: $0), Point(x: 0, y: 100)] }
        XCTAssertEqual(variants, expected.map(Step.touchesMoved))
    }

    func testAssignments_theirMeasuresOnly() {
        let table: [(Assignment, [Assignment])] = [
            (.rating(2.5), [0, 1, 10, 100, 2].map { .rating($0) }),
            (.minImageSize(Size(width: 7, height: 1)), [0, 1, 10, 100].map { .minImageSize(Size(width: $0, height: 1)) }),
            (.bounds(Rect(x: 0, y: 1, width: 10, height: 100)), []),
            (.emptyImage(nil), []),
            // A round side stays; 0.5 truncated is 0 again, a duplicate the shrinker tries once more.
            (.fullImage(Size(width: 1, height: 0.5)), [0, 1, 10, 100, 0].map { .fullImage(Size(width: 1, height: $0)) }),
            (.maxRating(7), []),
            (.editable(false), []),
            (.transform(Transform(scaleX: 2.5, scaleY: 1)), []),
            (.accessibilityLabel("5 stars"), []),
        ]
        for (assignment, expected) in table {
            XCTAssertEqual(StepSimplifier.variants(of: .set(assignment)), expected.map(Step.set), "\(assignment)")
        }
    }

    func testHostileValues_stay() {
        let table: [Step] = [
            .set(.rating(.nan)), .set(.rating(.infinity)), .touchesBegan([Point(x: 1e300, y: 0)]),
            .set(.bounds(Rect(x: 0, y: 0, width: .infinity, height: 1))), .touchesEnded([]), .layout, .commit,
            .observe(Observation(rating: 2.5)),
        ]
        for step in table {
            XCTAssertEqual(StepSimplifier.variants(of: step), [], "\(step)")
        }
    }

    func testLooks_theirArgumentsToo_andAnExpectedAnswerIsDropped() {
        let step = Step.sizeForImage(image: Size(width: 0, height: 1e-300), container: Size(width: 10, height: 1),
                                     expect: Size(width: 3.5, height: 3.5))
        let expected: [Step] = [0, 1, 10, 100, 0].map {
            .sizeForImage(image: Size(width: 0, height: $0), container: Size(width: 10, height: 1), expect: nil)
        }
        XCTAssertEqual(StepSimplifier.variants(of: step), expected, "the container's sides are round already")
    }

    func testSeveralTouches_inAStepOfAnyTouchKind() {
        let two = [Point(x: 1, y: 2), Point(x: 3, y: 4)]
        let table: [(Step, Bool)] = [
            (.touchesBegan(two), true), (.touchesCancelled(two), true), (.touchesEnded(two), true),
            (.touchesMoved([Point(x: 1, y: 2)]), false), (.touchesEnded([]), false), (.layout, false),
            (.set(.rating(1)), false),
        ]
        for (step, expected) in table {
            XCTAssertEqual(step.hasSeveralTouches, expected, "\(step)")
        }
    }
}
