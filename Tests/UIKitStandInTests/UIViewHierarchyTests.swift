@_spi(CheckBaseline) import UIKitStandIn
import XCTest

final class UIViewHierarchyTests: XCTestCase {
    func testAddSubview_appendsInOrderAndMirrorsTheLayers() {
        let parent = UIView(), a = UIView(), b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        XCTAssertEqual(parent.subviews, [a, b])
        XCTAssertTrue(a.superview === parent)
        XCTAssertEqual(parent.layer.sublayers, [a.layer, b.layer])
    }

    func testAddSubview_existingSubview_movesToTheEnd() {
        let parent = UIView(), a = UIView(), b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(a)
        XCTAssertEqual(parent.subviews, [b, a])
        XCTAssertEqual(parent.layer.sublayers, [b.layer, a.layer])
    }

    func testAddSubview_fromAnotherSuperview_removesItThereFirst() {
        let old = UIView(), new = UIView(), child = UIView()
        old.addSubview(child)
        new.addSubview(child)
        XCTAssertEqual(old.subviews, [])
        XCTAssertNil(old.layer.sublayers)
        XCTAssertTrue(child.superview === new)
    }

    func testInsertSubview_atIndex_placesViewAndLayer() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        XCTAssertEqual(parent.subviews, [c, a, b])
        XCTAssertEqual(parent.layer.sublayers, [c.layer, a.layer, b.layer])
        parent.insertSubview(c, at: 3)
        XCTAssertEqual(parent.subviews, [a, b, c])
        XCTAssertEqual(parent.layer.sublayers, [a.layer, b.layer, c.layer])
    }

    func testRemoveFromSuperview_detachesViewAndLayer() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        child.removeFromSuperview()
        XCTAssertEqual(parent.subviews, [])
        XCTAssertNil(child.superview)
        XCTAssertNil(child.layer.superlayer)
        child.removeFromSuperview()
        XCTAssertNil(child.superview)
    }

    func testSuperview_isWeak() {
        let child = UIView()
        do {
            let parent = UIView()
            parent.addSubview(child)
            XCTAssertNotNil(child.superview)
        }
        XCTAssertNil(child.superview)
    }
}
