@_spi(CheckBaseline) import UIKitStandIn
import XCTest

final class CGGeometryApplyingTests: XCTestCase {
    private let quarterTurnAndShift = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 5, ty: 0)

    func testPointApplying_usesAllSixComponents() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(CGPoint(x: 10, y: 100).applying(t), CGPoint(x: 1 * 10 + 3 * 100 + 5, y: 2 * 10 + 4 * 100 + 6))
    }

    func testSizeApplying_ignoresTranslationAndKeepsSign() {
        let t = CGAffineTransform(a: 2, b: 1, c: 0, d: -1, tx: 100, ty: 100)
        XCTAssertEqual(CGSize(width: 10, height: 5).applying(t), CGSize(width: 20, height: 5))
        XCTAssertEqual(CGSize(width: 10, height: 5).applying(CGAffineTransform(scaleX: -1, y: 1)),
                       CGSize(width: -10, height: 5))
    }

    func testRectApplying_quarterTurn_isBoundingBoxOfTurnedCorners() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20).applying(quarterTurnAndShift)
        XCTAssertEqual(rect, CGRect(x: -15, y: 0, width: 20, height: 10))
    }

    func testRectApplying_rotationBy45Degrees_growsToTheBoundingBox() {
        let rect = CGRect(x: -5, y: -5, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 4))
        XCTAssertEqual(rect.width, 10 * 2.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(rect.height, 10 * 2.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(rect.midX, 0, accuracy: 1e-12)
    }

    func testRectApplying_negativeScale_isStandardized() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(scaleX: -2, y: 1))
        XCTAssertEqual(rect.origin, CGPoint(x: -8, y: 2))
        XCTAssertEqual(rect.size, CGSize(width: 6, height: 4))
    }

    func testRectApplying_negativeSizeInput_usesItsRealCorners() {
        let rect = CGRect(x: 10, y: 0, width: -4, height: 2).applying(CGAffineTransform(translationX: 1, y: 1))
        XCTAssertEqual(rect, CGRect(x: 7, y: 1, width: 4, height: 2))
        XCTAssertEqual(rect.size.width, 4)
    }

    func testRectApplying_nullRect_staysNull() {
        XCTAssertTrue(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }
}
