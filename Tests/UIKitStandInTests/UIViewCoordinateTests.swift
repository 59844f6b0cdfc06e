@_spi(CheckBaseline) import UIKitStandIn
import XCTest

final class UIViewCoordinateTests: XCTestCase {
    func testConvertPoint_betweenParentAndChild_offsetsByTheFrame() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        parent.addSubview(child)
        XCTAssertEqual(child.convert(CGPoint(x: 1, y: 2), to: parent), CGPoint(x: 11, y: 22))
        XCTAssertEqual(parent.convert(CGPoint(x: 11, y: 22), to: child), CGPoint(x: 1, y: 2))
        XCTAssertEqual(child.convert(CGPoint(x: 11, y: 22), from: parent), CGPoint(x: 1, y: 2))
    }

    func testConvertPoint_intoTheSameView_isExact() {
        let view = UIView(frame: CGRect(x: 0.1, y: 0.2, width: 30.3, height: 40))
        XCTAssertEqual(view.convert(CGPoint(x: 0.7, y: 1.1), from: view), CGPoint(x: 0.7, y: 1.1))
    }

    func testConvertPoint_throughABoundsOrigin() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let scroller = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 5, height: 5))
        root.addSubview(scroller)
        scroller.addSubview(child)
        scroller.bounds.origin = CGPoint(x: 5, y: 0)
        XCTAssertEqual(child.convert(CGPoint.zero, to: root), CGPoint(x: 105, y: 20))
        XCTAssertEqual(root.convert(CGPoint(x: 105, y: 20), to: child), .zero)
    }

    func testConvertPoint_throughAScaleTransform_turnsAroundTheAnchorPoint() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 80, y: 40, width: 40, height: 20))
        parent.addSubview(child)
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(child.convert(CGPoint.zero, to: parent), CGPoint(x: 60, y: 30))
        XCTAssertEqual(child.convert(CGPoint(x: 20, y: 10), to: parent), CGPoint(x: 100, y: 50))
        XCTAssertEqual(parent.convert(CGPoint(x: 60, y: 30), to: child), .zero)
    }

    func testConvertPoint_includesTheTransformsTranslation() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 80, y: 40, width: 40, height: 20))
        parent.addSubview(child)
        child.transform = CGAffineTransform(translationX: 5, y: 7)
        XCTAssertEqual(child.convert(CGPoint(x: 20, y: 10), to: parent), CGPoint(x: 105, y: 57))
        XCTAssertEqual(child.convert(CGPoint(x: 105, y: 57), from: parent), CGPoint(x: 20, y: 10))
    }

    func testConvertPoint_betweenSiblings_goesThroughTheirParent() {
        let parent = UIView(frame: CGRect(x: 1000, y: 1000, width: 200, height: 200))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let b = UIView(frame: CGRect(x: 50, y: 0, width: 20, height: 20))
        parent.addSubview(a)
        parent.addSubview(b)
        XCTAssertEqual(a.convert(CGPoint(x: 1, y: 1), to: b), CGPoint(x: -39, y: 11))
    }

    func testConvertPoint_nil_isTheTopmostSuperviewsSpace() {
        let root = UIView(frame: CGRect(x: 500, y: 500, width: 300, height: 300))
        let middle = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let leaf = UIView(frame: CGRect(x: 1, y: 2, width: 10, height: 10))
        root.addSubview(middle)
        middle.addSubview(leaf)
        XCTAssertEqual(leaf.convert(CGPoint.zero, to: nil), CGPoint(x: 11, y: 12))
        XCTAssertEqual(leaf.convert(CGPoint(x: 11, y: 12), from: nil), .zero)
        XCTAssertEqual(root.convert(CGPoint(x: 3, y: 4), to: nil), CGPoint(x: 3, y: 4))
    }

    func testConvertPoint_acrossHierarchies_identifiesTheirRootSpaces() {
        let rootA = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        rootA.addSubview(a)
        let rootB = UIView(frame: CGRect(x: 70, y: 70, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 0, y: 30, width: 10, height: 10))
        rootB.addSubview(b)
        XCTAssertEqual(a.convert(CGPoint.zero, to: b), CGPoint(x: 10, y: -30))
    }

    func testConvertRect_isTheBoundingBoxOfTheConvertedCorners() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        parent.addSubview(child)
        XCTAssertEqual(child.convert(CGRect(x: 1, y: 2, width: 3, height: 4), to: parent),
                       CGRect(x: 11, y: 22, width: 3, height: 4))
        XCTAssertEqual(parent.convert(CGRect(x: 11, y: 22, width: 3, height: 4), to: child),
                       CGRect(x: 1, y: 2, width: 3, height: 4))
        child.transform = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        XCTAssertEqual(child.convert(child.bounds, to: parent), child.frame)
        XCTAssertEqual(child.frame, CGRect(x: 5, y: 25, width: 40, height: 30))
        XCTAssertEqual(child.convert(CGRect(x: 5, y: 25, width: 40, height: 30), from: parent), child.bounds)
    }
}
