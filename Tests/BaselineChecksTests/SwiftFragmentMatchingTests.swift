import XCTest
@testable import BaselineChecks

/// Fragments match token sequences: comments, string contents and longer numbers never fool them,
/// and a scoped search says where a fragment was found when it is not where it must be.
final class SwiftFragmentMatchingTests: XCTestCase {
    private let guardFragment = "guard emptyImage != nil, fullImage != nil"

    private func matchCount(of fragment: String, in source: String, file: StaticString = #filePath, line: UInt = #line) -> Int {
        do {
            return try SwiftSourceFile(source: source).matches(of: SwiftFragment(fragment)).count
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return -1
        }
    }

    func testGuardOnlyInAComment_doesNotMatch() {
        let table: [(name: String, source: String)] = [
            ("line comment", "func refresh() {\n    // guard emptyImage != nil, fullImage != nil else { return }\n}"),
            ("doc comment", "/// guard emptyImage != nil, fullImage != nil\nfunc refresh() {}"),
            ("block comment", "func refresh() {\n    /* guard emptyImage != nil, fullImage != nil else { return } */\n}"),
            ("nested block comment", "func refresh() {\n/* outer /* inner */ guard emptyImage != nil, fullImage != nil */\n}"),
        ]
        for row in table {
            XCTAssertTrue(row.source.contains(guardFragment), "\(row.name): a substring test would be fooled")
            XCTAssertEqual(matchCount(of: guardFragment, in: row.source), 0, row.name)
        }
    }

    func testGuardOnlyInAStringLiteral_doesNotMatch() {
        let table: [(name: String, source: String)] = [
            ("string", "let s = \"guard emptyImage != nil, fullImage != nil\""),
            ("multi-line string", "let s = \"\"\"\n    guard emptyImage != nil, fullImage != nil\n    \"\"\""),
            ("raw string", "let s = #\"guard emptyImage != nil, fullImage != nil\"#"),
            ("interpolated string", "let s = \"\\(x) guard emptyImage != nil, fullImage != nil\""),
        ]
        for row in table {
            XCTAssertTrue(row.source.contains(guardFragment), "\(row.name): a substring test would be fooled")
            XCTAssertEqual(matchCount(of: guardFragment, in: row.source), 0, row.name)
        }
    }

    func testLongerNumber_doesNotMatchAShorterOne() {
        let fragment = "private static let maximumRatingCount = 100"
        let table: [(source: String, count: Int)] = [
            ("private static let maximumRatingCount = 1000", 0),
            ("private static let maximumRatingCount = 100_0", 0),
            ("private static let maximumRatingCount = 100.0", 0),
            ("private static let maximumRatingCount = 0x100", 0),
            ("private static let maximumRatingCount = 100", 1),
            ("private  static\n let maximumRatingCount=100 // capped", 1),
        ]
        for row in table {
            XCTAssertEqual(matchCount(of: fragment, in: row.source), row.count, row.source)
        }
    }

    func testTokenMatching_ignoresLayoutAndComparesStringsByValue() {
        let table: [(fragment: String, source: String, count: Int)] = [
            (guardFragment, "guard   emptyImage\n  != /* why */ nil ,fullImage!= nil", 0),
            (guardFragment, "guard   emptyImage\n  != /* why */ nil ,fullImage != nil else {}", 1),
            ("rating = adjustedRating", "self.rating = adjustedRating", 1),
            ("rating = adjustedRating", "rating = adjustedRatingValue", 0),
            ("accessibilityLabel = \"Rating\"", "accessibilityLabel = #\"Rating\"#", 1),
            ("accessibilityLabel = \"Rating\"", "accessibilityLabel = \"\\u{52}ating\"", 1),
            ("accessibilityLabel = \"Rating\"", "accessibilityLabel = \"Ratings\"", 0),
            ("$0.contentMode = imageContentMode", "views.forEach { $0.contentMode = imageContentMode }", 1),
            ("$0.contentMode = imageContentMode", "views.forEach { $1.contentMode = imageContentMode }", 0),
            ("@objc(heartRatingView:didUpdate:)", "@objc(heartRatingView:didUpdate:)\nfunc f()", 1),
            ("@objc(heartRatingView:didUpdate:)", "@ objc(heartRatingView:didUpdate:)", 0),
            ("guard editable, !touches.isEmpty", "guard editable, !touches.isEmpty else { return }", 1),
            ("emptyImage != nil", "emptyImage!=nil", 0),
            ("invalidateIntrinsicContentSize()", "invalidateIntrinsicContentSize(); invalidateIntrinsicContentSize( )", 2),
            ("a a", "a a a", 1),
            ("a a", "a a a a", 2),
        ]
        for row in table {
            XCTAssertEqual(matchCount(of: row.fragment, in: row.source), row.count, "\(row.fragment) in \(row.source)")
        }
    }

