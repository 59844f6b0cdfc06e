@_spi(CheckBaseline) import UIKitStandIn
import XCTest

final class UIViewGeometryTests: XCTestCase {
    private final class TiledLayer: CALayer {}
    private final class TiledView: UIView {
        override class var layerClass: CALayer.Type { TiledLayer.self }
    }

    func testInitFrame_setsFrameBoundsAndCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 30, height: 40))
        XCTAssertEqual(view.center, CGPoint(x: 25, y: 40))
    }

    func testInitFrame_negativeSize_isStandardizedAsOnADevice() {
        let view = UIView(frame: CGRect(x: 617, y: 325, width: -275, height: -275))
        XCTAssertEqual(view.frame, CGRect(x: 342, y: 50, width: 275, height: 275))
        XCTAssertEqual(view.bounds, CGRect(x: -275, y: -275, width: 275, height: 275))
    }

    func testInit_andInitCoder_giveAZeroFrame() {
        XCTAssertEqual(UIView().frame, .zero)
        let decoded = UIView(coder: NSCoder())
        XCTAssertNotNil(decoded)
        XCTAssertEqual(decoded?.frame, .zero)
    }

    func testLayerClass_decidesTheLayerType() {
        XCTAssertTrue(type(of: UIView().layer) == CALayer.self)
        XCTAssertTrue(TiledView().layer is TiledLayer)
        XCTAssertTrue(TiledView(coder: NSCoder())?.layer is TiledLayer)
    }

    func testGeometry_isReadAndWrittenThroughTheLayer() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(view.layer.position, CGPoint(x: 25, y: 40))
        view.layer.position = CGPoint(x: 100, y: 100)
        XCTAssertEqual(view.center, CGPoint(x: 100, y: 100))
        XCTAssertEqual(view.frame.origin, CGPoint(x: 85, y: 80))
        view.layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(view.bounds.size, CGSize(width: 10, height: 10))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(view.layer.affineTransform(), CGAffineTransform(scaleX: 2, y: 2))
    }

    func testFrame_readBackThroughCenter_roundsLikeCoreAnimation() {
        let view = UIView(frame: CGRect(x: 0.1, y: 30.6, width: 20, height: 20))
        XCTAssertEqual(view.center, CGPoint(x: 10.1, y: 40.6))
        XCTAssertEqual(view.frame.origin.x, (0.1 + 10) - 10)
        XCTAssertEqual(view.frame.origin.y, (30.6 + 10) - 10)
    }

    func testBoundsOrigin_changesNeitherFrameNorCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.bounds.origin = CGPoint(x: 5, y: 5)
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(view.center, CGPoint(x: 25, y: 40))
    }

    func testBoundsSize_growsAroundTheCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.bounds = CGRect(x: 0, y: 0, width: 50, height: 40)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 20, width: 50, height: 40))
    }

    func testTransform_scaleMakesTheFrameTheScaledBoundingBox() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(view.center, CGPoint(x: 20, y: 10))
        XCTAssertEqual(view.frame.size.width, 4, accuracy: 1e-12)
        XCTAssertEqual(view.frame.midX, 20, accuracy: 1e-12)
        view.transform = .identity
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    func testDefaults_matchUIKit() {
        let view = UIView()
        XCTAssertFalse(view.isHidden)
        XCTAssertEqual(view.alpha, 1)
        XCTAssertNil(view.backgroundColor)
        XCTAssertEqual(view.contentMode, .scaleToFill)
        XCTAssertFalse(view.clipsToBounds)
        XCTAssertTrue(view.isUserInteractionEnabled)
        XCTAssertEqual(view.tag, 0)
        XCTAssertTrue(view.transform.isIdentity)
    }

    func testHiddenClipsAndBackground_areForwardedToTheLayer() {
        let view = UIView()
        view.isHidden = true
        view.clipsToBounds = true
        view.backgroundColor = .red
        XCTAssertTrue(view.layer.isHidden)
        XCTAssertTrue(view.layer.masksToBounds)
        XCTAssertEqual(view.layer.backgroundColor, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        view.backgroundColor = nil
        XCTAssertNil(view.layer.backgroundColor)
        view.layer.isHidden = false
        XCTAssertFalse(view.isHidden)
    }

    func testContentMode_hasUIKitsRawValuesInOrder() {
        let modes: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top,
                                           .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight]
        XCTAssertEqual(modes.map(\.rawValue), Array(0...12))
    }
}
