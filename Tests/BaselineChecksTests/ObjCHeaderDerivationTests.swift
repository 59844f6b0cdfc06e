import XCTest
@testable import BaselineChecks
import CheckoutTestSupport
import TestSupport

/// The header Xcode would generate, derived from source: hand-checked lines from the compiler's own
/// expectations (github:swiftlang/swift test/PrintAsObjC), and the example checkout's control whole.
final class ObjCHeaderDerivationTests: XCTestCase {
    private func header(_ source: String, module: String = "classes") throws -> ObjCHeaderDerivation {
        ObjCHeaderDerivation(ObjCSurface(try SwiftSourceFile(source: source)), module: module)
    }

    private func publicClass(_ body: String) -> String {
        "import Foundation\n@objc public protocol MyProtocol {}\n@objcMembers public class Properties: NSObject {\n\(body)\n}\n"
    }

    /// Each row: a member of a public `@objcMembers` class, and the line the compiler prints for it. The
    /// expected lines are copied by hand from test/PrintAsObjC/classes.swift, under its
    /// `CHECK-LABEL: @interface Properties` (the test declares the same members `@objc` and internal; a
    /// framework's header prints only public ones, so the rows make them public).
    func testPropertyLines_areTheCompilersForPrintAsObjCsPropertiesClass() throws {
        let rows: [(member: String, line: String)] = [
            ("public var i: Int = 1", "@property (nonatomic) NSInteger i;"),
            ("public var mySelf: Properties { return self }", "@property (nonatomic, readonly, strong) Properties * _Nonnull mySelf;"),
            ("public var computed: Int { get { return 42 } set {} }", "@property (nonatomic) NSInteger computed;"),
            ("public weak var weakOther: Properties?", "@property (nonatomic, weak) Properties * _Nullable weakOther;"),
            ("public unowned var unownedOther: Properties", "@property (nonatomic, unsafe_unretained) Properties * _Nonnull unownedOther;"),
            ("public weak var weakProto: MyProtocol?", "@property (nonatomic, weak) id <MyProtocol> _Nullable weakProto;"),
            ("@IBOutlet public weak var outlet: AnyObject!", "@property (nonatomic, weak) IBOutlet id _Null_unspecified outlet;"),
            ("@IBOutlet public var typedOutlet: Properties!",
             "@property (nonatomic, strong) IBOutlet Properties * _Null_unspecified typedOutlet;"),
            ("@IBInspectable public var inspectable: Int = 0", "@property (nonatomic) IBInspectable NSInteger inspectable;"),
            ("public var array: Array<AnyObject> = []", "@property (nonatomic, copy) NSArray * _Nonnull array;"),
            ("public var arrayOfArrays: Array<Array<Int>> = []",
             "@property (nonatomic, copy) NSArray<NSArray<NSNumber *> *> * _Nonnull arrayOfArrays;"),
            ("public var dictionary: Dictionary<String, String> = [:]",
             "@property (nonatomic, copy) NSDictionary<NSString *, NSString *> * _Nonnull dictionary;"),
            ("public var dictStringInt: Dictionary<String, Int> = [:]",
             "@property (nonatomic, copy) NSDictionary<NSString *, NSNumber *> * _Nonnull dictStringInt;"),
            ("public var stringSet: Set<String> = []", "@property (nonatomic, copy) NSSet<NSString *> * _Nonnull stringSet;"),
            ("public var intSet: Set<Int> = []", "@property (nonatomic, copy) NSSet<NSNumber *> * _Nonnull intSet;"),
            ("public var cgFloatArray: Array<CGFloat> = []", "@property (nonatomic, copy) NSArray<NSNumber *> * _Nonnull cgFloatArray;"),
            ("@IBOutlet public var outletCollection: [Properties]!",
             "@property (nonatomic, copy) IBOutletCollection(Properties) NSArray<Properties *> * _Null_unspecified outletCollection;"),
            ("@IBOutlet public var outletCollectionAnyObject: [AnyObject]?",
             "@property (nonatomic, copy) IBOutletCollection(id) NSArray * _Nullable outletCollectionAnyObject;"),
            ("@objc(wobble) public var wibble: Properties?", "@property (nonatomic, strong) Properties * _Nullable wobble;"),
            ("public var enabled: Bool { @objc(isEnabled) get { return true } @objc(setIsEnabled:) set { } }",
             "@property (nonatomic, getter=isEnabled, setter=setIsEnabled:) BOOL enabled;"),
            ("public var isAnimated: Bool = true", "@property (nonatomic) BOOL isAnimated;"),
            ("public private(set) var privateSetter: Int = 2", "@property (nonatomic, readonly) NSInteger privateSetter;"),
            ("public var customValueTypeProp: URL?", "@property (nonatomic, copy) NSURL * _Nullable customValueTypeProp;"),
        ]
        for row in rows {
            let lines = try header(publicClass(row.member)).lines.map(\.text)
            XCTAssertTrue(lines.contains(row.line), "\(row.member)\nexpected: \(row.line)\nderived:\n\(lines.joined(separator: "\n"))")
        }
    }

