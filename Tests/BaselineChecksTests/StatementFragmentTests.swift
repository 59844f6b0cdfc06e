import CheckoutTestSupport
import TestSupport
import XCTest
@testable import BaselineChecks

/// Statement fragments match whole statements: a longer statement that starts the same way does not count.
final class StatementFragmentTests: XCTestCase {
    private func matchCount(_ code: String, in source: String) throws -> Int {
        try SwiftSourceFile(utf8: Array(source.utf8)).matches(of: SwiftFragment(code, statement: true)).count
    }

    func testWholeStatement_matchesAtLineEndSemicolonAndBrace() throws {
        let fragment = "let width = slot"
        XCTAssertEqual(try matchCount(fragment, in: "func f() {\n    let width = slot\n    use(width)\n}"), 1)
        XCTAssertEqual(try matchCount(fragment, in: "func f() { let width = slot; use(width) }"), 1)
        XCTAssertEqual(try matchCount(fragment, in: "func f() { let width = slot }"), 1)
        XCTAssertEqual(try matchCount(fragment, in: "let width = slot // why"), 1)
    }

    func testLongerStatement_doesNotMatch() throws {
        let fragment = "let width = slot"
        for longer in ["let width = slot * 1", "let width = slot.rounded()", "let width = slot\n    * 2",
                       "let width = slot ?? 0", "let width = slot, other = 1", "_ = { let width = slot + 1 }"] {
            XCTAssertEqual(try matchCount(fragment, in: longer), 0, longer)
        }
    }

    func testStatementInsideALongerOne_doesNotMatch() throws {
        XCTAssertEqual(try matchCount("rating = adjusted", in: "let copy = rating = adjusted"), 0)
        XCTAssertEqual(try matchCount("rating = adjusted", in: "other.rating = adjusted"), 0)
        XCTAssertEqual(try matchCount("rating = adjusted", in: "self.rating = adjusted"), 1, "`self.` is the same statement")
    }

    func testPlainFragment_stillMatchesInsideLongerCode() throws {
        let file = try SwiftSourceFile(utf8: Array("let width = slot * 1".utf8))
        XCTAssertEqual(file.matches(of: try SwiftFragment("let width = slot")).count, 1)
    }

    /// On the example checkout: each rule with statement fragments fails when its statement grows.
    func testLongerStatementOnTheExample_failsItsRule() throws {
        let cases: [(rule: String, old: String, new: String)] = [
            ("SRC007", "let maximumImageWidth = desiredImageWidth", "let maximumImageWidth = desiredImageWidth * 1"),
            ("SRC011", "private static let maximumRatingCount = 100", "private static let maximumRatingCount = 100 * 10"),
            ("SRC009", "rating = adjustedRating", "rating = adjustedRating + 1"),
            ("SRC004", "emptyImageViews.forEach { $0.contentMode = imageContentMode }",
             "emptyImageViews.forEach { $0.contentMode = imageContentMode == .center ? .scaleToFill : imageContentMode }"),
        ]
        let base = try ExampleCheckout.source()
        let text = String(decoding: try base.read(CheckoutPaths.source).get(), as: UTF8.self)
        for (rule, old, new) in cases {
            XCTAssertTrue(text.contains(old), "\(rule): the example no longer contains `\(old)`")
            let source = OverlaySource(base: base, replaced: [CheckoutPaths.source: Array(text.replacingOccurrences(of: old, with: new).utf8)])
            let result = Engine.check(Checkout(source: source), rules: [try XCTUnwrap(Catalog.standard.rule(rule))]).results.first
            XCTAssertEqual(result?.status, .failed, "\(rule) with `\(new)`")
        }
    }

    func testSelfQualifiedStatementOnTheExample_passes() throws {
        let base = try ExampleCheckout.source()
        let text = String(decoding: try base.read(CheckoutPaths.source).get(), as: UTF8.self)
        let changed = text.replacingOccurrences(of: "        rating = adjustedRating", with: "        self.rating = adjustedRating")
        XCTAssertNotEqual(changed, text)
        let source = OverlaySource(base: base, replaced: [CheckoutPaths.source: Array(changed.utf8)])
        let result = Engine.check(Checkout(source: source), rules: [try XCTUnwrap(Catalog.standard.rule("SRC009"))]).results.first
        XCTAssertEqual(result?.status, .passed, "\(result?.findings.map(\.message) ?? [])")
    }
}
