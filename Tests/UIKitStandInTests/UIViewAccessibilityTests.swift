@_spi(CheckBaseline) import UIKitStandIn
import XCTest

final class UIViewAccessibilityTests: XCTestCase {
    func testDefaults_areNotAnElementWithNothingSet() {
        let view = UIView()
        XCTAssertFalse(view.isAccessibilityElement)
        XCTAssertNil(view.accessibilityLabel)
        XCTAssertNil(view.accessibilityValue)
        XCTAssertNil(view.accessibilityHint)
        XCTAssertEqual(view.accessibilityTraits, .none)
    }

    func testProperties_readBackWhatWasSet() {
        let view = UIView()
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Rating"
        view.accessibilityValue = "3 of 5"
        view.accessibilityHint = "Swipe up or down"
        view.accessibilityTraits = [.adjustable]
        XCTAssertTrue(view.isAccessibilityElement)
        XCTAssertEqual(view.accessibilityLabel, "Rating")
        XCTAssertEqual(view.accessibilityValue, "3 of 5")
        XCTAssertEqual(view.accessibilityHint, "Swipe up or down")
        XCTAssertEqual(view.accessibilityTraits, .adjustable)
    }

    func testDefaultIncrementAndDecrement_changeNothing() {
        let view = UIView()
        view.accessibilityValue = "2"
        view.accessibilityIncrement()
        view.accessibilityDecrement()
        XCTAssertEqual(view.accessibilityValue, "2")
    }

    func testTraits_haveUIKitsBitValues() {
        let traits: [(UIAccessibilityTraits, UInt64)] = [
            (.none, 0), (.button, 1 << 0), (.link, 1 << 1), (.image, 1 << 2), (.selected, 1 << 3),
            (.playsSound, 1 << 4), (.keyboardKey, 1 << 5), (.staticText, 1 << 6), (.summaryElement, 1 << 7),
            (.notEnabled, 1 << 8), (.updatesFrequently, 1 << 9), (.searchField, 1 << 10),
            (.startsMediaSession, 1 << 11), (.adjustable, 1 << 12), (.allowsDirectInteraction, 1 << 13),
            (.causesPageTurn, 1 << 14), (.header, 1 << 16),
        ]
        for (trait, rawValue) in traits {
            XCTAssertEqual(trait.rawValue, rawValue)
        }
    }

    func testTraits_combineAsAnOptionSet() {
        let traits: UIAccessibilityTraits = [.button, .selected]
        XCTAssertEqual(traits.rawValue, 9)
        XCTAssertTrue(traits.contains(.selected))
        XCTAssertFalse(traits.contains(.adjustable))
    }
}
