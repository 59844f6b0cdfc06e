@_spi(CheckBaseline) import UIKitStandIn
import XCTest

/// What Core Animation renders of a layer: its stored state, whatever a subclass's getters say.
final class CALayerRenderedTests: XCTestCase {
    /// An image view that claims to be visible, opaque and elsewhere, while it is set hidden, faint and moved.
    private final class LyingImageView: UIImageView {
        override var isHidden: Bool {
            get { false }
            set { super.isHidden = newValue }
        }
        override var alpha: CGFloat {
            get { 1 }
            set { super.alpha = newValue }
        }
        override var frame: CGRect {
            get { .zero }
            set { super.frame = newValue }
        }
    }

    func testRendered_readsStoredStateWhateverAGetterSays() {
        let view = LyingImageView(image: nil)
        view.isHidden = true
        view.alpha = 0.01
        view.frame = CGRect(x: 10, y: 0, width: 20, height: 10)
        XCTAssertFalse(view.isHidden)
        XCTAssertEqual(view.alpha, 1)
        XCTAssertTrue(view.layer.standInRendered.isHidden)
        XCTAssertEqual(view.standInRenderedAlpha, 0.01)
        XCTAssertEqual(view.layer.standInRendered.frame, CGRect(x: 10, y: 0, width: 20, height: 10))
    }

    func testRendered_maskFillAlphaIsItsBackgroundAlpha() {
        let layer = CALayer(), mask = CALayer()
        layer.mask = mask
        XCTAssertTrue(layer.standInRendered.mask === mask)
        XCTAssertEqual(mask.standInRendered.backgroundAlpha, 0, "no background colour: the mask lets nothing through")
        mask.backgroundColor = UIColor.black.cgColor
        XCTAssertEqual(mask.standInRendered.backgroundAlpha, 1)
        mask.backgroundColor = UIColor(white: 0, alpha: 0.25).cgColor
        XCTAssertEqual(mask.standInRendered.backgroundAlpha, 0.25)
    }

    func testBoundsWithAPositiveInfiniteOrigin_areStoredAsTheNullRectangle() {
        let layer = CALayer()
        layer.bounds = CGRect(x: CGFloat.infinity, y: 0, width: -100, height: 94.9)
        XCTAssertTrue(layer.bounds.isNull)
        XCTAssertEqual(layer.bounds.width, 0)
        layer.bounds = CGRect(x: 0, y: -CGFloat.infinity, width: 100, height: 10)
        XCTAssertFalse(layer.bounds.isNull, "only a +∞ coordinate makes the null rectangle")
        XCTAssertEqual(layer.bounds.width, 100)
    }
}
