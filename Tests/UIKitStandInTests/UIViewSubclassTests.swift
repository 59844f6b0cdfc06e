@_spi(CheckBaseline) import UIKitStandIn
import XCTest

/// A control defined outside the stand-in's module, overriding what a UIKit control such as a rating view does.
private final class OverridingControl: UIView {
    var events: [String] = []
    var value = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        events.append("init(frame:)")
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        events.append("init(coder:)")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        events.append("layoutSubviews \(bounds.width)")
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: 25 * 5, height: 25)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        events.append("touchesBegan \(touch.location(in: self).x)")
    }

    override func accessibilityIncrement() {
        value += 1
    }

    override func accessibilityDecrement() {
        value -= 1
    }
}

final class UIViewSubclassTests: XCTestCase {
    func testSubclass_overridesDesignatedInitializers_andInheritsInit() {
        XCTAssertEqual(OverridingControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).events, ["init(frame:)"])
        XCTAssertEqual(OverridingControl(coder: NSCoder())?.events, ["init(coder:)"])
        XCTAssertEqual(OverridingControl().events, ["init(frame:)"])
    }

    func testSubclass_layoutSubviewsOverride_runsFromLayoutIfNeeded() {
        let control = OverridingControl(frame: CGRect(x: 0, y: 0, width: 125, height: 25))
        control.layoutIfNeeded()
        XCTAssertEqual(control.events, ["init(frame:)", "layoutSubviews 125.0"])
    }

    func testSubclass_intrinsicContentSizeOverride_isWhatTheBaseTypeReports() {
        let view: UIView = OverridingControl()
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 125, height: 25))
    }

    func testSubclass_touchesBeganOverride_receivesTheTouch() {
        let control = OverridingControl(frame: CGRect(x: 0, y: 0, width: 125, height: 25))
        let responder: UIResponder = control
        responder.touchesBegan([UITouch(standInLocation: CGPoint(x: 60, y: 5), in: control)], with: nil)
        XCTAssertEqual(control.events.last, "touchesBegan 60.0")
    }

    func testSubclass_accessibilityAdjustmentOverrides_runThroughTheBaseType() {
        let control = OverridingControl()
        let view: UIView = control
        view.accessibilityIncrement()
        view.accessibilityIncrement()
        view.accessibilityDecrement()
        XCTAssertEqual(control.value, 1)
    }
}
