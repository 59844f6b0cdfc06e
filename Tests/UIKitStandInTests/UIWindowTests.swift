@_spi(CheckBaseline) import UIKitStandIn
import XCTest

/// A window, its root view controller, and the end of a run-loop turn (`standInCommit()`).
final class UIWindowTests: XCTestCase {
    /// Logs each `layoutSubviews()` and `draw(_:)` by name into a shared log.
    private final class LoggingView: UIView {
        var name = ""
        var record: (String) -> Void = { _ in }
        override func layoutSubviews() {
            super.layoutSubviews()
            record("layout " + name)
        }
        override func draw(_ rect: CGRect) {
            record("draw " + name)
        }
    }

    private var log: [String] = []

    private func loggingView(_ name: String) -> LoggingView {
        let view = LoggingView()
        view.name = name
        view.record = { [unowned self] in self.log.append($0) }
        return view
    }

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
        let parent = loggingView("parent"), child = loggingView("child"), idle = loggingView("idle")
        window.addSubview(parent)
        parent.addSubview(child)
        window.addSubview(idle)
        window.standInCommit()
        log = []
        window.standInCommit()
        XCTAssertEqual(log, [], "nothing was marked since the last commit")
        child.setNeedsLayout()
        parent.setNeedsLayout()
        XCTAssertEqual(log, [], "a mark returns at once; the layout waits for the commit")
        window.standInCommit()
        XCTAssertEqual(log, ["layout parent", "layout child"])
        XCTAssertFalse(child.standInNeedsLayout)
    }

    func testCommit_drawsMarkedViewsOnce() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = loggingView("view")
        window.addSubview(view)
        window.standInCommit()
        log = []
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        window.standInCommit()
        window.standInCommit()
        XCTAssertEqual(log, ["draw view"])
    }
}
