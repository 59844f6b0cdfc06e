import XCTest
@testable import RatingReference

/// Each invariant check fires on a snapshot built by hand to break it, and stays quiet on a sound one.
final class InvariantTests: XCTestCase {
    /// Five 20 × 10 frames side by side in a 100 × 10 control, one half mask, rating 0.5.
    private let sound = InvariantSnapshot(
        bounds: Rect(x: 0, y: 0, width: 100, height: 10),
        frames: [0.0, 20, 40, 60, 80].map { Rect(x: $0, y: 0, width: 20, height: 10) }, frameIndices: Array(0..<5),
        masks: [.init(frame: Rect(x: 0, y: 0, width: 20, height: 10), mask: Rect(x: 0, y: 0, width: 10, height: 10))],
        slotCount: 5, rating: 0.5, minRating: 0, maxRating: 5, intrinsicSize: Size(width: 100, height: 10))

    func testSoundSnapshotKeepsEveryInvariant() {
        for invariant in Invariant.allCases {
            XCTAssertNil(InvariantChecks.violation(of: invariant, in: sound), invariant.rawValue)
        }
    }

    func testEachCheckFiresOnTheSnapshotThatBreaksIt() {
        func changed(_ change: (inout InvariantSnapshot) -> Void) -> InvariantSnapshot {
            var snapshot = sound
            change(&snapshot)
            return snapshot
        }
        let rows: [(Invariant, InvariantSnapshot)] = [
            (.framesFinite, changed { $0.frames[1].height = .nan }),
            (.framesNonNegative, changed { $0.frames[2].width = -1 }),
            (.framesInsideBounds, changed { $0.frames[4].x = 85 }),
            (.framesInsideBounds, changed { $0.frames[0].y = -1 }),
            (.framesOrdered, changed { $0.frames.swapAt(1, 2) }),
            (.framesDoNotOverlap, changed { $0.frames[2].x = 30 }),
            (.imagesFitSlots, changed { $0.frames[0].width = 21 }),
            (.masksInsideFrames, changed { $0.masks[0].mask.width = 21 }),
            (.masksInsideFrames, changed { $0.masks[0].mask.x = 1 }),
            (.masksInsideFrames, changed { $0.masks[0].mask.height = .infinity }),
            (.ratingFinite, changed { $0.rating = .nan }),
            (.ratingInRange, changed { $0.rating = 5.5 }),
            (.ratingInRange, changed { $0.minRating = 1 }),
            (.ratingCountInRange, changed { $0.maxRating = 0 }),
            (.ratingCountInRange, changed { $0.maxRating = 101 }),
            (.imageViewsMatchMaxRating, changed { $0.slotCount = 4 }),
            (.intrinsicSizeBounded, changed { $0.intrinsicSize = Size(width: 2e6, height: 10) }),
            (.intrinsicSizeBounded, changed { $0.intrinsicSize = Size(width: .nan, height: 10) }),
        ]
        for (invariant, snapshot) in rows {
            XCTAssertNotNil(InvariantChecks.violation(of: invariant, in: snapshot), invariant.rawValue)
        }
    }

    func testZeroAreaFramesAreExemptFromPlacement_roundingSlackIsTiny() {
        var snapshot = sound
        snapshot.frames = Array(repeating: .zero, count: 5)
        snapshot.bounds = Rect(x: 50, y: 50, width: 100, height: 10)
        XCTAssertNil(InvariantChecks.framesInsideBounds(snapshot))
        XCTAssertNil(InvariantChecks.framesDoNotOverlap(snapshot))
        snapshot = sound
        snapshot.frames[2].x = 40 - 1e-9          // a rounding-sized overlap
        XCTAssertNil(InvariantChecks.framesDoNotOverlap(snapshot))
        snapshot.frames[2].x = 40 - 1e-3          // a visible one
        XCTAssertNotNil(InvariantChecks.framesDoNotOverlap(snapshot))
    }

    func testRunner_checksGeometryOnlyAfterLayout() {
        let heart = Size(width: 20, height: 10)
        let steps: [Step] = [
            .set(.emptyImage(heart)), .set(.fullImage(heart)), .set(.bounds(Rect(x: 0, y: 0, width: 100, height: 10))),
            .layout, .set(.bounds(Rect(x: 0, y: 0, width: 10, height: 10))),
        ]
        XCTAssertEqual(InvariantRunner.violations(performing: steps, on: RatingControl()), [],
                       "bounds changed after the layout is not a violation until the next layout")
        let narrow = steps + [.layout]
        XCTAssertEqual(InvariantRunner.violations(performing: narrow, on: RatingControl()), [])
        let tutorial = InvariantRunner.violations(performing: narrow, on: TutorialRateView())
        XCTAssertEqual(tutorial.map(\.invariant), [.imageViewsMatchMaxRating],
                       "without a maxRating assignment the tutorial has no image views, so nothing to lay out")
    }
}