    /// Methods, from test/PrintAsObjC/classes.swift under `CHECK-LABEL: @interface Methods` (the Swift
    /// declarations written here to give the selectors and names those lines show, made public).
    func testMethodLines_areTheCompilersForPrintAsObjCsMethodsClass() throws {
        let rows: [(member: String, line: String)] = [
            ("public func test() {}", "- (void)test;"),
            ("public class func test2() {}", "+ (void)test2;"),
            ("public func testPrimitives(_ b: Bool, i: Int, f: Float, d: Double, u: UInt) -> OpaquePointer { fatalError() }",
             "- (void * _Nonnull)testPrimitives:(BOOL)b i:(NSInteger)i f:(float)f d:(double)d u:(NSUInteger)u SWIFT_WARN_UNUSED_RESULT;"),
            ("public func testString(_ s: String) {}", "- (void)testString:(NSString * _Nonnull)s;"),
            ("public func testSelector(_ sel: Selector, boolean b: ObjCBool) {}", "- (void)testSelector:(SEL _Nonnull)sel boolean:(BOOL)b;"),
            ("public func testCSignedTypes(_ a: CSignedChar, b: CShort, c: CInt, d: CLong, e: CLongLong) {}",
             "- (void)testCSignedTypes:(signed char)a b:(short)b c:(int)c d:(long)d e:(long long)e;"),
            ("public func testCFloats(_ a: CFloat, b: CDouble) {}", "- (void)testCFloats:(float)a b:(double)b;"),
            ("public func testCBool(_ a: CBool) {}", "- (void)testCBool:(bool)a;"),
            ("public func testSizedSignedTypes(_ a: Int8, b: Int16, c: Int32, d: Int64) {}",
             "- (void)testSizedSignedTypes:(int8_t)a b:(int16_t)b c:(int32_t)c d:(int64_t)d;"),
            ("public func testSizedFloats(_ a: Float32, b: Float64) {}", "- (void)testSizedFloats:(float)a b:(double)b;"),
        ]
        for row in rows {
            let lines = try header(publicClass(row.member)).lines.map(\.text)
            XCTAssertTrue(lines.contains(row.line), "\(row.member)\nexpected: \(row.line)\nderived:\n\(lines.joined(separator: "\n"))")
        }
    }

    /// test/PrintAsObjC/protocols.swift and classes.swift: a protocol's runtime name is `_TtP<module><name>_`
    /// and a class's `_TtC<module><name>` (`SWIFT_CLASS("_TtC7classes14ReversedOrder1")` under
    /// `CHECK: SWIFT_CLASS`); an `@objc protocol` with no members prints an empty block.
    func testRuntimeNames_areMangledWithTheModule() throws {
        let derived = try header("""
            import Foundation
            @objc public protocol A {}
            public class ReversedOrder1: NSObject {}
            """)
        let text = derived.declarations
        XCTAssertTrue(text.contains("SWIFT_PROTOCOL(\"_TtP7classes1A_\")\n@protocol A\n@end\n"), text)
        XCTAssertTrue(text.contains("SWIFT_CLASS(\"_TtC7classes14ReversedOrder1\")\n@interface ReversedOrder1 : NSObject\n"), text)
    }

    /// The example checkout's control (which this project wrote), whole: the declarations checked by hand
    /// against the rules above and the committed header of a UIView subclass Xcode generated
    /// (`IB_DESIGNABLE`, overrides, `OBJC_DESIGNATED_INITIALIZER`, parameter names as declared).
    func testExampleControl_headerIsTheHandCheckedOne() throws {
        let bytes = try XCTUnwrap(try? DirectorySource(root: ExampleCheckout.root).read(CheckoutPaths.source).get())
        let derived = ObjCHeaderDerivation(ObjCSurface(try SwiftSourceFile(utf8: bytes)), module: "iHeartRating")
        XCTAssertEqual(derived.gaps, [])
        XCTAssertEqual(derived.declarations, Self.exampleHeader)
    }

    static let exampleHeader = """
        @protocol HeartRatingViewDelegate;
        @class UIImage;
        @class NSCoder;
        @class UITouch;
        @class UIEvent;

        SWIFT_CLASS("_TtC12iHeartRating15HeartRatingView")
        @interface HeartRatingView : UIView
        @property (nonatomic, weak) id <HeartRatingViewDelegate> _Nullable delegate;
        @property (nonatomic, strong) IBInspectable UIImage * _Nullable emptyImage;
        @property (nonatomic, strong) IBInspectable UIImage * _Nullable fullImage;
        @property (nonatomic) UIViewContentMode imageContentMode;
        @property (nonatomic) IBInspectable NSInteger minRating;
        @property (nonatomic) IBInspectable NSInteger maxRating;
        @property (nonatomic) IBInspectable CGSize minImageSize;
        @property (nonatomic) IBInspectable float rating;
        @property (nonatomic) IBInspectable BOOL editable;
        @property (nonatomic) IBInspectable BOOL halfRatings;
        @property (nonatomic) IBInspectable BOOL floatRatings;
        @property (nonatomic) IBInspectable BOOL shouldBounce;
        - (nonnull instancetype)initWithFrame:(CGRect)frame OBJC_DESIGNATED_INITIALIZER;
        - (nullable instancetype)initWithCoder:(NSCoder * _Nonnull)aDecoder OBJC_DESIGNATED_INITIALIZER;
        @property (nonatomic, readonly) CGSize intrinsicContentSize;
        - (void)layoutSubviews;
        - (void)touchesBegan:(NSSet<UITouch *> * _Nonnull)touches withEvent:(UIEvent * _Nullable)event;
        - (void)touchesMoved:(NSSet<UITouch *> * _Nonnull)touches withEvent:(UIEvent * _Nullable)event;
        - (void)touchesEnded:(NSSet<UITouch *> * _Nonnull)touches withEvent:(UIEvent * _Nullable)event;
        - (void)accessibilityIncrement;
        - (void)accessibilityDecrement;
        @end


        SWIFT_PROTOCOL("_TtP12iHeartRating23HeartRatingViewDelegate_")
        @protocol HeartRatingViewDelegate
        @optional
        - (void)heartRatingView:(HeartRatingView * _Nonnull)ratingView didUpdate:(float)rating;
        - (void)heartRatingView:(HeartRatingView * _Nonnull)ratingView isUpdating:(float)rating;
        @end


        """
}
