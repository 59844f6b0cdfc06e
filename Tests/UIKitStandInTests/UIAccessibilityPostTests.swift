@_spi(CheckBaseline) import UIKitStandIn
import XCTest

final class UIAccessibilityPostTests: XCTestCase {
    override func setUp() {
        super.setUp()
        StandInRecorder.reset()
    }

    func testPost_isRecordedWithItsNotificationAndArgument_inOrder() {
        UIAccessibility.post(notification: .announcement, argument: "Rated 3 of 5")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        XCTAssertEqual(StandInRecorder.accessibilityPosts.map(\.notification), ["announcement", "layoutChanged"])
        XCTAssertEqual(StandInRecorder.accessibilityPosts.map(\.argument), ["Rated 3 of 5", nil])
        StandInRecorder.reset()
        XCTAssertTrue(StandInRecorder.accessibilityPosts.isEmpty)
    }
}
