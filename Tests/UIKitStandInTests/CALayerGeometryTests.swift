@_spi(CheckBaseline) import UIKitStandIn
import XCTest

final class CALayerGeometryTests: XCTestCase {
    private let quarterTurn = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)

    private func layer(bounds: CGRect, position: CGPoint) -> CALayer {
        let layer = CALayer()
        layer.bounds = bounds
        layer.position = position
        return layer
    }

    func testNewLayer_hasZeroGeometryCentredAnchorAndIdentityTransform() {
        let layer = CALayer()
        XCTAssertEqual(layer.bounds, .zero)
        XCTAssertEqual(layer.position, .zero)
        XCTAssertEqual(layer.anchorPoint, CGPoint(x: 0.5, y: 0.5))
        XCTAssertEqual(layer.frame, .zero)
        XCTAssertTrue(layer.affineTransform().isIdentity)
    }

    func testFrame_identity_isPositionMinusAnchorPointTimesSize() {
        let layer = layer(bounds: CGRect(x: 0, y: 0, width: 40, height: 20), position: CGPoint(x: 100, y: 50))
        XCTAssertEqual(layer.frame, CGRect(x: 80, y: 40, width: 40, height: 20))
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        XCTAssertEqual(layer.frame, CGRect(x: 100, y: 30, width: 40, height: 20))
    }

    func testFrame_ignoresBoundsOrigin() {
        let layer = layer(bounds: CGRect(x: 7, y: 9, width: 40, height: 20), position: CGPoint(x: 100, y: 50))
        XCTAssertEqual(layer.frame, CGRect(x: 80, y: 40, width: 40, height: 20))
    }

    func testFrame_readBackThroughPosition_roundsLikeCoreAnimation() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0.1, y: 30.6, width: 20, height: 20)
        XCTAssertEqual(layer.position, CGPoint(x: 0.1 + 0.5 * 20, y: 30.6 + 0.5 * 20))
        XCTAssertEqual(layer.frame.origin.x, (0.1 + 10) - 10)
        XCTAssertEqual(layer.frame.origin.y, (30.6 + 10) - 10)
        XCTAssertNotEqual(layer.frame.origin.x, 0.1, "the frame is not stored: 0.1 comes back as 0.09999999999999964")
        XCTAssertEqual(layer.frame.size, CGSize(width: 20, height: 20))
    }

    func testFrameSetter_setsPositionFromAnchorPointAndKeepsBoundsOrigin() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 5, y: 7, width: 1, height: 1)
        layer.anchorPoint = CGPoint(x: 0.25, y: 1)
        layer.frame = CGRect(x: 10, y: 20, width: 40, height: 8)
        XCTAssertEqual(layer.position, CGPoint(x: 20, y: 28))
        XCTAssertEqual(layer.bounds, CGRect(x: 5, y: 7, width: 40, height: 8))
        XCTAssertEqual(layer.frame, CGRect(x: 10, y: 20, width: 40, height: 8))
    }

    /// Core Animation keeps bounds standardized: a negative size moves the origin by it.
    func testNegativeBoundsSize_isStoredStandardized() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: -100, height: 10)
        XCTAssertEqual(layer.bounds, CGRect(x: -100, y: 0, width: 100, height: 10))
        XCTAssertEqual(layer.bounds.origin.x, layer.bounds.minX)
    }

    /// The device measurement: a view made with frame {617, 325, −275, −275} reads back frame
    /// {342, 50, 275, 275} and bounds origin (−275, −275); a later frame keeps that bounds origin.
    func testNegativeFrameSize_readsBackStandardizedWithTheBoundsOriginMoved() {
        let layer = CALayer()
        layer.frame = CGRect(x: 617, y: 325, width: -275, height: -275)
        XCTAssertEqual(layer.frame, CGRect(x: 342, y: 50, width: 275, height: 275))
        XCTAssertEqual(layer.bounds.origin, CGPoint(x: -275, y: -275))
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(layer.bounds, CGRect(x: -275, y: -275, width: 10, height: 10))
    }

    func testAffineTransform_readsBackWhatWasSet() {
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 3))
        XCTAssertEqual(layer.affineTransform(), CGAffineTransform(scaleX: 2, y: 3))
    }

    func testFrame_scaleTransform_isScaledAroundPosition() {
        let layer = layer(bounds: CGRect(x: 0, y: 0, width: 40, height: 20), position: CGPoint(x: 100, y: 50))
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 0.5))
        XCTAssertEqual(layer.frame, CGRect(x: 60, y: 45, width: 80, height: 10))
        XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    func testFrame_quarterTurn_isBoundingBoxWithSwappedSides() {
        let layer = layer(bounds: CGRect(x: 0, y: 0, width: 40, height: 20), position: CGPoint(x: 100, y: 50))
        layer.setAffineTransform(quarterTurn)
        XCTAssertEqual(layer.frame, CGRect(x: 90, y: 30, width: 20, height: 40))
    }

    func testFrame_translationTransform_movesFrame() {
        let layer = layer(bounds: CGRect(x: 0, y: 0, width: 40, height: 20), position: CGPoint(x: 100, y: 50))
        layer.setAffineTransform(CGAffineTransform(translationX: 5, y: -3))
        XCTAssertEqual(layer.frame, CGRect(x: 85, y: 37, width: 40, height: 20))
    }

    func testFrameSetter_scaleTransform_setsUntransformedBoundsSize() {
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        layer.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        XCTAssertEqual(layer.bounds.size, CGSize(width: 40, height: 20))
        XCTAssertEqual(layer.position, CGPoint(x: 40, y: 20))
        XCTAssertEqual(layer.frame, CGRect(x: 0, y: 0, width: 80, height: 40))
    }

    func testFrameSetter_translationTransform_placesPositionBeforeTheTranslation() {
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(translationX: 5, y: 0))
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(layer.position, CGPoint(x: 0, y: 5))
        XCTAssertEqual(layer.frame, CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    func testFrameSetter_quarterTurn_swapsBoundsSides() {
        let layer = CALayer()
        layer.setAffineTransform(quarterTurn)
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
        XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(layer.position, CGPoint(x: 10, y: 20))
        XCTAssertEqual(layer.frame, CGRect(x: 0, y: 0, width: 20, height: 40))
    }

    func testFrameSetter_45DegreeRotation_approximatesBoundsByInverseBoundingBox() {
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(layer.bounds.width, 10 * 2.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(layer.bounds.height, 10 * 2.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(layer.position, CGPoint(x: 5, y: 5))
    }
}