    func testGuardMovedIntoAnotherFunction_isFoundElsewhereWithItsScope() throws {
        let file = try SwiftSourceFile(source: """
            class HeartRatingView {
                private func refresh() {
                    updateLayout()
                }
                private func updateLayout() {
                    guard emptyImage != nil, fullImage != nil else { return }
                }
            }
            """)
        let search = file.search(try SwiftFragment(guardFragment), in: SwiftScopeSelector(function: "refresh"))
        XCTAssertTrue(search.foundScope)
        XCTAssertEqual(search.scopes.map { $0.matches.count }, [0])
        XCTAssertTrue(search.inside.isEmpty)
        XCTAssertEqual(search.elsewhere.map(\.location), [SourceLocation(line: 6, column: 9)])
        XCTAssertEqual(search.elsewhere.map(\.enclosingDescription), ["func updateLayout()"])
        XCTAssertEqual(search.scopes.first?.scope.location, SourceLocation(line: 2, column: 13))
    }

    func testScopedSearch_countsPerScopeAndReportsPropertyObservers() throws {
        let file = try SwiftSourceFile(source: """
            var emptyImage: UIImage? { didSet { invalidateIntrinsicContentSize() } }
            var fullImage: UIImage? { didSet { refresh() } }
            func refresh() { invalidateIntrinsicContentSize() }
            invalidateIntrinsicContentSize()
            """)
        let fragment = try SwiftFragment("invalidateIntrinsicContentSize()")
        let empty = file.search(fragment, in: SwiftScopeSelector(property: "emptyImage", accessor: .didSet))
        XCTAssertEqual(empty.inside.count, 1)
        XCTAssertEqual(empty.elsewhere.map(\.enclosingDescription), ["func refresh()", "top level"])
        let full = file.search(fragment, in: SwiftScopeSelector(property: "fullImage", accessor: .didSet))
        XCTAssertEqual(full.scopes.map(\.scope.description), ["var fullImage { didSet }"])
        XCTAssertEqual(full.inside.count, 0)
        XCTAssertEqual(full.elsewhere.count, 3)
        let missing = file.search(fragment, in: SwiftScopeSelector(property: "minImageSize", accessor: .didSet))
        XCTAssertFalse(missing.foundScope)
        XCTAssertEqual(file.matches(of: fragment, inside: try XCTUnwrap(file.scopes.last)).count, 1)
    }

    func testFunctionDeclarations_matchFuncNameAndParenthesis() throws {
        let file = try SwiftSourceFile(source: """
            func testAccessibilityStateTracksRatingAndEditability() {}
            // func testIntrinsicContentSizeTracksImagesCountAndMinimumSize()
            let name = "func testRepeatedLayoutKeepsPartialMaskFiniteAndStable()"
            func testGeneric<T>(_ value: T) {}
            protocol P { func testRequirement() }
            """)
        let table: [(name: String, lines: [Int])] = [
            ("testAccessibilityStateTracksRatingAndEditability", [1]),
            ("testIntrinsicContentSizeTracksImagesCountAndMinimumSize", []),
            ("testRepeatedLayoutKeepsPartialMaskFiniteAndStable", []),
            ("testGeneric", [4]),
            ("testRequirement", [5]),
            ("testAccessibility", []),
        ]
        for row in table {
            XCTAssertEqual(file.functionDeclarations(named: row.name).map(\.line), row.lines, row.name)
        }
    }

    func testFragments_thatAreNotSwiftTokens_areRejected() {
        let table: [(fragment: String, message: String)] = [
            ("", "no Swift tokens"),
            ("// only a comment", "no Swift tokens"),
            ("x = \"open", "unterminated string literal"),
        ]
        for row in table {
            XCTAssertThrowsError(try SwiftFragment(row.fragment), row.fragment) { error in
                XCTAssertTrue((error as? ParseError)?.message.contains(row.message) ?? false, "\(error)")
            }
        }
        XCTAssertEqual(try SwiftFragment("if x {").tokens.count, 3, "fragments may leave braces open")
    }
}
