@_spi(CheckBaseline) import UIKitStandIn
import XCTest

final class UIGraphicsImageRendererTests: XCTestCase {
    func testImage_hasTheSizeInPoints_andSizeTimesScalePixels() {
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { _ in }
        XCTAssertEqual(image.size, CGSize(width: 20, height: 10))
        XCTAssertEqual(image.scale, 2)
        XCTAssertNotNil(image.standInPixel(x: 39, y: 19), "40 × 20 pixels")
        XCTAssertNil(image.standInPixel(x: 40, y: 0))
    }

    func testDefaultFormat_isOneScaleWithoutAScreen() {
        XCTAssertEqual(UIGraphicsImageRendererFormat.default().scale, 1)
        XCTAssertEqual(UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3)).format.scale, 1)
    }

    func testFill_paintsThePixelsOfTheRectWithTheFillColour_andNothingElse() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 1, y: 1, width: 2, height: 1))
        }
        // Points 1 ..< 3 by 1 ..< 2 are pixels 2 ..< 6 by 2 ..< 4.
        XCTAssertTrue(image.standInPixel(x: 2, y: 2)! == (255, 0, 0, 255))
        XCTAssertTrue(image.standInPixel(x: 5, y: 3)! == (255, 0, 0, 255))
        XCTAssertTrue(image.standInPixel(x: 6, y: 3)! == (0, 0, 0, 0), "transparent outside the rect")
        XCTAssertTrue(image.standInPixel(x: 2, y: 4)! == (0, 0, 0, 0))
    }

    func testFillColour_isBlackUntilSet_andSetFillOutsideARendererDoesNothing() {
        UIColor.blue.setFill()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        XCTAssertTrue(image.standInPixel(x: 0, y: 0)! == (0, 0, 0, 255))
    }

    func testHugeOrNonFiniteSizes_keepTheirSizeWithoutPixels() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.infinity, height: 1)).image { _ in }
        XCTAssertEqual(image.size.height, 1)
        XCTAssertNil(image.standInPixel(x: 0, y: 0))
    }
}
