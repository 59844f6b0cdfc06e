@_spi(CheckBaseline) import UIKitStandIn
import XCTest

final class UIControlTests: XCTestCase {
    func testState_isEnabledNotSelectedNotHighlightedByDefault_andFollowsTheFlags() {
        let control = UIControl()
        XCTAssertTrue(control.isEnabled)
        XCTAssertEqual(control.state, .normal)
        control.isEnabled = false
        control.isSelected = true
        control.isHighlighted = true
        XCTAssertEqual(control.state, [.disabled, .selected, .highlighted])
    }

    func testEventsAndStates_haveUIKitsBitValues() {
        XCTAssertEqual(UIControl.Event.touchDown.rawValue, 1)
        XCTAssertEqual(UIControl.Event.touchUpInside.rawValue, 64)
        XCTAssertEqual(UIControl.Event.valueChanged.rawValue, 4096)
        XCTAssertEqual(UIControl.State.selected.rawValue, 4)
    }

    func testSendActions_toARegisteredTarget_isReportedAsNotVerifiable() {
        var reasons: [String] = []
        let previous = StandInRecorder.notVerifiableHandler
        StandInRecorder.notVerifiableHandler = { reasons.append($0) }
        defer { StandInRecorder.notVerifiableHandler = previous }
        let control = UIControl()
        control.addTarget(nil, action: NSSelectorFromString("changed:"), for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(reasons, [])
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(reasons.count, 1)
        XCTAssertTrue(reasons[0].hasPrefix("sendActions(for:) sends changed:"), reasons[0])
    }
}
