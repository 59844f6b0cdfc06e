import CheckoutTestSupport
import TestSupport
import XCTest
@testable import BaselineChecks

/// Each rule's breaking edit of the conforming example checkout (`Rule.mutation`). The whole
/// catalog runs on each: exactly the rules that depend on the edited text stop passing (a rule
/// whose input no longer parses is not evaluated), and nothing else.
final class RuleBreakingEditTests: XCTestCase {
    static let source = CheckoutPaths.source

    func testEveryRuleHasABreakingEdit() {
        for rule in Catalog.standard.rules {
            XCTAssertNotNil(rule.mutation, "\(rule.id) needs a breaking edit")
        }
    }

    func testEachBreakingEdit_failsItsRuleAndOnlyTheRulesReadingTheSameText() throws {
        let base = try ExampleCheckout.source()
        for rule in Catalog.standard.rules {
            let edit = try XCTUnwrap(rule.mutation, rule.id)
            let edited = try XCTUnwrap(
                OverlaySource(base: base, edit: edit), "\(rule.id): \(edit.path) no longer holds the text to edit")
            let report = Engine.check(Checkout(source: edited), rules: Catalog.standard.rules)
            let affected = Set(report.results.filter { $0.status != .passed }.map(\.ruleID))
            XCTAssertEqual(affected, Set([rule.id] + edit.alsoAffected), "breaking edit for \(rule.id)")
            let own = report.results.first { $0.ruleID == rule.id }
            if case .remove = edit.change { continue }
            XCTAssertEqual(own?.status, .failed, rule.id)
            for finding in own?.findings ?? [] where finding.severity == .error {
                XCTAssertEqual(finding.path, edit.path, "\(rule.id) names the edited file")
            }
        }
    }

    // The three ways a substring search is fooled, and a guard moved into dead code.

    private func findings(for rule: String, replacing old: String, with new: String, in path: String = source) throws -> [Finding] {
        let edited = try XCTUnwrap(OverlaySource(
            base: try ExampleCheckout.source(), edit: .replacing(old, with: new, in: path)))
        let report = Engine.check(Checkout(source: edited), rules: [try XCTUnwrap(Catalog.standard.rule(rule))])
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
