import XCTest
@testable import RatingReference

/// rating-model.md, "Refresh", "Touches" and the bounce index, worked by hand.
final class RenderingAndTouchTests: XCTestCase {
    private let frame = Rect(x: 40, y: 0, width: 20, height: 10)

    func testRefreshOverlay_fullBelowMaskedAtFractionHiddenAbove() {
        let rows: [(index: Int, rating: Float, expected: Overlay, line: UInt)] = [
            (2, 3, .full, #line),          // 3 ≥ 2 + 1
            (2, 4.5, .full, #line),
            (2, 2, .hidden, #line),        // not above 2
            (2, 1.5, .hidden, #line),
            (2, 2.5, Overlay(isHidden: false, mask: Rect(x: 0, y: 0, width: 10, height: 10)), #line),   // 0.5 · 20
            (2, 2.25, Overlay(isHidden: false, mask: Rect(x: 0, y: 0, width: 5, height: 10)), #line),   // 0.25 · 20
            (0, 0.75, Overlay(isHidden: false, mask: Rect(x: 0, y: 0, width: 15, height: 10)), #line),
        ]
        for row in rows {
            XCTAssertEqual(Refresh.overlay(at: row.index, rating: row.rating, frame: frame), row.expected, line: row.line)
        }
    }

    func testRefreshOverlay_maskOfAHostileFrameIsFiniteAndCapped() {
        let rows: [(frame: Rect, expected: Rect, line: UInt)] = [
            (Rect(x: 0, y: 0, width: .nan, height: .infinity), Rect(x: 0, y: 0, width: 0, height: 0), #line),
            (Rect(x: 0, y: 0, width: 4e6, height: 2e6), Rect(x: 0, y: 0, width: 5e5, height: 1e6), #line), // 0.5 · 1e6
            (.zero, .zero, #line),
        ]
        for row in rows {
            XCTAssertEqual(Refresh.overlay(at: 0, rating: 0.5, frame: row.frame).mask, row.expected, line: row.line)
        }
    }

    func testRefreshOverlays_incompletePairHidesEverything() {
        let frames = [Rect(x: 0, y: 0, width: 20, height: 10), frame]
        XCTAssertEqual(Refresh.overlays(rating: 1.5, frames: frames, imagesComplete: false), [.hidden, .hidden])
        XCTAssertEqual(
            Refresh.overlays(rating: 1.5, frames: frames, imagesComplete: true),
            [.full, Overlay(isHidden: false, mask: Rect(x: 0, y: 0, width: 10, height: 10))])
    }

    func testTouchRating_wholeHalfAndFloat() {
        let strip = [0.0, 20, 40, 60, 80].map { Rect(x: $0, y: 0, width: 20, height: 10) }
        let rows: [(x: Double, y: Double, granularity: TouchRating.Granularity, expected: Float, line: UInt)] = [
            (45, 5, .whole, 3, #line),      // pair 2 → 2 + 1
            (0, 5, .whole, 0, #line),       // not right of the first minX: no pair
            (-5, 5, .whole, 0, #line),
            (.nan, 5, .whole, 0, #line),
            (500, 5, .whole, 5, #line),     // right of the last pair, outside it: 4 + 1
            (45, 5, .float, 2.25, #line),   // 2 + 5 / 20
            (45, 25, .float, 3, #line),     // below the frame: whole
            (45, .nan, .float, 3, #line),
            (100, 5, .float, 5, #line),     // lx = 20 is not < 20: whole
            (44, 5, .half, 2, #line),       // 0.2 → 0
            (45, 5, .half, 2, #line),       // 0.25 is not > 0.25 → 0
            (46, 5, .half, 2.5, #line),     // 0.3 → 0.5
            (50, 5, .half, 2.5, #line),     // 0.5 → 0.5
            (55, 5, .half, 2.5, #line),     // 0.75 is not > 0.75 → 0.5
            (56, 5, .half, 3, #line),       // 0.8 → 1
        ]
        for row in rows {
            let rating = TouchRating.rating(at: Point(x: row.x, y: row.y), frames: strip, granularity: row.granularity)
            XCTAssertEqual(rating, row.expected, line: row.line)
        }
    }

    func testTouchRating_zeroWidthFramesAreSkipped() {
        let frames = [Rect(x: 0, y: 0, width: 20, height: 10), Rect(x: 20, y: 0, width: 0, height: 10)]
        XCTAssertEqual(TouchRating.rating(at: Point(x: 30, y: 5), frames: frames, granularity: .whole), 1)
    }

    func testBounceIndex_clampedTruncatedShift() {
        let rows: [(rating: Float, count: Int, expected: Int?, line: UInt)] = [
            (0, 5, 0, #line), (1, 5, 0, #line), (1.9, 5, 0, #line), (2, 5, 1, #line), (3.5, 5, 2, #line),
            (5, 5, 4, #line), (100, 5, 4, #line), (.infinity, 5, 4, #line), (.nan, 5, 0, #line), (-3, 5, 0, #line),
            (3, 0, nil, #line),
        ]
        for row in rows {
            XCTAssertEqual(Bounce.overlayIndex(rating: row.rating, count: row.count), row.expected, line: row.line)
        }
    }

    func testAccessibilityValueAndTraits() {
        let rows: [(rating: Float, max: Int, expected: String)] = [
            (3, 5, "3 of 5"), (0, 2, "0 of 2"), (2.5, 5, "2.5 of 5"), (0.1, 1, "0.1 of 1"), (100, 100, "100 of 100"),
            (-0.0, 5, "0 of 5"),
        ]
        for row in rows {
            XCTAssertEqual(Accessibility.value(rating: row.rating, maxRating: row.max), row.expected)
        }
        XCTAssertEqual(Accessibility.traits(editable: true), .adjustable)
        XCTAssertEqual(Accessibility.traits(editable: false), .staticText)
    }
}
