@_spi(CheckBaseline) import UIKitStandIn
import XCTest

/// A view made by `init(coder:)`, as a storyboard makes one.
final class UIViewArchiveTests: XCTestCase {
    /// Records the label it sees when its own initialisation runs, after UIView's.
    private final class LabelReadingView: UIView {
        var labelSeenInInit: String?
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            labelSeenInInit = accessibilityLabel
        }
    }

    func testInitCoder_placesTheArchivedFrameAndSetsTheLabelBeforeTheSubclassRuns() throws {
        let archive = StandInViewArchive(frame: CGRect(x: 40, y: 105, width: 295, height: 48), accessibilityLabel: "Stars")
        let view = try XCTUnwrap(LabelReadingView(coder: archive))
        XCTAssertEqual(view.frame, CGRect(x: 40, y: 105, width: 295, height: 48))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 295, height: 48))
        XCTAssertEqual(view.labelSeenInInit, "Stars")
    }

    func testInitCoder_withAnotherCoder_decodesNothing() throws {
        let view = try XCTUnwrap(UIView(coder: NSCoder()))
        XCTAssertEqual(view.frame, .zero)
        XCTAssertNil(view.accessibilityLabel)
    }
}
