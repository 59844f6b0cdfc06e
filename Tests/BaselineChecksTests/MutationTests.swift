import CheckoutTestSupport
import TestSupport
import XCTest
@testable import BaselineChecks

/// Each rule's targeted mutation of the conforming example checkout (`Rule.mutation`). The whole
/// catalog runs on each: exactly the rules that depend on the mutated text stop passing (a rule
/// whose input no longer parses is not evaluated), and nothing else.
final class MutationTests: XCTestCase {
    static let source = CheckoutPaths.source

    func testEveryRuleHasAMutation() {
        for rule in Catalog.standard.rules {
            XCTAssertNotNil(rule.mutation, "\(rule.id) needs a mutation")
        }
    }

    func testEachMutation_failsItsRuleAndOnlyTheRulesReadingTheSameText() throws {
        let base = try ExampleCheckout.source()
        for rule in Catalog.standard.rules {
            let mutation = try XCTUnwrap(rule.mutation, rule.id)
            let mutated = try XCTUnwrap(
                OverlaySource(base: base, mutation: mutation), "\(rule.id): \(mutation.path) no longer holds the text to mutate")
            let report = Engine.check(Checkout(source: mutated), rules: Catalog.standard.rules)
            let affected = Set(report.results.filter { $0.status != .passed }.map(\.ruleID))
            XCTAssertEqual(affected, Set([rule.id] + mutation.alsoAffected), "mutation for \(rule.id)")
            let own = report.results.first { $0.ruleID == rule.id }
            if case .remove = mutation.change { continue }
            XCTAssertEqual(own?.status, .failed, rule.id)
            for finding in own?.findings ?? [] where finding.severity == .error {
                XCTAssertEqual(finding.path, mutation.path, "\(rule.id) names the mutated file")
            }
        }
    }

    // The three ways a substring search is fooled, and a guard moved into dead code.

    private func findings(for rule: String, replacing old: String, with new: String, in path: String = source) throws -> [Finding] {
        let mutated = try XCTUnwrap(OverlaySource(
            base: try ExampleCheckout.source(), mutation: .replacing(old, with: new, in: path)))
        let report = Engine.check(Checkout(source: mutated), rules: [try XCTUnwrap(Catalog.standard.rule(rule))])
        XCTAssertEqual(report.results.first?.status, .failed, "\(rule) must fail")
        return report.results.first?.findings ?? []
    }

    func testGuardInAComment_doesNotCount() throws {
        let findings = try findings(for: "SRC008", replacing: "guard emptyImage != nil, fullImage != nil else {",
                                    with: "// guard emptyImage != nil, fullImage != nil\n        guard true else {")
        XCTAssertTrue(findings.contains { $0.message.contains("is missing from `func refresh()`") }, "\(findings)")
        XCTAssertNotNil(findings.first?.location, "points at the declaration it should be in")
    }

    func testGuardOnlyInAStringLiteral_doesNotCount() throws {
        let findings = try findings(for: "SRC009", replacing: #"accessibilityLabel = "Rating""#,
                                    with: ##"_ = #"accessibilityLabel = "Rating""#"##)
        XCTAssertEqual(findings.map(\.message), [#"missing `accessibilityLabel = "Rating"`"#])
    }

    func testLongerNumber_doesNotSatisfyTheFragment() throws {
        let findings = try findings(for: "SRC011", replacing: "maximumRatingCount = 100", with: "maximumRatingCount = 1000")
        XCTAssertEqual(findings.map(\.message), ["missing `private static let maximumRatingCount = 100`"])
    }

    func testGuardMovedIntoAnotherFunction_isReportedWithWhereItWasFound() throws {
        let findings = try findings(
            for: "SRC007", replacing: "let maximumImageWidth = desiredImageWidth",
            with: "let maximumImageWidth = cappedWidth(desiredImageWidth)\n    }\n\n    private func unusedCap(_ desiredImageWidth: CGFloat) {\n        let maximumImageWidth = desiredImageWidth")
        let finding = try XCTUnwrap(findings.first)
        XCTAssertTrue(finding.message.contains("is missing from `func layoutSubviews()`"), finding.message)
        XCTAssertEqual(finding.notes.count, 1)
        XCTAssertTrue(finding.notes.first?.message.contains("func unusedCap(_:)") ?? false, "\(finding.notes)")
        XCTAssertNotNil(finding.notes.first?.location)
    }
}
