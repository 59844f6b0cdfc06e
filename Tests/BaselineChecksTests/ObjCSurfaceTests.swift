import XCTest
@testable import BaselineChecks

/// Which members the Swift compiler would expose to Objective-C for iOS, and their selectors, read from
/// source: one table per rule, each with members it exposes and members it does not.
final class ObjCSurfaceTests: XCTestCase {
    private enum Outcome: Equatable {
        case exposed([String])
        case notExposed
        case undecided
        case error
        case absent
    }

    private func surface(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> ObjCSurface? {
        do {
            return ObjCSurface(try SwiftSourceFile(source: source))
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return nil
        }
    }

    private func outcome(of member: String, in type: String, _ surface: ObjCSurface) -> Outcome {
        if let found = surface.classes[type] {
            if let exposed = found.members.first(where: { $0.name == member }) { return .exposed(exposed.selectors) }
            if found.notExposed.contains(where: { $0.member == member }) { return .notExposed }
            if found.undecided.contains(where: { $0.member == member }) { return .undecided }
            if found.errors.contains(where: { $0.member == member }) { return .error }
        }
        if let found = surface.protocols[type] {
            if let exposed = found.members.first(where: { $0.name == member }) { return .exposed(exposed.selectors) }
            if found.undecided.contains(where: { $0.member == member }) { return .undecided }
            if found.errors.contains(where: { $0.member == member }) { return .error }
        }
        return .absent
    }

    /// Each row: a class body, the member to look at, what the compiler would do with it.
    private func check(
        _ table: [(body: String, member: String, expected: Outcome)], wrap: (String) -> String,
        type: String = "V", file: StaticString = #filePath, line: UInt = #line
    ) {
        for row in table {
            guard let surface = surface(wrap(row.body), file: file, line: line) else { continue }
            XCTAssertEqual(outcome(of: row.member, in: type, surface), row.expected, row.body, file: file, line: line)
        }
    }

    private func objcMembersView(_ body: String) -> String {
        "import UIKit\n@objcMembers open class V: UIView {\n\(body)\n}\n"
    }

    private func plainView(_ body: String) -> String {
        "import UIKit\nopen class V: UIView {\n\(body)\n}\n"
    }

    // MARK: - The control's shape

    func testRatingControlShape_exposesItsPublicSurfaceUnderObjCMembers() throws {
        let source = """
            import UIKit

            @objc public protocol RatingDelegate: AnyObject {
                @objc(ratingView:didChange:)
                func ratingView(_ view: V, didChange value: Float)
                @objc optional func ratingViewDidBegin(_ view: V)
            }

            @IBDesignable
            @objcMembers
            open class V: UIView {
                public weak var delegate: RatingDelegate?
                public var imageContentMode: UIView.ContentMode = .scaleAspectFit {
                    didSet { setNeedsLayout() }
                }
                private var views: [UIImageView] = []
                @IBInspectable public var maxRating: Int = 5
                public var rating: Float?
                @nonobjc public var cache: [String: Int] = [:]
                public let identifier: String = "v"
                public var itemCount: Int { views.count }
                @objc(customTint) public var tint: UIColor?
                @objc(resetWithAnimation:) public func reset(animated: Bool) {}

                public override init(frame: CGRect) { super.init(frame: frame) }
                public required init?(coder: NSCoder) { super.init(coder: coder) }
                public override var intrinsicContentSize: CGSize { .zero }
                public override func layoutSubviews() { super.layoutSubviews() }
                func sizeForImage(_ image: UIImage, inSize size: CGSize) -> CGSize { size }
                private func helper() {}
            }
            """
        let surface = try XCTUnwrap(surface(source))
        let view = try XCTUnwrap(surface.classes["V"])
        XCTAssertEqual(view.isObjectiveCClass, true)
        XCTAssertEqual(view.superclass, "UIView")
        XCTAssertEqual(surface.selectors(of: "V"), [
            "delegate", "setDelegate:", "imageContentMode", "setImageContentMode:", "maxRating", "setMaxRating:",
            "identifier", "itemCount", "customTint", "setCustomTint:", "resetWithAnimation:", "initWithFrame:",
            "initWithCoder:", "intrinsicContentSize", "layoutSubviews", "sizeForImage:inSize:",
        ])
        XCTAssertEqual(view.notExposed.map(\.member).sorted(), ["cache", "helper()", "rating", "views"])
        XCTAssertEqual(view.undecided.map(\.member), [])
        XCTAssertEqual(view.errors.map(\.member), [])
        let delegate = try XCTUnwrap(surface.protocols["RatingDelegate"])
        XCTAssertEqual(delegate.members.map(\.selectors), [["ratingView:didChange:"], ["ratingViewDidBegin:"]])
        XCTAssertEqual(delegate.members.map(\.isOptionalRequirement), [false, true])
    }

    // MARK: - Reasons (shouldMarkAsObjC)

    func testExplicitAttributes_exposeAMemberWithoutObjCMembers() {
        check([
            ("@objc var a: Int = 0", "a", .exposed(["a", "setA:"])),
            ("@objc(b2) var b: Int = 0", "b", .exposed(["b2", "setB2:"])),
            ("@objc(runWith:) func run(value: Int) {}", "run(value:)", .exposed(["runWith:"])),
            ("@IBInspectable var c: CGFloat = 1", "c", .exposed(["c", "setC:"])),
            ("@IBOutlet weak var label: UILabel!", "label", .exposed(["label", "setLabel:"])),
            ("@IBAction func tapped(_ sender: Any) {}", "tapped(_:)", .exposed(["tapped:"])),
            ("@NSManaged var title: String", "title", .exposed(["title", "setTitle:"])),
            ("@GKInspectable var speed: Double = 0", "speed", .exposed(["speed", "setSpeed:"])),
            ("var plain: Int = 0", "plain", .notExposed),
            ("public func plainMethod() {}", "plainMethod()", .notExposed),
            ("dynamic var onlyDynamic: Int = 0", "onlyDynamic", .notExposed),
            ("@objc dynamic var both: Int = 0", "both", .exposed(["both", "setBoth:"])),
        ], wrap: plainView)
    }

    func testObjCMembers_leavesOutPrivateAndFileprivateMembers() {
        check([
            ("var internalValue: Int = 0", "internalValue", .exposed(["internalValue", "setInternalValue:"])),
            ("public func publicMethod() {}", "publicMethod()", .exposed(["publicMethod"])),
            ("private var secret: Int = 0", "secret", .notExposed),
            ("fileprivate func helper() {}", "helper()", .notExposed),
            ("@objc private func target() {}", "target()", .exposed(["target"])),
            ("static var shared: Int = 0", "shared", .exposed(["shared", "setShared:"])),
            ("@nonobjc public func swiftOnly() {}", "swiftOnly()", .notExposed),
            ("@nonobjc @objc func both() {}", "both()", .error),
        ], wrap: objcMembersView)
    }

    func testObjCMembers_judgesTheMembersOwnAccessNotItsTypes() {
        check([
            ("func defaultAccess() {}", "defaultAccess()", .exposed(["defaultAccess"])),
            ("private func hidden() {}", "hidden()", .notExposed),
        ], wrap: { "import UIKit\n@objcMembers private class V: UIView {\n\($0)\n}\n" })
        check([
            ("private extension V { func fromPrivateExtension() {} }", "fromPrivateExtension()", .notExposed),
            ("public extension V { func fromPublicExtension() {} }", "fromPublicExtension()", .exposed(["fromPublicExtension"])),
        ], wrap: { "import UIKit\n@objcMembers public class V: UIView {}\n\($0)\n" })
        check([
            // An override is exposed by overriding, whether or not @objcMembers infers it.
            ("fileprivate override func layoutSubviews() {}", "layoutSubviews()", .exposed(["layoutSubviews"])),
        ], wrap: { "import UIKit\n@objcMembers fileprivate class V: UIView {\n\($0)\n}\n" })
    }

    func testPrivateSetter_staysInTheRuntimeButIsMarkedForTheHeader() throws {
        let surface = try XCTUnwrap(surface(objcMembersView("public private(set) var count: Int = 0")))
        let member = try XCTUnwrap(surface.classes["V"]?.members.first)
        XCTAssertEqual(member.selectors, ["count", "setCount:"])
        XCTAssertEqual(member.setterAccess, "private")
    }

    func testClassMembers_areReportedApartFromInstanceMembers() throws {
        let surface = try XCTUnwrap(surface(objcMembersView("static func make() -> V { V() }\nfunc update() {}")))
        XCTAssertEqual(surface.selectors(of: "V"), ["update"])
        XCTAssertEqual(surface.selectors(of: "V", classMembers: true), ["make"])
    }

    // MARK: - Representability (isRepresentableInObjC)

    func testUnrepresentableTypes_leaveObjCMembersSilentlyButFailExplicitAttributes() {
        let prelude = "struct Point {}\nenum Mode { case a }\n@objc enum Level: Int { case low }\n"
            + "protocol SwiftOnly {}\nclass Plain {}\n"
        check([
            ("var a: Int = 0", "a", .exposed(["a", "setA:"])),
            ("var b: CGSize = .zero", "b", .exposed(["b", "setB:"])),
            ("var c: UIView.ContentMode = .center", "c", .exposed(["c", "setC:"])),
            ("var d: String?", "d", .exposed(["d", "setD:"])),
            ("var e: [UIImageView] = []", "e", .exposed(["e", "setE:"])),
            ("var f: [String: Int] = [:]", "f", .exposed(["f", "setF:"])),
            ("var g: ((Float) -> Void)?", "g", .exposed(["g", "setG:"])),
            ("var h: Level = .low", "h", .exposed(["h", "setH:"])),
            ("var i: Any?", "i", .exposed(["i", "setI:"])),
            ("var rating: Float?", "rating", .notExposed),
            ("var size: CGSize?", "size", .notExposed),
            ("var mode: UIView.ContentMode?", "mode", .notExposed),
            ("var point: Point = Point()", "point", .notExposed),
            ("var swiftEnum: Mode = .a", "swiftEnum", .notExposed),
            ("var swiftProtocol: SwiftOnly?", "swiftProtocol", .notExposed),
            ("var swiftClass: Plain?", "swiftClass", .notExposed),
            ("var pair: (Int, Int) = (0, 0)", "pair", .notExposed),
            ("var callback: ((Float?) -> Void)?", "callback", .notExposed),
            ("func generic<T>(_ value: T) {}", "generic(_:)", .notExposed),
            ("func bump(_ value: inout Int) {}", "bump(_:)", .notExposed),
            ("func sum(_ values: Int...) -> Int { 0 }", "sum(_:)", .notExposed),
            ("@objc var explicitRating: Float?", "explicitRating", .error),
            ("@IBInspectable var inspectable: CGFloat?", "inspectable", .error),
            ("@objc func explicitGeneric<T>(_ value: T) {}", "explicitGeneric(_:)", .error),
        ], wrap: { prelude + self.objcMembersView($0) })
    }

    // MARK: - Overrides take the overridden selector (inferObjCName)

    func testOverrides_takeTheSDKSelectorNotTheSwiftName() {
        check([
            ("override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}", "touchesBegan(_:with:)",
             .exposed(["touchesBegan:withEvent:"])),
            ("override var intrinsicContentSize: CGSize { .zero }", "intrinsicContentSize", .exposed(["intrinsicContentSize"])),
            ("override func layoutSubviews() {}", "layoutSubviews()", .exposed(["layoutSubviews"])),
            ("override func draw(_ rect: CGRect) {}", "draw(_:)", .exposed(["drawRect:"])),
            ("override init(frame: CGRect) { super.init(frame: frame) }", "init(frame:)", .exposed(["initWithFrame:"])),
            ("required init?(coder: NSCoder) { nil }", "init(coder:)", .exposed(["initWithCoder:"])),
            ("override var isHidden: Bool { get { false } set {} }", "isHidden", .exposed(["isHidden", "setHidden:"])),
            ("override func someSDKMethodNotInTheTable() {}", "someSDKMethodNotInTheTable()", .undecided),
            ("func notAnOverride() {}", "notAnOverride()", .notExposed),
        ], wrap: plainView)
        check([
            ("override var isEnabled: Bool { didSet {} }", "isEnabled", .exposed(["isEnabled", "setEnabled:"])),
        ], wrap: { "import UIKit\nclass V: UIControl {\n\($0)\n}\n" })
        check([
            ("override func viewWillAppear(_ animated: Bool) {}", "viewWillAppear(_:)", .exposed(["viewWillAppear:"])),
            ("required init?(coder: NSCoder) { nil }", "init(coder:)", .exposed(["initWithCoder:"])),
            ("override func layoutSubviews() {}", "layoutSubviews()", .undecided),
        ], wrap: { "import UIKit\nclass V: UIViewController {\n\($0)\n}\n" })
    }

    func testOverridesOfTheFilesOwnClasses_followTheOverriddenMember() {
        let base = """
            import UIKit
            class Base: NSObject {
                @objc(startWithDelay:) func start(delay: Double) {}
                func swiftOnly() {}
            }
            class V: Base {

            """
        check([
            ("override func start(delay: Double) {}", "start(delay:)", .exposed(["startWithDelay:"])),
            ("override func swiftOnly() {}", "swiftOnly()", .notExposed),
        ], wrap: { base + $0 + "\n}\n" })
    }

    func testObjCMembers_isInheritedFromTheFilesSuperclass() {
        let base = "import UIKit\n@objcMembers class Base: UIView {}\nclass V: Base {\n"
        check([
            ("func inherited() {}", "inherited()", .exposed(["inherited"])),
            ("private func hidden() {}", "hidden()", .notExposed),
        ], wrap: { base + $0 + "\n}\n" })
    }

    // MARK: - Classes that are not Objective-C classes

    func testSwiftRootedClass_exposesNothingWithoutAnAttribute() throws {
        let surface = try XCTUnwrap(surface("class Model {\n    var value: Int = 0\n    func update() {}\n}\n"))
        let model = try XCTUnwrap(surface.classes["Model"])
        XCTAssertEqual(model.isObjectiveCClass, false)
        XCTAssertEqual(model.members.map(\.name), [])
        XCTAssertEqual(model.notExposed.map(\.member), ["value", "update()"])
        // An explicit @objc still gives the member an Objective-C entry point; the class stays a Swift class.
        let explicit = try XCTUnwrap(self.surface("class Model {\n    @objc func f() {}\n}\n"))
        XCTAssertEqual(explicit.classes["Model"]?.members.map(\.selectors), [["f"]])
        XCTAssertEqual(explicit.classes["Model"]?.isObjectiveCClass, false)
        let rooted = try XCTUnwrap(self.surface("@objc class Rooted {}\n"))
        XCTAssertEqual(rooted.classes["Rooted"]?.isObjectiveCClass, false)
        XCTAssertEqual(rooted.classes["Rooted"]?.errors.count, 1)
    }

    // MARK: - Selector naming (getObjCSelector)

    func testSelectorNaming_followsSwiftsRules() {
        check([
            ("@objc func reload() {}", "reload()", .exposed(["reload"])),
            ("@objc func select(_ index: Int) {}", "select(_:)", .exposed(["select:"])),
            ("@objc func select(index: Int) {}", "select(index:)", .exposed(["selectWithIndex:"])),
            ("@objc func select(_ index: Int, animated: Bool) {}", "select(_:animated:)", .exposed(["select:animated:"])),
            ("@objc func move(to point: CGPoint) {}", "move(to:)", .exposed(["moveTo:"])),
            ("@objc func moveTo(point: CGPoint) {}", "moveTo(point:)", .exposed(["moveToPoint:"])),
            ("@objc func load(inBackground: Bool) {}", "load(inBackground:)", .exposed(["loadInBackground:"])),
            ("@objc func load(URLString: String) {}", "load(URLString:)", .exposed(["loadWithURLString:"])),
            ("@objc func add(_ a: Int, _ b: Int) {}", "add(_:_:)", .exposed(["add::"])),
            ("@objc init(count: Int) { super.init(frame: .zero) }", "init(count:)", .exposed(["initWithCount:"])),
            ("@objc init(_ count: Int) { super.init(frame: .zero) }", "init(_:)", .exposed(["init:"])),
            ("@objc init(from other: V) { super.init(frame: .zero) }", "init(from:)", .exposed(["initFrom:"])),
            ("@objc init(malice: ()) { super.init(frame: .zero) }", "init(malice:)", .exposed(["initWithMalice"])),
            ("@objc(only:) func wrongArity() {}", "wrongArity()", .error),
        ], wrap: plainView)
    }

    func testPropertySelectors_getterIsTheNameSetterOnlyWhenSettable() {
        check([
            ("@objc let fixed: Int = 1", "fixed", .exposed(["fixed"])),
            ("@objc var computed: Int { 1 }", "computed", .exposed(["computed"])),
            ("@objc var readOnly: Int { get { 1 } }", "readOnly", .exposed(["readOnly"])),
            ("@objc var readWrite: Int { get { 1 } set {} }", "readWrite", .exposed(["readWrite", "setReadWrite:"])),
            ("@objc var observed: Int = 0 { didSet {} }", "observed", .exposed(["observed", "setObserved:"])),
            ("@objc lazy var lazyValue: Int = { 1 }()", "lazyValue", .exposed(["lazyValue", "setLazyValue:"])),
            ("@objc var enabled: Bool = true", "enabled", .exposed(["enabled", "setEnabled:"])),
            ("@objc var isOn: Bool = true", "isOn", .exposed(["isOn", "setIsOn:"])),
            ("@objc(isOn) var on: Bool = true", "on", .exposed(["isOn", "setIsOn:"])),
            ("@objc var on: Bool { @objc(isOn) get { true } set {} }", "on", .exposed(["isOn", "setOn:"])),
            ("@objc(set:value:) var bad: Int = 0", "bad", .error),
            ("@objc var effectful: Int { get async { 1 } }", "effectful", .error),
        ], wrap: plainView)
    }

    // MARK: - Protocols and their witnesses

    func testObjCProtocols_reportEveryRequirementAndOthersNone() throws {
        let source = """
            import UIKit
            @objc(XYZSource) protocol Source {
                func count() -> Int
                @objc optional func title(at index: Int) -> String
                @objc(itemAtIndex:) func item(_ index: Int) -> UIView
                var name: String { get set }
                var version: Int { get }
                static func make() -> Source
                func badRequirement() -> Float?
            }
            protocol Plain { func f() }
            """
        let surface = try XCTUnwrap(surface(source))
        let source_ = try XCTUnwrap(surface.protocols["Source"])
        XCTAssertEqual(source_.objcName, "XYZSource")
        XCTAssertEqual(source_.members.map(\.selectors),
                       [["count"], ["titleAt:"], ["itemAtIndex:"], ["name", "setName:"], ["version"], ["make"]])
        XCTAssertEqual(source_.members.filter(\.isOptionalRequirement).map(\.name), ["title(at:)"])
        XCTAssertEqual(source_.members.filter(\.isClassMember).map(\.name), ["make()"])
        XCTAssertEqual(source_.errors.map(\.member), ["badRequirement()"])
        XCTAssertEqual(surface.protocols["Plain"]?.isObjC, false)
        XCTAssertEqual(surface.protocols["Plain"]?.members.count, 0)
    }

    func testWitnesses_takeTheRequirementsSelector() {
        let source = { (body: String) in
            """
            import UIKit
            @objc protocol Feed {
                @objc(feedItemAtIndex:) func item(at index: Int) -> UIView
                @objc optional func refresh()
            }
            class V: NSObject, Feed {
            \(body)
            }
            """
        }
        check([
            ("func item(at index: Int) -> UIView { UIView() }", "item(at:)", .exposed(["feedItemAtIndex:"])),
            ("func refresh() {}", "refresh()", .exposed(["refresh"])),
            ("func item(at index: UInt) -> UIView { UIView() }", "item(at:)", .undecided),
            ("func unrelated() {}", "unrelated()", .notExposed),
        ], wrap: source)
        check([
            ("func tableView() {}", "tableView()", .undecided),
        ], wrap: { "import UIKit\nclass V: NSObject, UITableViewDataSource {\n\($0)\n}\n" })
    }

    // MARK: - Extensions

    func testExtensions_followTheirClassAndTheirOwnAttributes() {
        let source = { (ext: String) in
            "import UIKit\n@objcMembers class V: UIView {}\nclass G<T>: NSObject {}\n\(ext)\n"
        }
        check([
            ("extension V { func fromExtension() {} }", "fromExtension()", .exposed(["fromExtension"])),
            ("extension V { private func hidden() {} }", "hidden()", .notExposed),
            ("@nonobjc extension V { func swiftOnly() {} }", "swiftOnly()", .notExposed),
            ("@objc extension V { private func exposedAnyway() {} }", "exposedAnyway()", .exposed(["exposedAnyway"])),
        ], wrap: source)
        check([
            ("extension G { @objc func inGeneric() {} }", "inGeneric()", .error),
        ], wrap: source, type: "G")
        check([
            ("extension UIView { @objc func sdkExtension() {} }", "sdkExtension()", .exposed(["sdkExtension"])),
            ("extension UIView { func plain() {} }", "plain()", .notExposed),
        ], wrap: source, type: "UIView")
    }

    // MARK: - What the file cannot decide

    func testUndecided_whenTheFileCannotTell() {
        check([
            ("var unknownType: SomeTypeFromElsewhere?", "unknownType", .undecided),
            ("var inferred = 3", "inferred", .undecided),
            ("func fetch() async {}", "fetch()", .undecided),
            ("func load() throws {}", "load()", .undecided),
            ("subscript(index: Int) -> Int { index }", "subscript(_:)", .undecided),
            ("#if DEBUG\nfunc debugOnly() {}\n#endif", "debugOnly()", .undecided),
            ("@Wrapped var wrapped: Int = 0", "wrapped", .undecided),
            ("@IBOutlet var count: Int = 0", "count", .undecided),
            ("#declareMembers()", "#declareMembers ( )", .undecided),
            ("@objc (spaced) func spaced() {}", "spaced()", .exposed(["spaced"])),
        ], wrap: objcMembersView)
        check([
            ("func inConditionalClass() {}", "inConditionalClass()", .undecided),
        ], wrap: { "import UIKit\n#if os(iOS)\n@objcMembers class V: UIView {\n\($0)\n}\n#endif\n" })
        check([
            ("func anything() {}", "anything()", .undecided),
            ("@objc func explicit() {}", "explicit()", .exposed(["explicit"])),
        ], wrap: { "import UIKit\nclass V: BaseFromAnotherFile {\n\($0)\n}\n" })
        check([
            ("@objc func inGenericClass() {}", "inGenericClass()", .undecided),
        ], wrap: { "import UIKit\nclass V<T>: NSObject {\n\($0)\n}\n" })
    }

    func testOddDeclarations_endInNotesNotTraps() throws {
        let sources = [
            "class A: B {}\nclass B: A { func f() {} }\n",
            "@objcMembers class V: NSObject { var }",
            "@objcMembers class V: NSObject { func }",
            "@objcMembers class V: NSObject { init }",
            "@objcMembers class V: NSObject { @objc }",
            "@objcMembers class V: NSObject { var (a, b) = (1, 2) }",
            "@objcMembers class V: NSObject { var a = 1, b = 2 }",
            "@objcMembers class V: NSObject { func f(_: ) {} }",
            "@objcMembers class V: NSObject { var x: [Int: }",
            "@objc protocol P { var x: Int }\nclass V: NSObject, P { var x: Int = 0 }",
            "extension Unknown { @objc func f() {} }",
        ]
        for source in sources {
            guard let file = try? SwiftSourceFile(source: source) else { continue }
            let surface = ObjCSurface(file)
            XCTAssertFalse(surface.classes.isEmpty, source)
        }
        let cycle = try XCTUnwrap(surface("class A: B {}\nclass B: A { func f() {} }\n"))
        XCTAssertEqual(cycle.classes["B"]?.undecided.map(\.member), ["f()"])
    }

    func testUnknownSuperclass_leavesTheClassUndecided() throws {
        let surface = try XCTUnwrap(surface("class V: BaseFromAnotherFile {}\n"))
        XCTAssertNil(surface.classes["V"]?.isObjectiveCClass)
        XCTAssertNotNil(surface.classes["V"]?.whyUndecided)
    }
}
