@_spi(CheckBaseline) import UIKitStandIn
import XCTest

final class UIViewDisplayTests: XCTestCase {
    func testSetNeedsDisplay_isMarked_andDrawWaitsForACommit() {
        final class Drawing: UIView {
            var drawn = 0
            override func draw(_ rect: CGRect) { drawn += 1 }
        }
        let view = Drawing(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertFalse(view.standInNeedsDisplay)
        view.setNeedsDisplay()
        view.layoutIfNeeded()
        XCTAssertTrue(view.standInNeedsDisplay)
        XCTAssertEqual(view.drawn, 0)
    }

    func testTintColor_isInheritedFromTheSuperview_elseTheSystemBlue() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        XCTAssertEqual(child.tintColor, UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
        parent.tintColor = .red
        XCTAssertEqual(child.tintColor, .red)
        child.tintColor = .green
        XCTAssertEqual(child.tintColor, .green)
    }

    func testScreenAndTraits_areADevicesScaleOfTwo_andALightStyle_unlessTheEnvironmentSaysOtherwise() {
        XCTAssertEqual(UIScreen.main.scale, 2)
        XCTAssertEqual(UIView().traitCollection.displayScale, 2)
        XCTAssertEqual(UIView().traitCollection.userInterfaceStyle, .light)
        StandInEnvironment.screenScale = 3
        StandInEnvironment.interfaceStyle = .dark
        defer {
            StandInEnvironment.screenScale = 2
            StandInEnvironment.interfaceStyle = .light
        }
        XCTAssertEqual(UIScreen.main.scale, 3)
        XCTAssertEqual(UIView().traitCollection.displayScale, 3)
        XCTAssertEqual(UIView().traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(UIGraphicsImageRendererFormat.preferred().scale, 1, "images are still rendered at 1")
    }
}
