//
//  iHeartRatingTests.swift
//  iHeartRatingTests
//
//  Edge cases of HeartRatingView's normalisation, geometry, rendering, touch and
//  accessibility behaviour. Each test names the behaviour it pins down.
//

import UIKit
import XCTest
@testable import iHeartRating

final class iHeartRatingTests: XCTestCase {

    // MARK: - Normalisation

    func testMinimumImageSizeNormalizesEachInvalidDimension() {
        let invalidDimensions: [CGFloat] = [-1, .nan, .infinity, -.infinity]
        for invalid in invalidDimensions {
            let ratingView = HeartRatingView(frame: .zero)

            ratingView.minImageSize = CGSize(width: invalid, height: 7)
            XCTAssertEqual(ratingView.minImageSize, CGSize(width: 0, height: 7), "width \(invalid)")

            ratingView.minImageSize = CGSize(width: 9, height: invalid)
            XCTAssertEqual(ratingView.minImageSize, CGSize(width: 9, height: 0), "height \(invalid)")
        }
    }

    func testMaximumRatingCountIsBoundedBeforeAllocatingImageViews() {
        let cases: [(requested: Int, expected: Int)] = [
            (0, 1), (-3, 1), (Int.min, 1), (1, 1), (7, 7), (100, 100), (101, 100), (Int.max, 100),
        ]
        for (requested, expected) in cases {
            let ratingView = HeartRatingView(frame: .zero)
            ratingView.maxRating = requested
            XCTAssertEqual(ratingView.maxRating, expected, "maxRating \(requested)")
            XCTAssertEqual(imageViews(in: ratingView).count, expected * 2, "image views for \(requested)")
        }
    }

    func testMinimumRatingIsClampedToMaximumAndRebindsRating() {
        let ratingView = HeartRatingView(frame: .zero)
        ratingView.maxRating = 3
        ratingView.minRating = 5

        XCTAssertEqual(ratingView.minRating, 3)
        XCTAssertEqual(ratingView.rating, 3)
    }

    func testNonFiniteRatingsFallBackToRatingBounds() {
        let ratingView = HeartRatingView(frame: .zero)
        ratingView.maxRating = 3
        ratingView.minRating = 2
        let cases: [(assigned: Float, expected: Float)] = [
            (.nan, 2), (.infinity, 3), (-.infinity, 2), (-1, 2), (2.5, 2.5), (9, 3),
        ]
        for (assigned, expected) in cases {
            ratingView.rating = assigned
            XCTAssertEqual(ratingView.rating, expected, "rating \(assigned)")
        }
    }

    // MARK: - Geometry

    func testSizeForImageRejectsNonFiniteAndNonPositiveContainers() {
        let ratingView = HeartRatingView(frame: .zero)
        let image = makeImage(width: 20, height: 10)
        let unusable: [CGFloat] = [.nan, .infinity, -.infinity, -1, 0]
        for dimension in unusable {
            XCTAssertEqual(ratingView.sizeForImage(image, inSize: CGSize(width: dimension, height: 10)),
                           .zero, "width \(dimension)")
            XCTAssertEqual(ratingView.sizeForImage(image, inSize: CGSize(width: 40, height: dimension)),
                           .zero, "height \(dimension)")
        }
        XCTAssertEqual(ratingView.sizeForImage(image, inSize: CGSize(width: 40, height: 10)),
                       CGSize(width: 20, height: 10))
    }

    func testExtremeMinimumImageSizeStillProducesFiniteBoundedFrames() {
        let ratingView = makeRatingView(width: 100, height: 20)
        let extreme = CGFloat.greatestFiniteMagnitude
        ratingView.minImageSize = CGSize(width: extreme, height: extreme)
        ratingView.layoutIfNeeded()

        for imageView in imageViews(in: ratingView) {
            let frame = imageView.frame
            XCTAssertTrue(frame.minX.isFinite && frame.minY.isFinite, "\(frame)")
            XCTAssertTrue(frame.width.isFinite && frame.height.isFinite, "\(frame)")
            XCTAssertTrue(ratingView.bounds.contains(frame), "\(frame) outside \(ratingView.bounds)")
        }
        let intrinsicSize = ratingView.intrinsicContentSize
        XCTAssertLessThanOrEqual(intrinsicSize.width, 1_000_000)
        XCTAssertLessThanOrEqual(intrinsicSize.height, 1_000_000)
    }

