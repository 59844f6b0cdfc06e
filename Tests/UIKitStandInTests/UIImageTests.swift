@_spi(CheckBaseline) import UIKitStandIn
import XCTest

final class UIImageTests: XCTestCase {
    func testStandInSize_isTheImagesSize_atScaleOne() {
        let image = UIImage(standInSize: CGSize(width: 44, height: 40))
        XCTAssertEqual(image.size, CGSize(width: 44, height: 40))
        XCTAssertEqual(image.scale, 1)
    }

    func testNamed_findsNoAsset() {
        XCTAssertNil(UIImage(named: "heart-full"))
    }
}
