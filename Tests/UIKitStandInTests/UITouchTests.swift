@_spi(CheckBaseline) import UIKitStandIn
import XCTest

final class UITouchTests: XCTestCase {
    private let window = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    private let control = UIView(frame: CGRect(x: 100, y: 200, width: 125, height: 25))

    override func setUp() {
        super.setUp()
        window.addSubview(control)
        StandInRecorder.reset()
    }

    override func tearDown() {
        StandInRecorder.reset()
        super.tearDown()
    }

    func testLocation_inItsOwnView_isExactlyTheGivenPoint() {
        let touch = UITouch(standInLocation: CGPoint(x: 30.6, y: 0.1), in: control)
        XCTAssertEqual(touch.location(in: control), CGPoint(x: 30.6, y: 0.1))
        XCTAssertTrue(touch.view === control)
    }

    func testLocation_inAnotherView_isConverted() {
        let touch = UITouch(standInLocation: CGPoint(x: 10, y: 5), in: control)
        XCTAssertEqual(touch.location(in: window), CGPoint(x: 110, y: 205))
        XCTAssertEqual(touch.location(in: nil), CGPoint(x: 110, y: 205))
    }

    func testLocation_givenInWindowCoordinates_isConvertedIntoTheView() {
        let touch = UITouch(standInLocation: CGPoint(x: 110, y: 205), in: nil)
        XCTAssertEqual(touch.location(in: control), CGPoint(x: 10, y: 5))
        XCTAssertEqual(touch.location(in: nil), CGPoint(x: 110, y: 205))
        XCTAssertNil(touch.view)
    }

    func testLocation_followsTheViewsTransform() {
        control.transform = CGAffineTransform(scaleX: 2, y: 2)
        let touch = UITouch(standInLocation: CGPoint(x: 162.5, y: 212.5), in: window)
        XCTAssertEqual(touch.location(in: control), CGPoint(x: 62.5, y: 12.5))
    }

    func testPreviousLocation_isTheLocationUntilTheTouchMoves() {
        let touch = UITouch(standInLocation: CGPoint(x: 10, y: 5), in: control)
        XCTAssertEqual(touch.previousLocation(in: control), CGPoint(x: 10, y: 5))
        touch.standInMove(to: CGPoint(x: 40, y: 6), phase: .moved)
        XCTAssertEqual(touch.location(in: control), CGPoint(x: 40, y: 6))
        XCTAssertEqual(touch.previousLocation(in: window), CGPoint(x: 110, y: 205))
        XCTAssertEqual(touch.phase, .moved)
    }

    func testPhaseAndTapCount_defaults() {
        let touch = UITouch(standInLocation: .zero, in: control)
        XCTAssertEqual(touch.phase, .began)
        XCTAssertEqual(touch.tapCount, 1)
        XCTAssertEqual(UITouch(standInLocation: .zero, in: control, phase: .ended).phase, .ended)
    }

    func testPhase_hasUIKitsRawValues() {
        let phases: [UITouch.Phase] = [.began, .moved, .stationary, .ended, .cancelled]
        XCTAssertEqual(phases.map(\.rawValue), [0, 1, 2, 3, 4])
    }

    func testTouchReads_recordWhichTouchOfASetWasRead() {
        let first = UITouch(standInLocation: CGPoint(x: 1, y: 1), in: control)
        let second = UITouch(standInLocation: CGPoint(x: 2, y: 2), in: control)
        _ = second.location(in: control)
        _ = first.previousLocation(in: nil)
        _ = second.location(in: window)
        XCTAssertEqual(StandInRecorder.touchReads,
                       [ObjectIdentifier(second), ObjectIdentifier(first), ObjectIdentifier(second)])
    }

    /// Touches made alike after a reset come out of a set in the same order, wherever they are in memory.
    func testASetOfTouches_hasTheSameOrderForTheSameCase() {
        func order() -> (touches: [UITouch], xs: [CGFloat]) {
            StandInRecorder.reset()
            let touches = (0..<8).map { UITouch(standInLocation: CGPoint(x: CGFloat($0), y: 0), in: control) }
            return (touches, Set(touches).map { $0.location(in: control).x })
        }
        let first = order()
        let second = order()  // the first round's touches are still alive: these are elsewhere in memory
        XCTAssertEqual(first.xs, second.xs)
        XCTAssertEqual(first.touches.map(\.hash), Array(0..<8))
        XCTAssertEqual(Set(first.touches).count, 8, "distinct touches stay distinct")
    }

    /// `UITouch()` makes a began touch a subclass places by answering `location(in:)` itself, as the exported
    /// conformance suite does.
    func testInit_makesATouchThatASubclassPlaces() {
        final class Placed: UITouch {
            override func location(in view: UIView?) -> CGPoint { CGPoint(x: 7, y: 8) }
        }
        let touch: UITouch = Placed()
        XCTAssertEqual(touch.location(in: control), CGPoint(x: 7, y: 8))
        XCTAssertEqual(touch.phase, .began)
        XCTAssertNil(touch.view)
        XCTAssertEqual(UITouch().location(in: nil), .zero)
    }
}
