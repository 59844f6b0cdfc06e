@_spi(CheckBaseline) import UIKitStandIn
import XCTest

final class UIImageViewTests: XCTestCase {
    private let image = UIImage(standInSize: CGSize(width: 44, height: 40))

    func testInitImage_sizesTheFrameToTheImageAtTheOrigin() {
        let imageView = UIImageView(image: image)
        XCTAssertEqual(imageView.frame, CGRect(x: 0, y: 0, width: 44, height: 40))
        XCTAssertTrue(imageView.image === image)
    }

    func testInitImageNil_hasAZeroFrame() {
        let imageView = UIImageView(image: nil)
        XCTAssertEqual(imageView.frame, .zero)
        XCTAssertNil(imageView.image)
    }

    func testSettingImageLater_doesNotResizeTheView() {
        let imageView = UIImageView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        imageView.image = image
        XCTAssertEqual(imageView.frame, CGRect(x: 5, y: 5, width: 10, height: 10))
        let sized = UIImageView(image: image)
        sized.image = UIImage(standInSize: CGSize(width: 1, height: 1))
        XCTAssertEqual(sized.frame.size, CGSize(width: 44, height: 40))
    }

    func testUserInteraction_isDisabledByDefault_forEveryInitializer() {
        XCTAssertFalse(UIImageView(image: image).isUserInteractionEnabled)
        XCTAssertFalse(UIImageView(frame: .zero).isUserInteractionEnabled)
        XCTAssertFalse(UIImageView().isUserInteractionEnabled)
        XCTAssertEqual(UIImageView(coder: NSCoder())?.isUserInteractionEnabled, false)
    }

    func testIntrinsicContentSize_isTheImageSize_orNoMetricWithoutAnImage() {
        XCTAssertEqual(UIImageView(image: image).intrinsicContentSize, CGSize(width: 44, height: 40))
        XCTAssertEqual(UIImageView(image: nil).intrinsicContentSize, CGSize(width: -1, height: -1))
    }

    func testSizeThatFits_isTheImageSize_orZeroWithoutAnImage() {
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(imageView.sizeThatFits(CGSize(width: 100, height: 100)), .zero)
        imageView.image = image
        XCTAssertEqual(imageView.sizeThatFits(.zero), CGSize(width: 44, height: 40))
    }

    func testSettingImage_invalidatesIntrinsicSizeOnlyWhenTheSizeChanges() {
        let imageView = UIImageView(image: nil)
        imageView.image = image
        imageView.image = UIImage(standInSize: CGSize(width: 44, height: 40))
        XCTAssertEqual(imageView.standInIntrinsicContentSizeInvalidations, 1)
        imageView.image = nil
        XCTAssertEqual(imageView.standInIntrinsicContentSizeInvalidations, 2)
    }

    func testContentMode_isKept() {
        let imageView = UIImageView(image: image)
        imageView.contentMode = .scaleAspectFit
        XCTAssertEqual(imageView.contentMode, .scaleAspectFit)
    }

    func testImageView_isNotAnAccessibilityElement() {
        XCTAssertFalse(UIImageView(image: nil).isAccessibilityElement)
    }
}
