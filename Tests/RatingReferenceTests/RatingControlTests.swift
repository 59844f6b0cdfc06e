import XCTest
@testable import RatingReference

/// The control's state machine: setters, layout, refresh, touches and accessibility together.
final class RatingControlTests: XCTestCase {
    private let heart = Size(width: 20, height: 10)

    /// Both images 20 × 10 in a 100 × 10 control, laid out.
    private func laidOutControl() -> RatingControl {
        var control = RatingControl()
        control.setEmptyImage(heart)
        control.setFullImage(heart)
        control.setBounds(Rect(x: 0, y: 0, width: 100, height: 10))
        control.layoutSubviews()
        return control
    }

    func testDefaults_matchTheSpec() {
        let control = RatingControl()
        XCTAssertEqual(control.minRating, 0)
        XCTAssertEqual(control.maxRating, 5)
        XCTAssertEqual(control.minImageSize, Size(width: 5, height: 5))
        XCTAssertEqual(control.rating, 0)
        XCTAssertTrue(control.editable)
        XCTAssertFalse(control.halfRatings || control.floatRatings || control.shouldBounce || control.hasDelegate)
        XCTAssertEqual(control.accessibilityLabel, "Rating")
        XCTAssertEqual(control.imageViewCount, 10)
        XCTAssertEqual(control.frames, Array(repeating: .zero, count: 5))
        XCTAssertEqual(control.fullFrames, Array(repeating: .zero, count: 5))
        XCTAssertEqual(control.overlays, Array(repeating: .full, count: 5), "init never refreshes: isHidden is false")
    }

    func testSetBounds_NaNRaisesInvalidGeometryAndEndsTheControl() {
        var control = laidOutControl()
        let hostile = Rect(x: 0, y: 0, width: .nan, height: 10)
        control.setBounds(hostile)
        guard case .invalidGeometry(property: "bounds", let value)? = control.raised, value.width.isNaN else {
            return XCTFail("\(String(describing: control.raised))")
        }
        XCTAssertEqual(control.bounds, Rect(x: 0, y: 0, width: 100, height: 10), "the assignment is not applied")
        control.apply(.set(.rating(3)))
        XCTAssertEqual(control.rating, 0, "after the exception nothing happens")
        XCTAssertEqual(control.observe(), Observation(raised: "CALayerInvalidGeometry"))
    }

    func testSetBounds_infiniteIsAccepted_andLaysOutNothing() {
        var control = laidOutControl()
        control.setBounds(Rect(x: 0, y: 0, width: .infinity, height: 10))
        XCTAssertNil(control.raised)
        control.layoutSubviews()
        XCTAssertEqual(control.frames, Array(repeating: .zero, count: 5))
    }

    func testSetBounds_negativeSize_isStoredStandardized_andLaysOutFromTheMovedOrigin() {
        var control = laidOutControl()
        control.setBounds(Rect(x: 0, y: 0, width: -100, height: 10))
        XCTAssertEqual(control.bounds, Rect(x: -100, y: 0, width: 100, height: 10))
        control.layoutSubviews()
        XCTAssertEqual(control.frames.map(\.x), [-100, -80, -60, -40, -20])
    }

    func testSetMaxRating_rebuildsPairsAndRebounds() {
        var control = laidOutControl()
        control.setRating(4.5)
        control.setMaxRating(3)
        XCTAssertEqual(control.rating, 3)
        // UIImageView(image:) sizes the new views to their images until the next layout.
        XCTAssertEqual(control.frames, Array(repeating: Rect(x: 0, y: 0, width: 20, height: 10), count: 3))
        XCTAssertEqual(control.fullFrames, control.frames)
        // rating 3 ≥ i + 1 for every pair: all three visible in full.
        XCTAssertEqual(control.overlays, [.full, .full, .full])
        control.layoutSubviews()
        // slot 100 / 3, image 20 × 10 (s = 1), gap (100 − 60) / 2 = 20.
        XCTAssertEqual(control.frames.map(\.x), [0, 40, 80])
    }

    func testSetMaxRating_sameNormalisedValueChangesNothing() {
        var control = laidOutControl()
        control.setMaxRating(100)
        control.layoutSubviews()
        let before = control
        control.setMaxRating(500)
        XCTAssertEqual(control, before)
    }

    func testSetMinRating_reboundsTheRating() {
        var control = RatingControl()
        control.setRating(1)
        control.setMinRating(3)
        XCTAssertEqual(control.rating, 3)
        control.setMinRating(0)
        XCTAssertEqual(control.rating, 3, "lowering the minimum leaves a valid rating alone")
    }

    func testImageSetters_refreshOverlaysWithoutLayout() {
        var control = laidOutControl()
        control.setRating(1.5)
        control.setFullImage(nil)
        XCTAssertEqual(control.overlays, Array(repeating: .hidden, count: 5))
        XCTAssertEqual(control.intrinsicContentSize, .zero)
        control.setFullImage(heart)
        XCTAssertEqual(control.overlays[1], Overlay(isHidden: false, mask: Rect(x: 0, y: 0, width: 10, height: 10)))
    }

    func testTouches_sendIsUpdatingOnlyToADelegate() {
        var control = laidOutControl()
        control.touchesBegan([Point(x: 45, y: 5)])
        XCTAssertEqual(control.rating, 3)
        XCTAssertEqual(control.takeEvents(), [], "no delegate, no callback")
        control.hasDelegate = true
        control.touchesMoved([Point(x: 65, y: 5), Point(x: 5, y: 5)])
        XCTAssertEqual(control.rating, 4, "the first touch counts")
        XCTAssertEqual(control.takeEvents(), [.isUpdating(4)])
    }

    func testTouches_ignoredWithoutImagesButEndStillReports() {
        var control = laidOutControl()
        control.hasDelegate = true
        control.setEmptyImage(nil)
        control.touchesBegan([Point(x: 45, y: 5)])
        XCTAssertEqual(control.rating, 0)
        XCTAssertEqual(control.takeEvents(), [])
        control.touchesEnded([Point(x: 45, y: 5)])
        XCTAssertEqual(control.takeEvents(), [.didUpdate(0)], "touchesEnded guards only editable and a non-empty set")
    }

    func testTouchesEnded_bouncesWithoutDelegate() {
        var control = laidOutControl()
        control.shouldBounce = true
        control.setRating(2)
        control.touchesEnded([Point(x: 1, y: 1)])
        XCTAssertEqual(control.takeEvents(), [.bounce(1)])
    }

    func testAccessibilityAdjustments_boundedAndSilentAtTheLimits() {
        var control = RatingControl()
        control.hasDelegate = true
        control.shouldBounce = true
        control.setMaxRating(2)
        control.setRating(2)
        control.accessibilityIncrement()
        XCTAssertEqual(control.takeEvents(), [], "already at the maximum: no callback, no bounce")
        control.accessibilityDecrement()
        XCTAssertEqual(control.rating, 1)
        XCTAssertEqual(control.takeEvents(), [.didUpdate(1), .bounce(0)])
        control.editable = false
        control.accessibilityDecrement()
        XCTAssertEqual(control.rating, 1)
        XCTAssertEqual(control.accessibilityTraits, .staticText)
    }
}
