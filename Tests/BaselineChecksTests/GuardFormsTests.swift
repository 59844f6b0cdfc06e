import CheckoutTestSupport
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BaselineCommand

/// SRC010 reads guards as Swift structure: each row rewrites one handler of the bundled example checkout.
/// Equivalent guards pass; weakened ones fail with one error per condition that is missing.
final class GuardFormsTests: XCTestCase {
    struct Form {
        var name: String
        var old: String
        var new: String
        /// The conditions the findings must name, one error each; none when the form is equivalent and passes.
        var missing: [String] = []
    }

    static let began = "guard editable, let touch = touches.first else { return }\n        handleTouchAtLocation(touch.location(in: self))"
    static let ended = "guard editable, !touches.isEmpty else { return }"
    static let handle = "guard editable, emptyImage != nil, fullImage != nil, !emptyImageViews.isEmpty else { return }"

    static let equivalent: [Form] = [
        Form(name: "reordered", old: ended, new: "guard !touches.isEmpty, editable else { return }"),
        Form(name: "reordered binding", old: began,
             new: "guard let touch = touches.first, editable else { return }\n        handleTouchAtLocation(touch.location(in: self))"),
        Form(name: "split", old: ended, new: "guard editable else { return }\n        guard !touches.isEmpty else { return }"),
        Form(name: "if-not-return", old: ended, new: "if !editable { return }\n        if touches.isEmpty { return }"),
        Form(name: "if-or-return", old: ended, new: "if !editable || touches.isEmpty { return }"),
        Form(name: "nil comparison as if", old: handle,
             new: "if emptyImage == nil || fullImage == nil { return }\n        guard editable, !emptyImageViews.isEmpty else { return }"),
        Form(name: "self-qualified", old: began,
             new: "guard self.editable, let touch = touches.first else { return }\n        handleTouchAtLocation(touch.location(in: self))"),
        Form(name: "joined by &&", old: ended, new: "guard editable && !touches.isEmpty else { return }"),
        Form(name: "parenthesised", old: ended, new: "guard (editable), !(touches.isEmpty) else { return }"),
        Form(name: "extra condition", old: ended, new: "guard editable, !touches.isEmpty, delegate != nil else { return }"),
        Form(name: "super first", old: ended, new: "super.touchesEnded(touches, with: event)\n        " + ended),
    ]

    static let weakened: [Form] = [
        Form(name: "missing", old: ended, new: "guard !touches.isEmpty else { return }", missing: ["editable"]),
        Form(name: "negated", old: ended, new: "guard !editable, !touches.isEmpty else { return }", missing: ["editable"]),
        Form(name: "or true binds looser than &&", old: ended, new: "guard editable || true && delegate != nil, !touches.isEmpty else { return }",
             missing: ["editable"]),
        Form(name: "or true", old: ended, new: "guard editable || true, !touches.isEmpty else { return }", missing: ["editable"]),
        Form(name: "after first use", old: began,
             new: "handleTouchAtLocation(touches.first!.location(in: self))\n        guard editable, let touch = touches.first else { return }\n        _ = touch",
             missing: ["editable", "let touch = touches.first"]),
        Form(name: "callback before the guard", old: ended,
             new: "delegate?.heartRatingView?(self, didUpdate: rating)\n        " + ended, missing: ["editable", "!touches.isEmpty"]),
        Form(name: "other statement first", old: ended, new: "let started = Date()\n        _ = started\n        " + ended,
             missing: ["editable", "!touches.isEmpty"]),
        Form(name: "dead code", old: ended, new: "guard !touches.isEmpty else { return }\n        if false { guard editable else { return } }",
             missing: ["editable"]),
        Form(name: "comment", old: ended, new: "// guard editable else { return }\n        guard !touches.isEmpty else { return }",
             missing: ["editable"]),
        Form(name: "string", old: ended, new: "guard !touches.isEmpty else { return }\n        _ = \"guard editable else { return }\"",
             missing: ["editable"]),
        Form(name: "if without exit", old: ended, new: "guard !touches.isEmpty else { return }\n        if !editable { print(\"read-only\") }",
             missing: ["editable"]),
        Form(name: "one image only", old: handle, new: "guard editable, emptyImage != nil, !emptyImageViews.isEmpty else { return }",
             missing: ["fullImage != nil"]),
    ]

    private func report(_ form: Form) throws -> RuleResult {
        let base = try ExampleCheckout.source()
        let path = CheckoutPaths.source
        let text = String(decoding: try base.read(path).get(), as: UTF8.self)
        let range = try XCTUnwrap(text.range(of: form.old), "\(form.name): the example no longer contains the guard to rewrite")
        // Only the first handler that has the guard changes: touchesBegan, not touchesMoved.
        let source = OverlaySource(base: base, replaced: [path: Array(text.replacingCharacters(in: range, with: form.new).utf8)])
        let rule = try XCTUnwrap(Catalog.standard.rule("SRC010"))
        return try XCTUnwrap(Engine.check(Checkout(source: source), rules: [rule]).results.first)
    }