    func testOversizedMinimumImageWidthDoesNotOverlapRatingFrames() {
        let ratingView = makeRatingView(width: 100, height: 20)
        ratingView.minImageSize = CGSize(width: ratingView.bounds.width, height: 5)
        ratingView.layoutIfNeeded()

        let frames = emptyImageViews(in: ratingView).map { $0.frame }
        XCTAssertEqual(frames.count, 5)
        for (left, right) in zip(frames, frames.dropFirst()) {
            XCTAssertLessThanOrEqual(left.maxX, right.minX, "\(left) overlaps \(right)")
        }
        for frame in frames {
            XCTAssertGreaterThan(frame.width, 0)
            XCTAssertTrue(ratingView.bounds.contains(frame), "\(frame) outside \(ratingView.bounds)")
        }
    }

    func testTransformedViewLaysOutImagesFromLocalBounds() {
        let ratingView = makeRatingView(width: 100, height: 20)
        ratingView.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(ratingView.frame.size, CGSize(width: 200, height: 40))
        ratingView.setNeedsLayout()
        ratingView.layoutIfNeeded()

        XCTAssertEqual(emptyImageViews(in: ratingView).first?.frame.size, CGSize(width: 20, height: 10))
    }

    func testIntrinsicContentSizeTracksImagesCountAndMinimumSize() {
        let ratingView = HeartRatingView(frame: .zero)
        ratingView.emptyImage = makeImage(width: 20, height: 10)
        ratingView.fullImage = makeImage(width: 24, height: 12)
        ratingView.maxRating = 4
        XCTAssertEqual(ratingView.intrinsicContentSize, CGSize(width: 96, height: 12))

        ratingView.minImageSize = CGSize(width: 30, height: 16)
        XCTAssertEqual(ratingView.intrinsicContentSize, CGSize(width: 120, height: 16))

        ratingView.maxRating = 2
        XCTAssertEqual(ratingView.intrinsicContentSize, CGSize(width: 60, height: 16))
    }

    // MARK: - Rendering

