@_spi(CheckBaseline) import UIKitStandIn
import XCTest

final class CGAffineTransformTests: XCTestCase {
    func testInitWithComponents_keepsEveryComponent() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        XCTAssertEqual([t.a, t.b, t.c, t.d, t.tx, t.ty], [1, 2, 3, 4, 5, 6])
    }

    func testScale_mapsPointComponentwise() {
        let point = CGPoint(x: 3, y: 4).applying(CGAffineTransform(scaleX: 2, y: 0.5))
        XCTAssertEqual(point, CGPoint(x: 6, y: 2))
    }

    func testTranslation_movesPoint() {
        let point = CGPoint(x: 3, y: 4).applying(CGAffineTransform(translationX: 10, y: -2))
        XCTAssertEqual(point, CGPoint(x: 13, y: 2))
    }

    func testRotationQuarterTurn_turnsXAxisOntoYAxis() {
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(t.b, 1)
        XCTAssertEqual(t.c, -1)
        XCTAssertEqual(t.a, cos(CGFloat.pi / 2))
        let point = CGPoint(x: 1, y: 0).applying(t)
        XCTAssertEqual(point.x, 0, accuracy: 1e-15)
        XCTAssertEqual(point.y, 1)
    }

    func testIdentity_isOneOnTheDiagonalAndNoTranslation() {
        XCTAssertEqual(CGAffineTransform.identity, CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertTrue(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
        XCTAssertFalse(CGAffineTransform(translationX: 0, y: 1e-9).isIdentity)
    }

    func testEquality_comparesEveryComponent() {
        XCTAssertEqual(CGAffineTransform(scaleX: 2, y: 3), CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        XCTAssertNotEqual(CGAffineTransform(scaleX: 2, y: 3), CGAffineTransform(scaleX: 3, y: 2))
    }

    func testConcatenating_appliesReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let shift = CGAffineTransform(translationX: 10, y: 0)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(scale.concatenating(shift)), CGPoint(x: 12, y: 2))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(shift.concatenating(scale)), CGPoint(x: 22, y: 2))
    }

    func testScaledBy_scalesBeforeTheReceiver() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        XCTAssertEqual(t, CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 12, y: 3))
    }

    func testTranslatedBy_translatesBeforeTheReceiver() {
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 1)
        XCTAssertEqual(t, CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 2))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 12, y: 4))
    }

    func testRotatedBy_rotatesBeforeTheReceiver() {
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        XCTAssertEqual(t.tx, 10)
        let point = CGPoint(x: 1, y: 0).applying(t)
        XCTAssertEqual(point.x, 10, accuracy: 1e-15)
        XCTAssertEqual(point.y, 1)
        XCTAssertEqual(CGAffineTransform.identity.rotated(by: 0.3), CGAffineTransform(rotationAngle: 0.3))
    }

    func testInverted_undoesScaleAndTranslation() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
        XCTAssertEqual(t.inverted(), CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
        XCTAssertEqual(CGPoint(x: 7, y: -1).applying(t).applying(t.inverted()), CGPoint(x: 7, y: -1))
    }

    func testInverted_singularTransform_isReturnedUnchanged() {
        let singular = CGAffineTransform(scaleX: 0, y: 3)
        XCTAssertEqual(singular.inverted(), singular)
        let collapsed = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(collapsed.inverted(), collapsed)
    }
}
