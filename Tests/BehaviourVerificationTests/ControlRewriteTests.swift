import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// The control rewritten for Swift on Linux: only Objective-C constructs change, by tokens
/// (never inside comments or strings), and every original position stays findable.
final class ControlRewriteTests: XCTestCase {
    /// `~` in an expected text stands for a space left by a removal, so that blanks stay visible.
    private func blanks(_ expected: String) -> String {
        String(expected.map { $0 == "~" ? " " : $0 })
    }

    private func rewrite(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> ControlRewrite? {
        do {
            return try ControlRewrite.rewrite(Array(source.utf8))
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return nil
        }
    }

    /// Each edit as `line:column -removed` or `line:column +inserted`, for exact comparison.
    private func summary(_ edits: [ControlRewrite.Edit]) -> [String] {
        edits.map { "\($0.location) " + ($0.utf8Range.isEmpty ? "+\($0.inserted)" : "-\($0.removed)") }
    }

    private static let control = """
        import UIKit

        /// Tells the delegate about changes; `@objc optional` keeps Objective-C callers working.
        @objc public protocol HeartRatingViewDelegate {
            @objc(heartRatingView:didUpdate:)
            optional func heartRatingView(_ ratingView: HeartRatingView, didUpdate rating: Float)
            @objc(heartRatingView:isUpdating:) optional func heartRatingView(_ ratingView: HeartRatingView, isUpdating rating: Float)
            func ratingDidReset(_ ratingView: HeartRatingView)
        }

        @IBDesignable @objcMembers open class HeartRatingView: UIView {
            @IBInspectable public var rating: Float = 0 {
                didSet { refresh() }
            }
            public weak var delegate: HeartRatingViewDelegate?
            @IBOutlet weak var label: UILabel!
            var callback: ((Float) -> Void)?
            let note = "@objc optional func heartRatingView?(self) @IBInspectable"

            @IBAction func touchesMoved() {
                delegate?.heartRatingView?(self, isUpdating: rating)
                callback?(rating)
                delegate?.ratingDidReset(self)
            }

            func touchesEnded() {
                delegate?.heartRatingView(self, didUpdate: rating)
                /* @IBInspectable: delegate?.heartRatingView?(self, didUpdate: rating) */
                delegate!.heartRatingView?(self, didUpdate: rating) // @objc
            }
        }
        """

    func testControl_onlyObjectiveCConstructsChange() throws {
        let rewritten = try XCTUnwrap(rewrite(Self.control))
        XCTAssertEqual(rewritten.text, blanks("""
            import UIKit

            /// Tells the delegate about changes; `@objc optional` keeps Objective-C callers working.
            ~~~~~ public protocol HeartRatingViewDelegate: AnyObject {
                ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
                ~~~~~~~~ func heartRatingView(_ ratingView: HeartRatingView, didUpdate rating: Float)
                ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~ ~~~~~~~~ func heartRatingView(_ ratingView: HeartRatingView, isUpdating rating: Float)
                func ratingDidReset(_ ratingView: HeartRatingView)
            }; extension HeartRatingViewDelegate { \(Self.defaults) }

            ~~~~~~~~~~~~~ ~~~~~~~~~~~~ open class HeartRatingView: UIView {
                ~~~~~~~~~~~~~~ public var rating: Float = 0 {
                    didSet { refresh() }
                }
                public weak var delegate: HeartRatingViewDelegate?
                ~~~~~~~~~ weak var label: UILabel!
                var callback: ((Float) -> Void)?
                let note = "@objc optional func heartRatingView?(self) @IBInspectable"

                ~~~~~~~~~ func touchesMoved() {
                    delegate?.heartRatingView~(self, isUpdating: rating)
                    callback?(rating)
                    delegate?.ratingDidReset(self)
                }

                func touchesEnded() {
                    delegate?.heartRatingView(self, didUpdate: rating)
                    /* @IBInspectable: delegate?.heartRatingView?(self, didUpdate: rating) */
                    delegate!.heartRatingView~(self, didUpdate: rating) // @objc
                }
            }
            """))
        XCTAssertEqual(summary(rewritten.edits), [
            "4:1 -@objc",
            "4:46 +: AnyObject",
            "5:5 -@objc(heartRatingView:didUpdate:)",
            "6:5 -optional",
            "7:5 -@objc(heartRatingView:isUpdating:)",
            "7:40 -optional",
            "9:2 +; extension HeartRatingViewDelegate { \(Self.defaults) }",
            "11:1 -@IBDesignable",
            "11:15 -@objcMembers",
            "12:5 -@IBInspectable",
            "16:5 -@IBOutlet",
            "20:5 -@IBAction",
            "21:34 -?",
            "29:34 -?",
        ])
        for edit in rewritten.edits where !edit.utf8Range.isEmpty {
            XCTAssertEqual(edit.inserted, String(repeating: " ", count: edit.removed.count), "\(edit.location)")
        }
        XCTAssertEqual(rewritten.edits.map(\.reason), [
            "`@objc` needs Objective-C interoperability, which Swift on Linux lacks",
            "`@objc` made `HeartRatingViewDelegate` class-bound; without it, `weak` references need `AnyObject`",
            "`@objc` needs Objective-C interoperability, which Swift on Linux lacks",
            "`optional` requirements need an @objc protocol; on Linux `heartRatingView` is a requirement with a default"
                + " implementation that does nothing",
            "`@objc` needs Objective-C interoperability, which Swift on Linux lacks",
            "`optional` requirements need an @objc protocol; on Linux `heartRatingView` is a requirement with a default"
                + " implementation that does nothing",
            "what iOS does when a conformer leaves an optional requirement of `HeartRatingViewDelegate` out",
            "`@IBDesignable` needs Objective-C interoperability, which Swift on Linux lacks",
            "`@objcMembers` needs Objective-C interoperability, which Swift on Linux lacks",
            "`@IBInspectable` needs Objective-C interoperability, which Swift on Linux lacks",
            "`@IBOutlet` needs Objective-C interoperability, which Swift on Linux lacks",
            "`@IBAction` needs Objective-C interoperability, which Swift on Linux lacks",
            "`heartRatingView` has a default implementation on Linux: the call needs no `?`",
            "`heartRatingView` has a default implementation on Linux: the call needs no `?`",
        ])
        XCTAssertEqual(rewritten.unfaithful, [])
    }

    /// The two optional requirements of the fixture's delegate, each with an empty public default.
    private static let defaults = "public func heartRatingView(_ ratingView: HeartRatingView, didUpdate rating: Float) {};"
        + " public func heartRatingView(_ ratingView: HeartRatingView, isUpdating rating: Float) {}"

    func testCommentsAndStrings_areNeverTouched() throws {
        let source = """
            // @objc public protocol P { @objc(a:b:) optional func f() }
            /* @IBDesignable @objcMembers open class V: UIView { @IBInspectable var r = 0 } */
            /// delegate?.heartRatingView?(self, isUpdating: rating)
            let a = "@objc(heartRatingView:didUpdate:) optional func heartRatingView"
            let b = #"delegate?.heartRatingView?(self) @IBOutlet @nonobjc @GKInspectable"#
            let c = \"""
                @objc protocol Q {}
                \"""
            """
        let rewritten = try XCTUnwrap(rewrite(source))
        XCTAssertEqual(rewritten.text, source)
        XCTAssertEqual(rewritten.edits, [])
    }

    func testObjCProtocols_becomeClassBoundOnlyWhenTheyAreNotYet() throws {
        let source = """
            @objc protocol Bare {}
            @objc public protocol Bound: AnyObject {}
            @objc protocol ClassBound: class {}
            @objc protocol ObjectBound: NSObjectProtocol {}
            @objc protocol Other: SomeOther, Another {}
            @available(iOS 13, *) @objc public protocol Available
            {}
            @objc protocol Constrained where Self: Thing {}
            protocol Plain {}
            protocol PlainOther: SomeOther {}
            """
        let rewritten = try XCTUnwrap(rewrite(source))
        XCTAssertEqual(rewritten.text, blanks("""
            ~~~~~ protocol Bare: AnyObject {}
            ~~~~~ public protocol Bound: AnyObject {}
            ~~~~~ protocol ClassBound: class {}
            ~~~~~ protocol ObjectBound: NSObjectProtocol {}
            ~~~~~ protocol Other: AnyObject, SomeOther, Another {}
            @available(iOS 13, *) ~~~~~ public protocol Available: AnyObject
            {}
            ~~~~~ protocol Constrained: AnyObject where Self: Thing {}
            protocol Plain {}
            protocol PlainOther: SomeOther {}
            """))
        XCTAssertEqual(summary(rewritten.edits.filter { $0.utf8Range.isEmpty }), [
            "1:20 +: AnyObject", "5:23 +AnyObject, ", "6:54 +: AnyObject", "8:27 +: AnyObject",
        ])
    }

    func testOptionalRequirements_withoutAFaithfulDefault_areUnfaithfulWhereTheyAre() throws {
        let source = """
            @objc protocol P {
                @objc optional static func make() -> P
                @available(iOS 13, *) optional var title: String { get }
                optional subscript(index: Int) -> Int { get }
                var optional: Int { get }
                func optional(_ value: Int)
                optional func count() -> Int
            }
            func use(_ p: P) {
                p.optional?(1)
            }
            """
        let rewritten = try XCTUnwrap(rewrite(source))
        XCTAssertEqual(rewritten.unfaithful.map { "\($0.location) \($0.reason)" }, [
            "2:11 the optional requirement `make` returns `P`, neither `Void` nor an Optional; on iOS leaving it out makes"
                + " it yield nil, which no default implementation on Linux can",
            "3:27 the optional requirement `title` is a property; on iOS leaving it out makes it yield nil, which no default"
                + " implementation on Linux can",
            "4:5 the optional requirement `subscript` is a subscript; on iOS leaving it out makes it yield nil, which no"
                + " default implementation on Linux can",
            "7:5 the optional requirement `count` returns `Int`, neither `Void` nor an Optional; on iOS leaving it out"
                + " makes it yield nil, which no default implementation on Linux can",
        ])
        XCTAssertFalse(rewritten.text.contains("extension P"), "nothing is defaulted")
        XCTAssertTrue(rewritten.text.contains("p.optional?(1)"), "a requirement named `optional` is no modifier")
    }

    func testOptionalRequirements_returningVoidOrAnOptional_getDefaultsAndCallsKeepWorking() throws {
        let source = """
            @objc(Q) public protocol Q {
                @objc optional func reset(
                    _ view: UIView, // why
                    animated: Bool = true) throws
                @objc optional static func make() -> Q?
                optional func title(for index: Int) -> Optional<String>
                optional func done() -> Void
            }
            func use(_ q: Q) {
                try? q.reset?(UIView())
                _ = type(of: q).make?()
                _ = q.`title`?(for: 1)
            }
            """
        let rewritten = try XCTUnwrap(rewrite(source))
        XCTAssertEqual(rewritten.unfaithful, [])
        XCTAssertEqual(rewritten.text, blanks("""
            ~~~~~~~~ public protocol Q: AnyObject {
                ~~~~~ ~~~~~~~~ func reset(
                    _ view: UIView, // why
                    animated: Bool = true) throws
                ~~~~~ ~~~~~~~~ static func make() -> Q?
                ~~~~~~~~ func title(for index: Int) -> Optional<String>
                ~~~~~~~~ func done() -> Void
            }; extension Q { public func reset( _ view: UIView, animated: Bool = true) throws {}; public static func make() -> Q? { nil };\
             public func title(for index: Int) -> Optional<String> { nil }; public func done() -> Void {} }
            func use(_ q: Q) {
                try? q.reset~(UIView())
                _ = type(of: q).make~()
                _ = q.`title`~(for: 1)
            }
            """))
    }

    func testUnwrappingCall_ofAnOptionalRequirement_isUnfaithful() throws {
        let source = "@objc protocol D { @objc optional func tick() }\nfunc use(_ d: D) { d.tick!() }\n"
        let rewritten = try XCTUnwrap(rewrite(source))
        XCTAssertEqual(rewritten.unfaithful, [ControlRewrite.Unfaithful(
            location: SourceLocation(line: 2, column: 26),
            reason: "`tick!(` traps on iOS when the conformer leaves the optional requirement out; on Linux the default"
                + " implementation would run instead")])
    }

    func testOriginalLocation_mapsPastTheInsertedDefaults() throws {
        // The defaults go in after the closing brace at 1:47; `let` follows it at 1:49 in the original.
        let source = "@objc protocol D { @objc optional func tick() } let x = 1\n"
        let rewritten = try XCTUnwrap(rewrite(source))
        let inserted = "; extension D { func tick() {} }"
        XCTAssertTrue(rewritten.text.contains("}" + inserted + " let x = 1"), rewritten.text)
        let insertedLength = inserted.count + ": AnyObject".count
        let mapped = rewritten.originalLocation(ofRewritten: SourceLocation(line: 1, column: 49 + insertedLength))
        XCTAssertEqual(mapped, SourceLocation(line: 1, column: 49))
        XCTAssertEqual(rewritten.originalLocation(ofRewritten: SourceLocation(line: 1, column: 70)),
                       SourceLocation(line: 1, column: 48), "inside the defaults: where they were inserted")
    }

    func testAttributeArgumentOverLines_keepsEveryLine() throws {
        let source = "@objc protocol Q {\n    @objc(heart:\n        did:) optional func heart(_ a: Int, did b: Int)\n}\n"
        let rewritten = try XCTUnwrap(rewrite(source))
        XCTAssertEqual(rewritten.text, blanks(
            "~~~~~ protocol Q: AnyObject {\n    ~~~~~~~~~~~~\n~~~~~~~~~~~~~ ~~~~~~~~ func heart(_ a: Int, did b: Int)\n}"
                + "; extension Q { func heart(_ a: Int, did b: Int) {} }\n"))
        XCTAssertEqual(rewritten.edits[2].removed, "@objc(heart:\n        did:)")
        XCTAssertEqual(rewritten.edits[2].inserted, "            \n             ")
    }

    func testOriginalLocation_undoesInsertionsOnlyOnTheirLine() throws {
        // `: AnyObject` (11 characters) goes in at column 23 of line 1, where the name (with two
        // two-byte letters: columns count characters) ends; `AnyObject, ` at column 19 of line 2.
        let source = "@objc protocol Ünïcode { func f(_ x: Int) }\n@objc protocol R: S {}\nlet x = 1\n"
        let rewritten = try XCTUnwrap(rewrite(source))
        XCTAssertEqual(rewritten.text, blanks(
            "~~~~~ protocol Ünïcode: AnyObject { func f(_ x: Int) }\n~~~~~ protocol R: AnyObject, S {}\nlet x = 1\n"))
        let cases: [(name: String, rewritten: (Int, Int), original: (Int, Int))] = [
            ("before the insertion", (1, 16), (1, 16)),
            ("at the end of the name", (1, 22), (1, 22)),
            ("inside the inserted text", (1, 25), (1, 23)),
            ("after the insertion", (1, 34), (1, 23)),
            ("the function after it", (1, 37), (1, 26)),
            ("inside a removed span", (1, 3), (1, 3)),
            ("after an insertion before a name", (2, 30), (2, 19)),
            ("a line without insertions", (3, 5), (3, 5)),
        ]
        for (name, position, original) in cases {
            let mapped = rewritten.originalLocation(ofRewritten: SourceLocation(line: position.0, column: position.1))
            XCTAssertEqual(mapped, SourceLocation(line: original.0, column: original.1), name)
        }
    }

    func testExampleControl_keepsNoObjectiveCConstructAndEveryLine() throws {
        let path = ExampleCheckout.root + "/iHeartRating/iHeartRatingView.swift"
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let rewritten = try XCTUnwrap(rewrite(original))
        let tokens = try SwiftSourceFile(source: rewritten.text).tokens
        XCTAssertEqual(tokens.filter { ObjCAttributes.names.contains($0.text) }, [])
        XCTAssertEqual(tokens.filter { $0.text == "optional" }, [])
        XCTAssertFalse(rewritten.text.contains("heartRatingView?("))
        XCTAssertTrue(rewritten.text.contains("}; extension HeartRatingViewDelegate {"
            + " public func heartRatingView(_ ratingView: HeartRatingView, didUpdate rating: Float) {};"
            + " public func heartRatingView(_ ratingView: HeartRatingView, isUpdating rating: Float) {} }\n"))
        XCTAssertEqual(rewritten.unfaithful, [])
        XCTAssertTrue(rewritten.text.contains("protocol HeartRatingViewDelegate: AnyObject {"))
        XCTAssertEqual(rewritten.text.split(separator: "\n", omittingEmptySubsequences: false).count,
                       original.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    func testMalformedSource_isAParseErrorWithItsPosition() {
        XCTAssertThrowsError(try ControlRewrite.rewrite(Array("@objc protocol P {}\nlet a = 1".utf8) + [0xFF])) { error in
            XCTAssertEqual((error as? ParseError)?.location?.line, 2)
        }
    }
}

/// What the rewrite keeps of the attributes it removes: the selectors each class exposes to Objective-C,
/// registered with the stand-in by generated code.
final class ObjCSurfaceRegistrationTests: XCTestCase {
    func testRegistration_exposesTheSelectorsOfEachNameableObjectiveCClass() throws {
        let source = """
            import UIKit
            @objcMembers open class Rating: UIView {
                public var imageContentMode: UIView.ContentMode = .center
                private var hidden: [UIView] = []
            }
            private class Hidden: UIView { @objc var shown = 0 }
            final class Plain { @objc var value = 0 }
            """
        let rewrite = try ControlRewrite.rewrite(Array(source.utf8))
        let text = ObjCSurfaceRegistration.source(for: [rewrite.original], module: "M")
        XCTAssertTrue(text.contains("@testable import M\n"), text)
        XCTAssertTrue(text.contains(
            #"UIKit.StandInObjectiveC.expose(["imageContentMode", "setImageContentMode:"], on: Rating.self)"#), text)
        XCTAssertFalse(text.contains("Hidden.self"), "a private class cannot be named from another module")
        XCTAssertFalse(text.contains("Plain.self"), "a Swift class is no Objective-C class")
        XCTAssertTrue(text.contains("func \(ObjCSurfaceRegistration.functionName)() {"), text)
    }
}
