import XCTest
@testable import BaselineChecks
import TestSupport

/// build.sh's greps held against the derived header within the catalog's budget for patterns, and the header
/// checks within their deadline: what the budget or the deadline leaves unmatched is a note at the grep that
/// leaves HDR001 not evaluated, never a hang and never a pass.
final class HeaderGrepBudgetTests: XCTestCase {
    private func check(
        control edits: [ForkExample.Edit] = [], buildScript: String, deadlineMilliseconds: Int = ObjCHeaderGate.deadlineMilliseconds
    ) throws -> [RuleResult] {
        let example = try DirectorySource(root: ExampleCheckout.root)
        let edited = try XCTUnwrap(ForkExample("edited", edits).applied(to: example))
        let source = OverlaySource(base: edited, replaced: [CheckoutPaths.buildScript: Array(buildScript.utf8)])
        return ObjCHeaderGate.check(source, deadlineMilliseconds: deadlineMilliseconds)
    }

    /// A property whose name is `length` letters `a`, so that its header line is as long.
    private func longProperty(_ length: Int) -> ForkExample.Edit {
        .control("    // MARK: - State\n", "    public var \(String(repeating: "a", count: length)): Int = 0\n\n    // MARK: - State\n")
    }

    private static let header = "H=\"$D/Kit.framework/Headers/iHeartRating-Swift.h\"\n"

    /// 200 greps `(a|aa)*Zq|initWithFrame` against a property of 16 000 characters: glibc's engine takes time
    /// quadratic in the line on such a pattern before it reaches the line that matches, and nothing bounded the
    /// greps (debug build, `objc-header --check`, at 09bf608: 164 s for 200 greps `(a|aa)*Z`, and HDR001
    /// passed). Now they share the 1 s a rule's patterns get in a check (1.3 s for the 200 in the debug build):
    /// the greps the time did not reach are notes, and the rule is not evaluated.
    func testHostileGreps_shareTheMatchingBudget_andTheRestAreNotes() throws {
        let script = Self.header + String(repeating: "grep -E '(a|aa)*Zq|initWithFrame' \"$H\"\n", count: 200)
        let greps = try check(control: [longProperty(16_000)], buildScript: script)[0]
        XCTAssertEqual(greps.status, .notEvaluated, "\(greps.findings.prefix(3))")
        let budgetNotes = greps.findings.filter { $0.message.contains("greps had 1 s of matching") }
        XCTAssertFalse(budgetNotes.isEmpty, "\(greps.findings.prefix(3))")
        XCTAssertTrue(budgetNotes.allSatisfy { $0.severity == .note && $0.path == CheckoutPaths.buildScript }, "\(budgetNotes.prefix(3))")
        XCTAssertTrue(greps.findings.contains { $0.message.hasPrefix("and ") && $0.message.hasSuffix("more findings of this rule, not listed") },
                      "200 notes are more than a rule keeps")
        XCTAssertTrue(greps.unparsedInputs.first?.hasSuffix("greps of build.sh not held against the derived header (see the notes)") ?? false,
                      "\(greps.unparsedInputs)")
    }

    /// A header line longer than a regular expression is matched against (16 KiB) is not handed to the engine:
    /// a grep -E that no other line satisfies is a note naming the line. A fixed string is still found on it.
    func testAHeaderLineBeyondTheSubjectLimit_leavesAnExtendedGrepNotHeld_butAFixedOneIsFound() throws {
        let extended = try check(control: [longProperty(17_000)], buildScript: Self.header + "grep -E 'aaaa;' \"$H\"\n")[0]
        XCTAssertEqual(extended.status, .notEvaluated)
        XCTAssertEqual(extended.findings.map(\.location), [SourceLocation(line: 2, column: 9)])
        XCTAssertTrue(extended.findings.first?.message.contains("is longer than 16 KiB") ?? false, "\(extended.findings)")
        let fixed = try check(control: [longProperty(17_000)], buildScript: Self.header + "grep -F 'aaaa;' \"$H\"\n")[0]
        XCTAssertEqual(fixed.status, .passed, "\(fixed.findings)")
        let short = try check(control: [longProperty(100)], buildScript: Self.header + "grep -E 'aaaa;' \"$H\"\n")[0]
        XCTAssertEqual(short.status, .passed, "\(short.findings)")
    }

    /// The header checks' deadline: a step that starts after it is not run, and its rule is not evaluated,
    /// naming the slowest step (here a deadline of 0 ms, which has passed once the header is derived).
    func testTheDeadline_leavesWhatItDidNotReachNotEvaluated_namingTheSlowestStep() throws {
        let script = Self.header + "grep -E '@protocol HeartRatingViewDelegate' \"$H\"\n"
        let late = try check(buildScript: script, deadlineMilliseconds: 0)
        XCTAssertEqual(late.map(\.status), [.notEvaluated, .notEvaluated, .notEvaluated])
        for result in late {
            let reason = try XCTUnwrap(result.unparsedInputs.first, result.ruleID)
            XCTAssertTrue(reason.hasPrefix("the header checks' deadline of 0 s passed ("), reason)
            XCTAssertTrue(reason.contains(" took "), reason)
        }
        XCTAssertEqual(try check(buildScript: script).map(\.status), [.passed, .passed, .passed])
    }
}
