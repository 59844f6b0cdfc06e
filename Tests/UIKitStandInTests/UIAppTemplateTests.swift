@_spi(CheckBaseline) import UIKitStandIn
import XCTest

/// What an iOS app template's Swift declares against UIKit, for `xcode-test` to type-check a sample app.
final class UIAppTemplateTests: XCTestCase {
    private final class EmptyDelegate: UIResponder, UIApplicationDelegate {}

    private final class CountingController: UIViewController {
        var loads = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            loads += 1
        }
    }

    func testLaunchOptionsKey_isAStringKey() {
        let key = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        XCTAssertEqual(key.rawValue, "UIApplicationLaunchOptionsURLKey")
        XCTAssertEqual([key: 1][UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")], 1)
    }

    /// Every requirement is optional on iOS, so a delegate that implements none conforms; `@main` finds `main`.
    func testApplicationDelegate_needsNoMember_andHasTheEntryPointMainCalls() {
        let entryPoint: () -> Void = EmptyDelegate.main
        XCTAssertTrue((EmptyDelegate() as AnyObject) is UIApplicationDelegate)
        XCTAssertNotNil(entryPoint as Any?)
    }

    func testWindow_isAView() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = UIView()
        window.addSubview(child)
        XCTAssertEqual(window.bounds.size, CGSize(width: 320, height: 480))
        XCTAssertTrue(child.superview === window)
    }

    func testViewController_loadsAPlainViewWhenFirstAskedFor_once() {
        let controller = CountingController()
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertEqual(controller.loads, 0)
        let view = controller.view
        XCTAssertTrue(controller.isViewLoaded)
        XCTAssertTrue(type(of: view!) == UIView.self)
        XCTAssertTrue(controller.view === view)
        XCTAssertEqual(controller.loads, 1)
    }

    func testLabel_hasNoTextAtFirst() {
        let label = UILabel()
        XCTAssertNil(label.text)
        label.text = "Rating: 1.0"
        XCTAssertEqual(label.text, "Rating: 1.0")
    }

    func testSwitch_isOffAtFirst_andSetOnTurnsIt() {
        let control = UISwitch()
        XCTAssertFalse(control.isOn)
        control.setOn(true, animated: false)
        XCTAssertTrue(control.isOn)
    }
}
