import XCTest
@testable import BaselineChecks

/// Declaration scopes: kinds, names, signatures, nesting and where each starts.
final class SwiftScopeIndexTests: XCTestCase {
    private func scopes(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        do {
            let parsed = try SwiftSourceFile(source: source)
            return parsed.scopes.map { scope in
                let parent = scope.parent.map { parsed.scopes[$0].description } ?? "-"
                return "\(scope.description) @\(scope.location) in \(parent)"
            }
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return []
        }
    }

    func testDeclarations_becomeScopesWithParentAndStart() {
        let source = """
            extension Outer.Inner {
                struct Nested {
                    func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                        func helper() {}
                    }
                }
            }
            class A: B {
                init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
                deinit {}
                subscript(index: Int) -> Int { index }
            }
            actor Counter {}
            enum E { case a }
            protocol P { func f() }
            """
        XCTAssertEqual(scopes(source), [
            "extension Outer.Inner @1:1 in -",
            "struct Nested @2:5 in extension Outer.Inner",
            "func touchesBegan(_:with:) @3:9 in struct Nested",
            "func helper() @4:13 in func touchesBegan(_:with:)",
            "class A @8:1 in -",
            "init?(coder:) @9:5 in class A",
            "deinit @10:5 in class A",
            "subscript(_:) @11:5 in class A",
            "subscript(_:) { get } @11:34 in subscript(_:)",
            "actor Counter @13:1 in -",
            "enum E @14:1 in -",
            "protocol P @15:1 in -",
        ])
    }

    func testProperties_haveTheirAccessorsAndImplicitGetterAsScopes() {
        let source = """
            struct S {
                var observed: Int = 0 {
                    willSet(next) { print(next) }
                    didSet { print(oldValue) }
                }
                var computed: Int { observed * 2 }
                var explicit: Int {
                    get { observed }
                    set { observed = newValue }
                }
                @IBInspectable public var maxRating: Int = 5 {
                    didSet { refresh() }
                }
                var stored = 1
                lazy var made: [Int] = { [1, 2] }()
            }
            """
        XCTAssertEqual(scopes(source), [
            "struct S @1:1 in -",
            "var observed @2:5 in struct S",
            "var observed { willSet } @3:9 in var observed",
            "var observed { didSet } @4:9 in var observed",
            "var computed @6:5 in struct S",
            "var computed { get } @6:23 in var computed",
            "var explicit @7:5 in struct S",
            "var explicit { get } @8:9 in var explicit",
            "var explicit { set } @9:9 in var explicit",
            "var maxRating @11:27 in struct S",
            "var maxRating { didSet } @12:9 in var maxRating",
        ])
    }

    func testSignatures_takeArgumentLabelsFromTheFirstParameterClause() throws {
        let table: [(source: String, signature: String)] = [
            ("func f(@Clamped(0...1) x: Double, y: [Int] = [1, 2], _ z: (Int, Int) -> Void) {}", "f(x:y:_:)"),
            ("func g(a: Int = { (x: Int) in x }(1), b b: Int) {}", "g(a:b:)"),
            ("init?<T>(_ value: T, radix: Int = (10)) {}", "init?(_:radix:)"),
            ("struct S { subscript(index: Int, key k: String) -> Int { 0 } }", "subscript(_:key:)"),
            ("func ==(lhs: S, rhs: S) -> Bool { true }", "==(lhs:rhs:)"),
            ("func h {}", "h"),
            ("func long(" + String(repeating: "x: Int, ", count: 5_000) + ") {}", "long(…)"),
        ]
        for row in table {
            let scopes = try SwiftSourceFile(source: row.source).scopes
            XCTAssertEqual(scopes.first { $0.kind != .struct }?.signature, row.signature, row.source)
        }
    }

    func testWordsThatOnlyLookLikeDeclarations_areNotScopes() {
        let source = """
            class func make() {}
            protocol Q: class {}
            func f() {
                if let value = optional { print(value) }
                guard var copy = other else { return }
                let local = 1 { }
                let made = Foo.init()
                var get = 1
            }
            """
        XCTAssertEqual(scopes(source), [
            "func make() @1:7 in -",
            "protocol Q @2:1 in -",
            "func f() @3:1 in -",
        ])
    }

