import XCTest
@testable import RatingReference

/// The tutorial's RateView as written: `frame`-based layout, Objective-C arithmetic, no normalisation.
final class TutorialRateViewTests: XCTestCase {
    private func view(bounds: Rect, maxRating: Int32 = 5) -> TutorialRateView {
        var view = TutorialRateView()
        view.notSelectedImage = Size(width: 20, height: 10)
        view.setMaxRating(maxRating)
        view.setBounds(bounds)
        view.layoutSubviews()
        return view
    }

    func testLayout_widthFromFrameMinusMarginsOverCount() {
        let rows: [(bounds: Rect, scale: Double, x: [Double], width: Double, height: Double, line: UInt)] = [
            // (150 − 0 − 5 · 5) / 5 = 25; height max(5, 30) = 30; x = i · (5 + 25).
            (Rect(x: 0, y: 0, width: 150, height: 30), 1, [0, 30, 60, 90, 120], 25, 30, #line),
            // narrow: (20 − 25) / 5 = −1, raised to 5; x = i · 10 runs past the 20-point bounds.
            (Rect(x: 0, y: 0, width: 20, height: 10), 1, [0, 10, 20, 30, 40], 5, 10, #line),
            // scaled 2×: the frame is 200 wide: (200 − 25) / 5 = 35; height 20.
            (Rect(x: 0, y: 0, width: 100, height: 10), 2, [0, 40, 80, 120, 160], 35, 20, #line),
            // short: height max(5, 3) = 5.
            (Rect(x: 0, y: 0, width: 150, height: 3), 1, [0, 30, 60, 90, 120], 25, 5, #line),
            // the bounds origin is not used: frames start at leftMargin 0.
            (Rect(x: 50, y: 8, width: 150, height: 30), 1, [0, 30, 60, 90, 120], 25, 30, #line),
        ]
        for row in rows {
            var view = TutorialRateView()
            view.notSelectedImage = Size(width: 20, height: 10)
            view.setMaxRating(5)
            view.setBounds(row.bounds)
            view.transform = Transform(scaleX: row.scale, scaleY: row.scale)
            view.layoutSubviews()
            let expected = row.x.map { Rect(x: $0, y: 0, width: row.width, height: row.height) }
            XCTAssertEqual((0..<5).map(view.frame(at:)), expected, line: row.line)
        }
    }

    func testLayout_skippedWithoutNotSelectedImage_newViewsStartAtZero() {
        var view = TutorialRateView()
        view.setMaxRating(3)
        view.setBounds(Rect(x: 0, y: 0, width: 150, height: 30))
        view.layoutSubviews()
        XCTAssertEqual(view.frame(at: 2), .zero)
        view.notSelectedImage = Size(width: 20, height: 10)
        view.layoutSubviews()
        XCTAssertEqual(view.frame(at: 1), Rect(x: 50, y: 0, width: 45, height: 30)) // (150 − 15) / 3 = 45
        view.setMaxRating(4)
        XCTAssertEqual(view.frame(at: 1), .zero, "rebuilt views wait for the next layout")
    }

    func testLayout_negativeMidMarginWrapsAsUnsignedAndOverlaps() {
        var view = TutorialRateView()
        view.notSelectedImage = Size(width: 20, height: 10)
        view.midMargin = -3
        view.setMaxRating(5)
        view.setBounds(Rect(x: 0, y: 0, width: 20, height: 10))
        view.layoutSubviews()
        // −3 · 5 as an NSUInteger is 2^64 − 15: the desired width is hugely negative, so MAX gives 5;
        // x = i · (−3 + 5) = 2i: each 5-point image overlaps the next.
        XCTAssertEqual((0..<3).map { view.frame(at: $0).x }, [0, 2, 4])
        XCTAssertEqual(view.frame(at: 0).width, 5)
    }

    func testLayout_nonFiniteFrameRaisesInvalidGeometry_notMerelyABadFrame() {
        var view = self.view(bounds: Rect(x: 0, y: 0, width: 150, height: 30))
        view.minImageSize = Size(width: .nan, height: 5)
        view.layoutSubviews()
        // MAX(NaN, 28) keeps the NaN: image view 0 would get a NaN width, which Core Animation refuses.
        guard case .invalidGeometry(let property, let value)? = view.raised else { return XCTFail("no exception") }
        XCTAssertEqual(property, "frame of image view 0")
        XCTAssertTrue(value.width.isNaN)
        view.setMaxRating(3)
        XCTAssertEqual(view.imageViewCount, 5, "after the exception nothing happens")
    }

    func testSetBounds_NaNRaises_infinityIsKeptStandardized() {
        var view = TutorialRateView()
        view.setBounds(Rect(x: 0, y: 0, width: 10, height: -.infinity))
        XCTAssertNil(view.raised)
        XCTAssertEqual(view.bounds, Rect(x: 0, y: -.infinity, width: 10, height: .infinity))
        view.setBounds(Rect(x: 0, y: .nan, width: 10, height: 10))
        XCTAssertEqual(view.raised?.name, "CALayerInvalidGeometry")
    }

    func testObjcMax_nanSecondArgumentLosesFirstWins() {
        XCTAssertEqual(TutorialRateView.objcMax(5, .nan), 5)
        XCTAssertTrue(TutorialRateView.objcMax(.nan, 5).isNaN)
        XCTAssertEqual(TutorialRateView.objcMax(5, 7), 7)
    }

    func testMaxRating_notPositiveGivesNoImageViews_defaultGivesNoneUntilSet() {
        XCTAssertEqual(TutorialRateView().imageViewCount, 0, "baseInit sets _maxRating = 5 without the setter")
        XCTAssertEqual(view(bounds: .zero, maxRating: 0).imageViewCount, 0)
        XCTAssertEqual(view(bounds: .zero, maxRating: -3).imageViewCount, 0)
        XCTAssertEqual(view(bounds: .zero, maxRating: 1_000).imageViewCount, 1_000)
    }

    func testRefresh_imageKindsFollowTheRatingUnbounded() {
        var view = self.view(bounds: Rect(x: 0, y: 0, width: 150, height: 30))
        view.rating = 2.5
        XCTAssertEqual((0..<5).map(view.imageKind(at:)), [.full, .full, .half, .notSelected, .notSelected])
        view.rating = .nan
        XCTAssertEqual((0..<5).map(view.imageKind(at:)), Array(repeating: .notSelected, count: 5))
        XCTAssertTrue(view.rating.isNaN, "the tutorial stores NaN as it is")
    }
}
