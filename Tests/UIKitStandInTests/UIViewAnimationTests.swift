@_spi(CheckBaseline) import UIKitStandIn
import XCTest

final class UIViewAnimationTests: XCTestCase {
    private let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    private let shrunk = CGAffineTransform(scaleX: 0.1, y: 0.1)

    override func setUp() {
        super.setUp()
        StandInRecorder.reset()
    }

    override func tearDown() {
        StandInRecorder.reset()
        super.tearDown()
    }

    func testOptions_haveUIKitsRawValues() {
        let options: [(UIView.AnimationOptions, UInt)] = [
            (.layoutSubviews, 1 << 0), (.allowUserInteraction, 1 << 1), (.beginFromCurrentState, 1 << 2),
            (.repeat, 1 << 3), (.autoreverse, 1 << 4), (.overrideInheritedDuration, 1 << 5),
            (.overrideInheritedCurve, 1 << 6), (.allowAnimatedContent, 1 << 7), (.showHideTransitionViews, 1 << 8),
            (.overrideInheritedOptions, 1 << 9), (.curveEaseInOut, 0), (.curveEaseIn, 1 << 16),
            (.curveEaseOut, 2 << 16), (.curveLinear, 3 << 16),
        ]
        for (option, rawValue) in options {
            XCTAssertEqual(option.rawValue, rawValue)
        }
    }

    func testAnimate_runsTheBlockAtOnce_soTheModelHasTheFinalValue() {
        view.transform = shrunk
        UIView.animate(withDuration: 0.3) { self.view.transform = .identity }
        XCTAssertTrue(view.transform.isIdentity)
        XCTAssertEqual(StandInRecorder.animations.count, 1)
        let animation = StandInRecorder.animations[0]
        XCTAssertEqual(animation.duration, 0.3)
        XCTAssertEqual(animation.delay, 0)
        XCTAssertEqual(animation.options, [])
        XCTAssertNil(animation.springDamping)
        XCTAssertNil(animation.initialSpringVelocity)
        XCTAssertEqual(animation.changes, [.transform(view, from: shrunk, to: .identity)])
    }

    func testSpringAnimation_recordsDampingVelocityDelayAndOptions() {
        view.transform = shrunk
        UIView.animate(withDuration: 0.5, delay: 0.25, usingSpringWithDamping: 0.35, initialSpringVelocity: 6,
                       options: [.allowUserInteraction, .beginFromCurrentState],
                       animations: { self.view.transform = .identity })
        let animation = StandInRecorder.animations[0]
        XCTAssertEqual(animation.duration, 0.5)
        XCTAssertEqual(animation.delay, 0.25)
        XCTAssertEqual(animation.springDamping, 0.35)
        XCTAssertEqual(animation.initialSpringVelocity, 6)
        XCTAssertEqual(animation.options.rawValue, 0b110)
        XCTAssertEqual(animation.changes, [.transform(view, from: shrunk, to: .identity)])
        XCTAssertTrue(view.transform.isIdentity)
    }

    func testDelayVariant_recordsDelayAndOptions_andOtherAnimatableProperties() {
        UIView.animate(withDuration: 1, delay: 2, options: [.curveLinear], animations: {
            self.view.frame = CGRect(x: 1, y: 1, width: 5, height: 5)
            self.view.bounds.size = CGSize(width: 6, height: 6)
            self.view.center = CGPoint(x: 3, y: 3)
            self.view.alpha = 0.5
            self.view.backgroundColor = .red
        })
        let animation = StandInRecorder.animations[0]
        XCTAssertEqual(animation.delay, 2)
        XCTAssertEqual(animation.options, .curveLinear)
        XCTAssertEqual(animation.changes, [.property("frame", of: view), .property("bounds", of: view),
                                           .property("center", of: view), .property("alpha", of: view),
                                           .property("backgroundColor", of: view)])
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 6, height: 6))
        XCTAssertEqual(view.alpha, 0.5)
    }

    func testCompletion_runsOnlyWhenTheAnimationsEnd_withTrue() {
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.2, animations: {}, completion: { finished.append($0) })
        UIView.animate(withDuration: 0.2, delay: 0, options: [], animations: {}, completion: { finished.append(!$0) })
        XCTAssertEqual(finished, [])
        StandInRecorder.completeAnimations()
        XCTAssertEqual(finished, [true, false])
        StandInRecorder.completeAnimations()
        XCTAssertEqual(finished, [true, false])
    }

    /// A block's animation is attached to the layer of each view it changes, keyed by the property, and stays
    /// until removed; a layer nothing animated has none (nil, as CALayer's answer for no keys).
    func testAnAnimationBlock_attachesAnAnimationPerProperty_untilRemoved() {
        let other = UIView(frame: .zero)
        XCTAssertNil(view.layer.animationKeys())
        view.transform = shrunk
        UIView.animate(withDuration: 2) {
            self.view.transform = .identity
            self.view.alpha = 0.5
        }
        XCTAssertEqual(view.layer.animationKeys(), ["transform", "alpha"])
        XCTAssertNil(other.layer.animationKeys())
        view.layer.removeAllAnimations()
        XCTAssertNil(view.layer.animationKeys())
    }

    func testChangesOutsideABlock_areNotRecorded() {
        view.transform = shrunk
        view.alpha = 0.3
        UIView.animate(withDuration: 0.1) {}
        XCTAssertEqual(StandInRecorder.animations.map(\.changes), [[]])
    }

    func testNestedAnimation_keepsItsChangesToItself() {
        UIView.animate(withDuration: 1) {
            self.view.alpha = 0.5
            UIView.animate(withDuration: 2) { self.view.transform = self.shrunk }
        }
        XCTAssertEqual(StandInRecorder.animations.map(\.duration), [2, 1])
        XCTAssertEqual(StandInRecorder.animations.map(\.changes),
                       [[.transform(view, from: .identity, to: shrunk)], [.property("alpha", of: view)]])
    }

    func testReset_clearsAnimationsPendingCompletionsAndTouchReads() {
        var completed = false
        UIView.animate(withDuration: 0.2, animations: {}, completion: { _ in completed = true })
        _ = UITouch(standInLocation: .zero, in: nil).location(in: nil)
        StandInRecorder.reset()
        StandInRecorder.completeAnimations()
        XCTAssertFalse(completed)
        XCTAssertTrue(StandInRecorder.animations.isEmpty)
        XCTAssertTrue(StandInRecorder.touchReads.isEmpty)
    }
}