    func testBracesAfterAPropertyThatBelongToSomethingElse_areNotAccessors() {
        let source = """
            protocol P {
                func requirement() -> Int
                var value: Int { get set }
            }
            let typed: Int
            run { print(1) }
            let made = { didSet() }
            let literal = 1.5 { 42 }
            let text = "t"
            if text.isEmpty { print(2) }
            """
        XCTAssertEqual(scopes(source), [
            "protocol P @1:1 in -",
            "var value @3:5 in protocol P",
            "let literal @8:1 in -",
            "let literal { get } @8:19 in let literal",
        ])
    }

    func testTopLevelVariables_areScopesOnlyWhenTheyDeclare() {
        let source = """
            var computed: Int { 42 }
            if let first = [1].first { print(first) }
            guard
                let later = Optional(1)
            else { fatalError() }
            """
        XCTAssertEqual(scopes(source), ["var computed @1:1 in -", "var computed { get } @1:19 in var computed"])
    }

    func testScopeBody_isTheTokensBetweenItsBraces() throws {
        let file = try SwiftSourceFile(source: "func f() { a; b }")
        let scope = try XCTUnwrap(file.scopes.first)
        XCTAssertEqual(file.bodyTokens(of: scope).map(\.text), ["a", ";", "b"])
        XCTAssertEqual(file.tokens[scope.braces.lowerBound].text, "{")
        XCTAssertEqual(file.tokens[scope.braces.upperBound].text, "}")
        XCTAssertEqual(file.innermostScope(containingToken: 5)?.name, "f")
        XCTAssertNil(file.innermostScope(containingToken: 4), "the opening brace is outside the body")
    }

    func testSelectors_pickScopesByKindNameAccessorAndEnclosingType() throws {
        let file = try SwiftSourceFile(source: """
            class HeartRatingView {
                var maxRating: Int = 5 { didSet { } }
                var size: Int { 1 }
                func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
                func touchesBegan(at point: CGPoint) {}
                init(frame: CGRect) {}
            }
            extension HeartRatingView { func layoutSubviews() {} }
            struct Other { func layoutSubviews() {} }
            """)
        let table: [(selector: SwiftScopeSelector, expected: [String])] = [
            (SwiftScopeSelector(property: "maxRating", accessor: .didSet), ["var maxRating { didSet }"]),
            (SwiftScopeSelector(property: "maxRating"), ["var maxRating"]),
            (SwiftScopeSelector(property: "maxRating", accessor: .willSet), []),
            (SwiftScopeSelector(property: "size", accessor: .get), ["var size { get }"]),
            (SwiftScopeSelector(function: "touchesBegan"),
             ["func touchesBegan(_:with:)", "func touchesBegan(at:)"]),
            (SwiftScopeSelector(function: "touchesBegan(_:with:)"), ["func touchesBegan(_:with:)"]),
            (SwiftScopeSelector(function: "layoutSubviews"), ["func layoutSubviews()", "func layoutSubviews()"]),
            (SwiftScopeSelector(function: "layoutSubviews", in: "HeartRatingView"), ["func layoutSubviews()"]),
            (SwiftScopeSelector(type: "HeartRatingView"), ["class HeartRatingView", "extension HeartRatingView"]),
            (SwiftScopeSelector(initializer: "init(frame:)"), ["init(frame:)"]),
        ]
        for row in table {
            XCTAssertEqual(file.scopes(matching: row.selector).map(\.description), row.expected, row.selector.description)
        }
        let extensionMethod = try XCTUnwrap(file.scopes(matching: SwiftScopeSelector(function: "layoutSubviews")).first)
        XCTAssertEqual(file.path(to: extensionMethod).map(\.description), ["extension HeartRatingView", "func layoutSubviews()"])
    }
}
