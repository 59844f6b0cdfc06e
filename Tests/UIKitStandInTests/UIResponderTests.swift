import UIKitStandIn
import XCTest

final class UIResponderTests: XCTestCase {
    private final class RecordingView: UIView {
        var received: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { received.append("began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { received.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { received.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            received.append("cancelled")
        }
    }

    func testNext_isNilForAPlainResponder_andTheSuperviewForAView() {
        XCTAssertNil(UIResponder().next)
        let parent = UIView(), child = UIView()
        XCTAssertNil(child.next)
        parent.addSubview(child)
        XCTAssertTrue(child.next === parent)
    }

    func testDefaultTouchMethods_forwardToTheNextResponder() {
        let parent = RecordingView(), child = UIView()
        parent.addSubview(child)
        let touches: Set<UITouch> = [UITouch(standInLocation: .zero, in: child)]
        child.touchesBegan(touches, with: nil)
        child.touchesMoved(touches, with: UIEvent())
        child.touchesEnded(touches, with: nil)
        child.touchesCancelled(touches, with: nil)
        XCTAssertEqual(parent.received, ["began", "moved", "ended", "cancelled"])
    }

    func testDefaultTouchMethods_withoutNextResponder_doNothing() {
        let view = UIView()
        view.touchesBegan([UITouch(standInLocation: .zero, in: view)], with: nil)
        XCTAssertNil(view.next)
    }
}
