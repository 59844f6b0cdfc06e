@_spi(CheckBaseline) import UIKitStandIn
import XCTest

/// A window, its root view controller, and the end of a run-loop turn (`standInCommit()`).
final class UIWindowTests: XCTestCase {
    private let log = ViewLog()

    func testRootViewController_installsItsViewSizedToTheWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let first = UIViewController(), second = UIViewController()
        window.rootViewController = first
        XCTAssertTrue(first.view.superview === window)
        XCTAssertEqual(first.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = second
        XCTAssertNil(first.view.superview, "the old content view leaves the window")
        XCTAssertTrue(second.view.superview === window)
    }

    func testCommit_laysOutMarkedViewsTopDownAndOnlyThem() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let parent = log.view("parent"), child = log.view("child"), idle = log.view("idle")
        window.addSubview(parent)
        parent.addSubview(child)
        window.addSubview(idle)
        window.standInCommit()
        log.clear()
        window.standInCommit()
        XCTAssertEqual(log.entries, [], "nothing was marked since the last commit")
        child.setNeedsLayout()
        parent.setNeedsLayout()
        XCTAssertEqual(log.entries, [], "a mark returns at once; the layout waits for the commit")
        window.standInCommit()
        XCTAssertEqual(log.entries, ["parent", "child"])
        XCTAssertFalse(child.standInNeedsLayout)
    }

    func testCommit_drawsMarkedViewsOnce() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = log.view("view")
        window.addSubview(view)
        window.standInCommit()
        log.clear()
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        window.standInCommit()
        window.standInCommit()
        XCTAssertEqual(log.entries, ["draw view"])
    }
}
