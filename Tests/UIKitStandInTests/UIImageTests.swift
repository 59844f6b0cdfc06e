@_spi(CheckBaseline) import UIKitStandIn
import XCTest

final class UIImageTests: XCTestCase {
    func testStandInSize_isTheImagesSize_atScaleOne() {
        let image = UIImage(standInSize: CGSize(width: 44, height: 40))
        XCTAssertEqual(image.size, CGSize(width: 44, height: 40))
        XCTAssertEqual(image.scale, 1)
    }

    /// What `oracle --export-xctest` makes for a zero-sized image, and the subclass it passes to `sizeForImage`.
    func testInit_isAnEmptyImage_andASubclassMayAnswerItsOwnSize() {
        XCTAssertEqual(UIImage().size, .zero)
        XCTAssertEqual(UIImage().scale, 1)
        final class Sized: UIImage {
            override var size: CGSize { CGSize(width: 3, height: 4) }
        }
        let image: UIImage = Sized()
        XCTAssertEqual(image.size, CGSize(width: 3, height: 4))
    }

    func testNamed_findsNoAsset() {
        XCTAssertNil(UIImage(named: "heart-full"))
    }
}
