import XCTest
@testable import RatingReference

/// rating-model.md, "Intrinsic size" and "Layout": the formulas worked by hand for each row.
final class GeometryTests: XCTestCase {
    func testIntrinsicSize_largerImageRaisedToMinimumTimesMaxRating() {
        let image = Size(width: 20, height: 10)
        let rows: [(empty: Size?, full: Size?, min: Size, max: Int, expected: Size, line: UInt)] = [
            (nil, image, Size(width: 5, height: 5), 5, .zero, #line),
            (image, nil, Size(width: 5, height: 5), 5, .zero, #line),
            // max(20, 5) · 5 = 100; max(10, 5) = 10.
            (image, image, Size(width: 5, height: 5), 5, Size(width: 100, height: 10), #line),
            // max(max(20, 24), 30) · 4 = 120; max(max(10, 12), 16) = 16 (edge case 10).
            (image, Size(width: 24, height: 12), Size(width: 30, height: 16), 4, Size(width: 120, height: 16), #line),
            // min(max(20, gFM), 1e6) = 1e6; · 5 capped at 1e6.
            (image, image, Size(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude), 5,
             Size(width: 1e6, height: 1e6), #line),
            // a NaN image width: finiteNonnegative(max(NaN, 20)) — Swift's max keeps the NaN — is 0, raised to 5.
            (Size(width: .nan, height: 10), image, Size(width: 5, height: 5), 2, Size(width: 10, height: 10), #line),
            // 3000 · 100 = 300 000 stays under the cap.
            (Size(width: 3000, height: 10), image, Size(width: 0, height: 0), 100, Size(width: 300_000, height: 10), #line),
            // 20 000 · 100 = 2e6 is capped at 1e6.
            (Size(width: 20_000, height: 10), image, Size(width: 0, height: 0), 100, Size(width: 1e6, height: 10), #line),
        ]
        for row in rows {
            let size = IntrinsicSize.of(
                emptyImage: row.empty, fullImage: row.full, minImageSize: row.min, maxRating: row.max)
            XCTAssertEqual(size, row.expected, line: row.line)
        }
    }

    func testSizeForImage_aspectFitsAndRefusesHostileSizes() {
        let image = Size(width: 20, height: 10)
        let rows: [(image: Size, container: Size, expected: Size, line: UInt)] = [
            (image, Size(width: 40, height: 40), Size(width: 40, height: 20), #line),   // s = min(2, 4) = 2
            (image, Size(width: 20, height: 20), Size(width: 20, height: 10), #line),   // s = min(1, 2) = 1
            (image, Size(width: 10, height: 10), Size(width: 10, height: 5), #line),    // s = min(0.5, 1) = 0.5
            (image, Size(width: 1e300, height: 1e300), Size(width: 1e6, height: 5e5), #line), // capped: s = 5e4
            (image, Size(width: .nan, height: 10), .zero, #line),
            (image, Size(width: .infinity, height: 10), .zero, #line),
            (image, Size(width: -.infinity, height: 10), .zero, #line),
            (image, Size(width: -1, height: 10), .zero, #line),
            (image, Size(width: 0, height: 10), .zero, #line),
            (image, Size(width: 40, height: 0), .zero, #line),
            (Size(width: 0, height: 10), Size(width: 40, height: 40), .zero, #line),
            (Size(width: .nan, height: 10), Size(width: 40, height: 40), .zero, #line),
            // the image is capped at 1e6 × 1e6 first: s = min(1, 1) = 1 (uncapped it would be 1/3).
            (Size(width: 3e6, height: 1e6), Size(width: 1e6, height: 1e6), Size(width: 1e6, height: 1e6), #line),
        ]
        for row in rows {
            XCTAssertEqual(Layout.sizeForImage(row.image, in: row.container), row.expected, line: row.line)
        }
    }

    func testLayoutFrames_slotGapAndOriginFromBounds() {
        let image = Size(width: 20, height: 10)
        let five = Size(width: 5, height: 5)
        let rows: [(empty: Size?, bounds: Rect, min: Size, count: Int, x: [Double], size: Size, y: Double, line: UInt)] = [
            // slot 20, fit 20 × 10, gap 0.
            (image, Rect(x: 0, y: 0, width: 100, height: 10), five, 5, [0, 20, 40, 60, 80], image, 0, #line),
            // slot 40, fit 20 × 10 (s = min(2, 1)), gap (200 − 100) / 4 = 25.
            (image, Rect(x: 0, y: 0, width: 200, height: 10), five, 5, [0, 45, 90, 135, 180], image, 0, #line),
            // origin (30, 7) carried into every frame.
            (image, Rect(x: 30, y: 7, width: 100, height: 10), five, 5, [30, 50, 70, 90, 110], image, 7, #line),
            // one pair: no gap, at the origin; slot 40 × 10, s = 1.
            (image, Rect(x: 10, y: 5, width: 40, height: 10), five, 1, [10], image, 5, #line),
            // slot 10: s = min(0.5, 1) gives 10 × 5; gap 0.
            (image, Rect(x: 0, y: 0, width: 50, height: 10), five, 5, [0, 10, 20, 30, 40],
             Size(width: 10, height: 5), 0, #line),
            // minImageSize.h above the bounds: maxH = min(max(50, 10), 10) = 10.
            (image, Rect(x: 0, y: 0, width: 100, height: 10), Size(width: 0, height: 50), 5, [0, 20, 40, 60, 80],
             image, 0, #line),
            // width 2e6 capped at 1e6: gap (1e6 − 100) / 4 = 249 975.
            (image, Rect(x: 0, y: 0, width: 2e6, height: 10), five, 5, [0, 249_995, 499_990, 749_985, 999_980],
             image, 0, #line),
        ]
        for row in rows {
            let frames = Layout.frames(emptyImage: row.empty, bounds: row.bounds, minImageSize: row.min, count: row.count)
            let expected = row.x.map { Rect(x: $0, y: row.y, width: row.size.width, height: row.size.height) }
            XCTAssertEqual(frames, expected, line: row.line)
        }
    }

    func testLayoutFrames_zeroWithoutEmptyImageOrInHostileBounds() {
        let image = Size(width: 20, height: 10)
        let rows: [(empty: Size?, bounds: Rect, line: UInt)] = [
            (nil, Rect(x: 0, y: 0, width: 100, height: 10), #line),
            (image, Rect(x: 0, y: 0, width: .nan, height: 10), #line),
            (image, Rect(x: 0, y: 0, width: .infinity, height: 10), #line),
            (image, Rect(x: 0, y: 0, width: 100, height: 0), #line),
            (image, Rect(x: 0, y: 0, width: 100, height: -.infinity), #line),
            (image, Rect(x: 3, y: 4, width: 0, height: 0), #line),
        ]
        for row in rows {
            let frames = Layout.frames(emptyImage: row.empty, bounds: row.bounds, minImageSize: .zero, count: 3)
            XCTAssertEqual(frames, [.zero, .zero, .zero], line: row.line)
        }
    }

    func testLayoutFrames_negativeBoundsSizes_layOutFromTheOrigin() {
        // CGRect.width is |−60| = 60: slot 20, image 20 × 10 (scale 1), no gap; x = 5 + i · 20, y = 2.
        let expected = [0.0, 20, 40].map { Rect(x: 5 + $0, y: 2, width: 20, height: 10) }
        for bounds in [Rect(x: 5, y: 2, width: -60, height: 10), Rect(x: 5, y: 2, width: 60, height: -10)] {
            let frames = Layout.frames(
                emptyImage: Size(width: 20, height: 10), bounds: bounds, minImageSize: .zero, count: 3)
            XCTAssertEqual(frames, expected, "\(bounds)")
        }
    }

    func testLayoutFrames_nonFiniteOriginYBecomesZero() {
        let frames = Layout.frames(
            emptyImage: Size(width: 20, height: 10), bounds: Rect(x: 0, y: .nan, width: 20, height: 10),
            minImageSize: .zero, count: 1)
        XCTAssertEqual(frames, [Rect(x: 0, y: 0, width: 20, height: 10)])
    }
}