    func testRepeatedLayoutKeepsPartialMaskFiniteAndStable() throws {
        let ratingView = makeRatingView(width: 100, height: 20)
        ratingView.rating = 0.5
        ratingView.layoutIfNeeded()
        let firstMask = fullImageViews(in: ratingView).first?.layer.mask?.frame

        ratingView.setNeedsLayout()
        ratingView.layoutIfNeeded()
        let secondMask = fullImageViews(in: ratingView).first?.layer.mask?.frame

        let mask = try XCTUnwrap(firstMask)
        XCTAssertEqual(secondMask, mask)
        XCTAssertTrue(mask.width.isFinite && mask.height.isFinite, "\(mask)")
        XCTAssertEqual(mask, CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    func testIncompleteImagePairHasNoIntrinsicSizeAndHidesOverlays() {
        let clearings: [(name: String, clear: (HeartRatingView) -> Void, restore: (HeartRatingView) -> Void)] = [
            ("empty", { $0.emptyImage = nil }, { $0.emptyImage = self.makeImage(width: 20, height: 10) }),
            ("full", { $0.fullImage = nil }, { $0.fullImage = self.makeImage(width: 20, height: 10) }),
        ]
        for clearing in clearings {
            let ratingView = makeRatingView(width: 100, height: 20)
            ratingView.rating = 2.5
            ratingView.layoutIfNeeded()
            XCTAssertNotNil(fullImageViews(in: ratingView)[2].layer.mask, clearing.name)

            clearing.clear(ratingView)
            XCTAssertEqual(ratingView.intrinsicContentSize, .zero, clearing.name)
            for overlay in fullImageViews(in: ratingView) {
                XCTAssertTrue(overlay.isHidden, clearing.name)
                XCTAssertNil(overlay.layer.mask, clearing.name)
            }

            clearing.restore(ratingView)
            ratingView.layoutIfNeeded()
            let visible = fullImageViews(in: ratingView).map { !$0.isHidden }
            XCTAssertEqual(visible, [true, true, true, false, false], clearing.name)
            XCTAssertNotNil(fullImageViews(in: ratingView)[2].layer.mask, clearing.name)
        }
    }

    func testImageContentModePropagatesAndSurvivesImageViewReplacement() {
        let ratingView = makeRatingView(width: 100, height: 20)
        ratingView.imageContentMode = .center
        XCTAssertTrue(imageViews(in: ratingView).allSatisfy { $0.contentMode == .center })

        ratingView.maxRating = 7
        XCTAssertEqual(imageViews(in: ratingView).count, 14)
        XCTAssertTrue(imageViews(in: ratingView).allSatisfy { $0.contentMode == .center })
        XCTAssertTrue(ratingView.responds(to: NSSelectorFromString("setImageContentMode:")))
    }

    // MARK: - Touches

    func testHalfRatingTouchesSnapToWholeOrHalfSteps() {
        let ratingView = makeRatingView(width: 100, height: 20)
        ratingView.halfRatings = true
        ratingView.layoutIfNeeded()
        let secondImage = emptyImageViews(in: ratingView)[1].frame
        let cases: [(fraction: CGFloat, expected: Float)] = [(0.2, 1), (0.5, 1.5), (0.8, 2)]
        for (fraction, expected) in cases {
            let location = CGPoint(x: secondImage.minX + secondImage.width * fraction, y: secondImage.midY)
            ratingView.handleTouchAtLocation(location)
            XCTAssertEqual(ratingView.rating, expected, "touch at \(fraction)")
        }
    }

    func testEmptyAndNonEditableTouchesSendNoCallbacks() {
        let ratingView = makeRatingView(width: 100, height: 20)
        let spy = DelegateSpy()
        ratingView.delegate = spy
        ratingView.layoutIfNeeded()

        ratingView.touchesBegan([], with: nil)
        ratingView.touchesMoved([], with: nil)
        ratingView.touchesEnded([], with: nil)
        ratingView.editable = false
        ratingView.handleTouchAtLocation(CGPoint(x: 90, y: 5))

        XCTAssertEqual(spy.liveRatings, [])
        XCTAssertEqual(spy.finishedRatings, [])
        XCTAssertEqual(ratingView.rating, 0)
    }

    // MARK: - Accessibility

    func testAccessibilityStateTracksRatingAndEditability() {
        let ratingView = makeRatingView(width: 100, height: 20)
        XCTAssertTrue(ratingView.isAccessibilityElement)
        XCTAssertEqual(ratingView.accessibilityLabel, "Rating")

        ratingView.rating = 2.5
        XCTAssertEqual(ratingView.accessibilityValue, "2.5 of 5")
        XCTAssertTrue(ratingView.accessibilityTraits.contains(.adjustable))

        ratingView.rating = 3
        XCTAssertEqual(ratingView.accessibilityValue, "3 of 5")

        ratingView.editable = false
        XCTAssertFalse(ratingView.accessibilityTraits.contains(.adjustable))
        XCTAssertTrue(ratingView.accessibilityTraits.contains(.staticText))

        ratingView.accessibilityLabel = "Bewertung"
        ratingView.rating = 1
        XCTAssertEqual(ratingView.accessibilityLabel, "Bewertung")
        XCTAssertEqual(ratingView.accessibilityValue, "1 of 5")
    }

    func testAccessibilityAdjustmentsNotifyOnlyWhenRatingChanges() {
        let ratingView = makeRatingView(width: 100, height: 20)
        let spy = DelegateSpy()
        ratingView.delegate = spy
        ratingView.maxRating = 2
        ratingView.rating = 1

        ratingView.accessibilityIncrement()
        ratingView.accessibilityIncrement()
        ratingView.accessibilityDecrement()
        ratingView.accessibilityDecrement()
        ratingView.accessibilityDecrement()

        XCTAssertEqual(ratingView.rating, 0)
        XCTAssertEqual(spy.finishedRatings, [2, 1, 0])
        XCTAssertEqual(ratingView.accessibilityValue, "0 of 2")

        ratingView.editable = false
        ratingView.accessibilityIncrement()
        XCTAssertEqual(ratingView.rating, 0)
        XCTAssertEqual(spy.finishedRatings, [2, 1, 0])
    }

    // MARK: - Helpers

    /// A laid-out five-heart control with complete 20 × 10 image pairs.
    private func makeRatingView(width: CGFloat, height: CGFloat) -> HeartRatingView {
        let ratingView = HeartRatingView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        ratingView.emptyImage = makeImage(width: 20, height: 10)
        ratingView.fullImage = makeImage(width: 20, height: 10)
        ratingView.layoutIfNeeded()
        return ratingView
    }

    /// A solid image whose `size` is exactly `width` × `height` points.
    private func makeImage(width: CGFloat, height: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
        return renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    /// The control's image views, in subview order: empty0, full0, empty1, full1, …
    private func imageViews(in ratingView: HeartRatingView) -> [UIImageView] {
        ratingView.subviews.compactMap { $0 as? UIImageView }
    }

    private func emptyImageViews(in ratingView: HeartRatingView) -> [UIImageView] {
        imageViews(in: ratingView).enumerated().filter { $0.offset % 2 == 0 }.map { $0.element }
    }

    private func fullImageViews(in ratingView: HeartRatingView) -> [UIImageView] {
        imageViews(in: ratingView).enumerated().filter { $0.offset % 2 == 1 }.map { $0.element }
    }
}

/// Records every rating the control reports, in order.
private final class DelegateSpy: NSObject, HeartRatingViewDelegate {
    private(set) var liveRatings: [Float] = []
    private(set) var finishedRatings: [Float] = []

    func heartRatingView(_ ratingView: HeartRatingView, didUpdate rating: Float) {
        finishedRatings.append(rating)
    }

    func heartRatingView(_ ratingView: HeartRatingView, isUpdating rating: Float) {
        liveRatings.append(rating)
    }
}
