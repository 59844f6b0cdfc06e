@_spi(CheckBaseline) import UIKitStandIn
import XCTest

final class UIViewHitTestingTests: XCTestCase {
    private let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    private let back = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    private let front = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))

    override func setUp() {
        super.setUp()
        root.addSubview(back)
        root.addSubview(front)
    }

    func testPointInside_isBoundsContains_halfOpen() {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        XCTAssertTrue(view.point(inside: .zero, with: nil))
        XCTAssertTrue(view.point(inside: CGPoint(x: 9.99, y: 9.99), with: nil))
        XCTAssertFalse(view.point(inside: CGPoint(x: 10, y: 5), with: nil))
        view.bounds.origin = CGPoint(x: 5, y: 5)
        XCTAssertFalse(view.point(inside: .zero, with: nil))
        XCTAssertTrue(view.point(inside: CGPoint(x: 14, y: 14), with: nil))
    }

    func testHitTest_prefersTheLastSubviewWhereSubviewsOverlap() {
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        XCTAssertTrue(root.hitTest(CGPoint(x: 90, y: 10), with: nil) === root)
    }

    func testHitTest_outsideTheReceiver_isNil_evenOverASubviewSpillingOut() {
        front.frame = CGRect(x: 90, y: 90, width: 60, height: 60)
        XCTAssertNil(root.hitTest(CGPoint(x: 120, y: 120), with: nil))
    }

    func testHitTest_skipsHiddenViews() {
        front.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        root.isHidden = true
        XCTAssertNil(root.hitTest(CGPoint(x: 50, y: 50), with: nil))
    }

    func testHitTest_skipsAlphaBelowOneHundredth() {
        front.alpha = 0.009
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        front.alpha = 0.01
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
    }

    func testHitTest_skipsViewsWithoutUserInteraction() {
        front.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(imageView)
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
    }

    func testHitTest_convertsIntoEachSubview() {
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 5, height: 5))
        front.addSubview(inner)
        XCTAssertTrue(root.hitTest(CGPoint(x: 52, y: 52), with: nil) === inner)
        XCTAssertTrue(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === front)
    }
}
