import CheckoutTestSupport
import RatingReference
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// The sample app's storyboard as cases: the example's one `HeartRatingView`, made as iOS makes it, and what the
/// cases cannot set said at its line.
final class StoryboardCasesTests: XCTestCase {
    private static let storyboard = CheckoutPaths.sampleAppFolder + "/SampleApp/Base.lproj/Main.storyboard"

    func testTheExampleStoryboard_givesOneCaseDecodedWithItsAttributesInOrder() throws {
        let read = StoryboardCases.read(from: try ExampleCheckout.source())
        XCTAssertTrue(read.leftOut.isEmpty, "\(read.leftOut)")
        let storyboardCase = try XCTUnwrap(read.cases.first)
        XCTAssertEqual(read.cases.count, 1)
        XCTAssertEqual(storyboardCase.name, "storyboard-Main.storyboard-Hrt-Vw-8Rq")
        XCTAssertEqual(Array(storyboardCase.steps.prefix(8)), [
            .decode(frame: Rect(x: 40, y: 105, width: 295, height: 48), accessibilityLabel: nil),
            .set(.maxRating(5)), .set(.minRating(0)), .set(.rating(0)),
            .set(.minImageSize(Size(width: 20, height: 20))), .set(.editable(true)), .set(.halfRatings(false)),
            .set(.shouldBounce(true)),
        ])
        XCTAssertEqual(Array(storyboardCase.steps.suffix(2)), [.commit, .observe(Observation())])
    }

    func testAnAttributeTheCasesCannotSet_isLeftOutAndSaidAtItsLine() throws {
        let base = try ExampleCheckout.source()
        let text = String(decoding: try base.read(Self.storyboard).get(), as: UTF8.self)
        let anchor = "<userDefinedRuntimeAttributes>\n"
        XCTAssertEqual(text.components(separatedBy: anchor).count, 2)
        let added = #"<userDefinedRuntimeAttribute type="color" keyPath="tintColor"/>"#
        let changed = text.replacingOccurrences(of: anchor, with: anchor + added + "\n")
        let line = changed[..<(try XCTUnwrap(changed.range(of: added))).lowerBound].filter { $0 == "\n" }.count + 1
        let read = StoryboardCases.read(from: OverlaySource(base: base, replaced: [Self.storyboard: Array(changed.utf8)]))
        XCTAssertEqual(read.leftOut.map(\.location.line), [line])
        XCTAssertTrue(read.leftOut.first?.reason.contains("tintColor (color) is left out") == true, "\(read.leftOut)")
        XCTAssertEqual(read.cases.first?.steps.count, 8 + 3, "the other attributes stay")
    }

    func testACheckoutWhoseStoryboardsPlaceNoControl_givesNoCase() throws {
        let base = try ExampleCheckout.source()
        let text = String(decoding: try base.read(Self.storyboard).get(), as: UTF8.self)
        let changed = text.replacingOccurrences(of: #"customClass="HeartRatingView""#, with: #"customClass="OtherView""#)
        XCTAssertTrue(StoryboardCases.read(from: OverlaySource(base: base, replaced: [Self.storyboard: Array(changed.utf8)])).cases.isEmpty)
    }
}
