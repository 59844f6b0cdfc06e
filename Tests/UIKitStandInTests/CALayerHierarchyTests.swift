@_spi(CheckBaseline) import UIKitStandIn
import XCTest

final class CALayerHierarchyTests: XCTestCase {
    func testNewLayer_hasNoSublayersNoSuperlayerAndDefaults() {
        let layer = CALayer()
        XCTAssertNil(layer.sublayers)
        XCTAssertNil(layer.superlayer)
        XCTAssertNil(layer.mask)
        XCTAssertNil(layer.backgroundColor)
        XCTAssertFalse(layer.isHidden)
        XCTAssertFalse(layer.masksToBounds)
    }

    func testAddSublayer_appendsAndSetsSuperlayer() {
        let parent = CALayer(), first = CALayer(), second = CALayer()
        parent.addSublayer(first)
        parent.addSublayer(second)
        XCTAssertEqual(parent.sublayers, [first, second])
        XCTAssertTrue(second.superlayer === parent)
    }

    func testAddSublayer_alreadyASublayer_movesToTheEnd() {
        let parent = CALayer(), first = CALayer(), second = CALayer()
        parent.addSublayer(first)
        parent.addSublayer(second)
        parent.addSublayer(first)
        XCTAssertEqual(parent.sublayers, [second, first])
    }

    func testAddSublayer_fromAnotherSuperlayer_removesItThere() {
        let old = CALayer(), new = CALayer(), child = CALayer()
        old.addSublayer(child)
        new.addSublayer(child)
        XCTAssertNil(old.sublayers)
        XCTAssertTrue(child.superlayer === new)
    }

    func testInsertSublayer_atIndex_placesIt_pastTheEnd_appends() {
        let parent = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
        parent.addSublayer(a)
        parent.addSublayer(b)
        parent.insertSublayer(c, at: 1)
        XCTAssertEqual(parent.sublayers, [a, c, b])
        parent.insertSublayer(a, at: 10)
        XCTAssertEqual(parent.sublayers, [c, b, a])
    }

    func testRemoveFromSuperlayer_detachesAndEmptiesToNil() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        child.removeFromSuperlayer()
        XCTAssertNil(parent.sublayers)
        XCTAssertNil(child.superlayer)
    }

    func testMask_isHeldButIsNotASublayer() {
        let layer = CALayer(), mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 5, height: 10)
        mask.backgroundColor = UIColor.black.cgColor
        layer.mask = mask
        XCTAssertTrue(layer.mask === mask)
        XCTAssertNil(layer.sublayers)
        XCTAssertEqual(layer.mask?.backgroundColor, CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    }
}