    func testEquivalentGuards_pass() throws {
        for form in Self.equivalent {
            let result = try report(form)
            XCTAssertEqual(result.status, .passed, "\(form.name): \(result.findings.map(\.message))")
        }
    }

    func testWeakenedGuards_failNamingTheMissingCondition() throws {
        for form in Self.weakened {
            let result = try report(form)
            XCTAssertEqual(result.status, .failed, form.name)
            let errors = result.findings.filter { $0.severity == .error }
            let named = errors.compactMap { error in form.missing.first { error.message.hasSuffix("requiring `\($0)`") } }
            XCTAssertEqual(errors.count, form.missing.count, "\(form.name): \(errors.map(\.message))")
            XCTAssertEqual(named.sorted(), form.missing.sorted(), "\(form.name): \(errors.map(\.message))")
            XCTAssertTrue(errors.allSatisfy { $0.location != nil }, "\(form.name) points at a position")
        }
    }

    /// A guard that lost a condition is reported at the guard, with no note (there is no later early exit to
    /// point at); a statement placed before a guard that has the condition gets the note that it runs too early.
    func testAGuardThatLostACondition_isReportedAtTheGuard() throws {
        let text = String(decoding: try ExampleCheckout.source().read(CheckoutPaths.source).get(), as: UTF8.self)
        let range = try XCTUnwrap(text.range(of: Self.ended))
        let line = text[..<range.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).count
        let column = text[..<range.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).last!.count + 1
        let lost = try report(Self.weakened.first { $0.name == "missing" }!).findings.filter { $0.severity == .error }
        XCTAssertEqual(lost.map(\.location), [SourceLocation(line: line, column: column)])
        XCTAssertEqual(lost.flatMap(\.notes).map(\.message), [])
        let late = try report(Self.weakened.first { $0.name == "callback before the guard" }!).findings.filter { $0.severity == .error }
        XCTAssertEqual(late.map(\.location), Array(repeating: SourceLocation(line: line, column: column), count: 2))
        XCTAssertEqual(late.flatMap(\.notes).map(\.message).filter { $0.hasPrefix("this statement runs before an early exit") }.count, 2)
    }

    /// What `explain` shows as accepted must pass: each form replaces the guard of the first handler it names.
    func testExplainedAcceptedForms_passOnTheExample() throws {
        let guardLines = ["handleTouchAtLocation": Self.handle, "touchesBegan": "guard editable, let touch = touches.first else { return }",
                          "touchesEnded": Self.ended]
        let rule = try XCTUnwrap(Catalog.standard.rule("SRC010"))
        let explanation = RuleExplanation.render(rule)
        for requirement in rule.check.parts(GuardsCheck.self).flatMap(\.requirements) {
            let old = try XCTUnwrap(guardLines[requirement.scopes[0].name])
            XCTAssertGreaterThanOrEqual(requirement.acceptedForms.count, 3)
            for form in requirement.acceptedForms {
                XCTAssertTrue(explanation.contains(form), "explain shows `\(form)`")
                let result = try report(Form(name: form, old: old, new: form))
                XCTAssertEqual(result.status, .passed, "\(form): \(result.findings.map(\.message))")
            }
        }
    }

    /// Hostile shapes: a long `self.` chain, nested parentheses (within the lexer's depth limit) and many
    /// statements are read without recursion.
    func testHostileHandlerBodies_giveFindingsNotCrashes() throws {
        let chain = String(repeating: "self.", count: 50_000) + "editable"
        let parens = String(repeating: "(", count: 200) + "editable" + String(repeating: ")", count: 200)
        let statements = String(repeating: "x = 1; ", count: 50_000)
        for body in ["guard \(chain) else { return }", "guard \(parens) else { return }", statements] {
            let result = try report(Form(name: "hostile", old: Self.ended, new: body))
            XCTAssertEqual(result.status, .failed, "touchesEnded still lacks `!touches.isEmpty`")
        }
    }

    func testStatementBeforeTheGuard_isWhereTheFindingPoints() throws {
        let result = try report(try XCTUnwrap(Self.weakened.first { $0.name == "after first use" }))
        let error = try XCTUnwrap(result.findings.first { $0.severity == .error })
        let source = String(decoding: try ExampleCheckout.source().read(CheckoutPaths.source).get(), as: UTF8.self)
        let line = try XCTUnwrap(source.components(separatedBy: "\n").firstIndex { $0.contains("func touchesBegan") }) + 2
        XCTAssertEqual(error.location?.line, line, "the finding is at the statement that runs before the guard")
    }
}
