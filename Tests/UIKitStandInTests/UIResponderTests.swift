@_spi(CheckBaseline) import UIKitStandIn
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

    func testRespondsTo_UIKitsOwnSelectors_andTheirSubclasses_areAnswered() {
        let answered = reasonsReported {
            XCTAssertTrue(UIView().responds(to: NSSelectorFromString("setFrame:")))
            XCTAssertTrue(UIImageView().responds(to: NSSelectorFromString("setHidden:")), "inherited from UIView")
            XCTAssertTrue(UIView().responds(to: NSSelectorFromString("touchesBegan:withEvent:")))
            XCTAssertTrue(UIView().responds(to: NSSelectorFromString("setAccessibilityValue:")))
        }
        XCTAssertEqual(answered, [])
    }

    func testRespondsTo_aRegisteredSelector_isAnsweredForTheClassAndItsSubclasses() {
        final class Exposing: UIView {}
        final class Deriving: UIView {}
        StandInObjectiveC.expose(["setImageContentMode:"], on: Exposing.self)
        let reasons = reasonsReported {
            XCTAssertTrue(Exposing().responds(to: NSSelectorFromString("setImageContentMode:")))
            XCTAssertFalse(Deriving().responds(to: NSSelectorFromString("setImageContentMode:")))
        }
        XCTAssertEqual(reasons.count, 1, "the class that does not register it cannot be answered for")
    }

    func testRespondsTo_anUnknownSelector_isReportedAsNotVerifiable_andAnswersNo() {
        let reasons = reasonsReported {
            XCTAssertFalse(UIView().responds(to: NSSelectorFromString("setImageContentMode:")))
            XCTAssertFalse(UIView().responds(to: nil))
        }
        XCTAssertEqual(reasons.count, 2)
        XCTAssertTrue(reasons[0].hasPrefix("responds(to: setImageContentMode:)"), reasons[0])
    }

    /// What the stand-in reported as not verifiable while `body` ran.
    private func reasonsReported(_ body: () -> Void) -> [String] {
        var reasons: [String] = []
        let previous = StandInRecorder.notVerifiableHandler
        StandInRecorder.notVerifiableHandler = { reasons.append($0) }
        defer { StandInRecorder.notVerifiableHandler = previous }
        body()
        return reasons
    }
}
