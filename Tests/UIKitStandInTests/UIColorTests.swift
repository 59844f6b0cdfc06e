@_spi(CheckBaseline) import UIKitStandIn
import XCTest

final class UIColorTests: XCTestCase {
    func testInitRedGreenBlueAlpha_cgColorCarriesTheComponents() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).cgColor
        XCTAssertEqual(color.components, [0.2, 0.4, 0.6, 0.8])
        XCTAssertEqual(color.numberOfComponents, 4)
        XCTAssertEqual(color.alpha, 0.8)
    }

    func testInitWhite_putsWhiteInEveryColorComponent() {
        XCTAssertEqual(UIColor(white: 0.25, alpha: 0.5).cgColor.components, [0.25, 0.25, 0.25, 0.5])
    }

    func testNamedColors_haveUIKitsComponents() {
        XCTAssertEqual(UIColor.black.cgColor.components, [0, 0, 0, 1])
        XCTAssertEqual(UIColor.white.cgColor.components, [1, 1, 1, 1])
        XCTAssertEqual(UIColor.clear.cgColor.components, [0, 0, 0, 0])
        XCTAssertEqual(UIColor.red.cgColor.components, [1, 0, 0, 1])
        XCTAssertEqual(UIColor.green.cgColor.components, [0, 1, 0, 1])
        XCTAssertEqual(UIColor.blue.cgColor.components, [0, 0, 1, 1])
        XCTAssertEqual(UIColor.gray.cgColor.components, [0.5, 0.5, 0.5, 1])
    }

    func testEquality_comparesComponents() {
        XCTAssertEqual(UIColor.black, UIColor(white: 0, alpha: 1))
        XCTAssertEqual(UIColor.black.hash, UIColor(red: 0, green: 0, blue: 0, alpha: 1).hash)
        XCTAssertNotEqual(UIColor.black, UIColor.white)
        XCTAssertNotEqual(UIColor.black, UIColor(white: 0, alpha: 0.5))
        XCTAssertEqual(UIColor.red.cgColor, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertNotEqual(UIColor.red.cgColor, UIColor.blue.cgColor)
    }
}
