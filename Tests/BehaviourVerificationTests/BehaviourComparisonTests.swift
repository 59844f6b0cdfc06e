import CheckoutTestSupport
import Foundation
import RatingReference
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// `verify-control --against`: the example's control compared with changed versions of itself, without the
/// model: a behaviour change is reported case by case, a refactor is not.
final class BehaviourComparisonTests: XCTestCase {
    private func comparison() throws -> BehaviourComparison {
        var options = VerifyOptions()
        options.generatedCases = 300
        do {
            return BehaviourComparison(verifier: try ControlVerification.verifier(
                untrustedRoots: [ExampleCheckout.root], options: options, cacheBase: VerifyControlCache.home))
        } catch {
            throw XCTSkip("verify-control cannot run here: \(error)")
        }
    }

    /// The example checkout with each `(original, replacement)` applied to its control (each must occur once).
    private func changed(_ edits: [(String, String)], file: StaticString = #filePath, line: UInt = #line) throws -> OverlaySource {
        let base = try ExampleCheckout.source()
        var text = try String(decoding: base.read(CheckoutPaths.source).get(), as: UTF8.self)
        for (original, replacement) in edits {
            XCTAssertEqual(text.components(separatedBy: original).count, 2, "\(original) occurs once", file: file, line: line)
            text = text.replacingOccurrences(of: original, with: replacement)
        }
        return OverlaySource(base: base, replaced: [CheckoutPaths.source: Array(text.utf8)])
    }

    private func changes(_ report: CheckoutReport) -> [Finding] {
        report.results.first { $0.ruleID == BehaviourRules.change.id }?.findings ?? []
    }

    func testTheSameControl_changesNothing() throws {
        let report = try comparison().compare(
            before: try ExampleCheckout.source(), beforeName: "HEAD", after: try ExampleCheckout.source())
        XCTAssertTrue(report.passed)
        XCTAssertEqual(report.results.map(\.ruleID), ["BHV003", "BHV010", "BHV005"])
    }

    func testARefactor_renamedLocalsAndReorderedStatements_changesNothing() throws {
        let refactored = try changed([
            ("let spacing = count > 1 ? (availableWidth - imageSize.width * CGFloat(count)) / CGFloat(count - 1) : 0\n",
             "let top = bounds.origin.y.isFinite ? bounds.origin.y : 0\n"),
            ("let originY = bounds.origin.y.isFinite ? bounds.origin.y : 0\n",
             "let gap = count > 1 ? (availableWidth - imageSize.width * CGFloat(count)) / CGFloat(count - 1) : 0\n"),
            ("let offset = bounds.origin.x + CGFloat(index) * (spacing + imageSize.width)",
             "let offset = bounds.origin.x + CGFloat(index) * (gap + imageSize.width)"),
            ("CGPoint(x: originX, y: originY)", "CGPoint(x: originX, y: top)"),
            ("var newRating: Float = 0", "var touchedRating: Float = 0"),
            ("newRating = Float(index) + (fraction > 0.75", "touchedRating = Float(index) + (fraction > 0.75"),
            ("newRating = Float(index) + fraction\n", "touchedRating = Float(index) + fraction\n"),
            ("newRating = Float(index) + 1", "touchedRating = Float(index) + 1"),
            ("rating = boundedRating(newRating)", "rating = boundedRating(touchedRating)"),
        ])
        let report = try comparison().compare(before: try ExampleCheckout.source(), beforeName: "HEAD", after: refactored)
        XCTAssertTrue(report.passed, report.allFindings.map(\.message).joined(separator: "\n"))
    }

    /// A control that ends the process in `init`, or writes on the driver's channel itself, gives no case a
    /// result: the comparison is not evaluated (exit 1), never "unchanged".
    func testAControlThatRunsNoCase_leavesTheComparisonNotEvaluated() throws {
        let mutants = [
            ("exit in init", "super.init(frame: frame)\n", "super.init(frame: frame)\n        exit(0)\n"),
            ("junk on every descriptor", "super.init(frame: frame)\n",
             "super.init(frame: frame)\n        for descriptor in Int32(0)..<16 { _ = write(descriptor, \"{\\\"case\\\":0}\\n\", 11) }\n"),
        ]
        let comparison = try comparison()
        for (name, original, replacement) in mutants {
            let report = try comparison.compare(
                before: try ExampleCheckout.source(), beforeName: "HEAD", after: try changed([(original, replacement)]))
            let result = try XCTUnwrap(report.results.first { $0.ruleID == BehaviourRules.change.id }, name)
            XCTAssertFalse(report.passed, name)
            XCTAssertNotEqual(result.status, .passed, name)
            XCTAssertTrue(result.unparsedInputs.contains { $0.contains("cases could not be compared, the first (after the change): ") },
                          "\(name): \(result.unparsedInputs)")
        }
    }

    func testBehaviourChanges_areReportedWithBeforeAfterAndADrawingOfEach() throws {
        let mutants: [(name: String, original: String, replacement: String, fields: [String])] = [
            ("bounce index", "Int(max(rating - 1, 0))", "Int(max(rating, 0))", ["events[0].bounce"]),
            ("infinite-bounds guard", "let availableWidth = finiteNonnegative(bounds.width, maximum: limit)",
             "let availableWidth = min(max(bounds.width, 0), limit)", ["pairs[0].frame.width", "pairs[0].frame.height"]),
            ("half-rating threshold", "fraction > 0.25 ? 0.5 : 0", "fraction > 0.3 ? 0.5 : 0",
             ["accessibilityValue", "rating"]),
        ]
        let comparison = try comparison()
        for mutant in mutants {
            let report = try comparison.compare(
                before: try ExampleCheckout.source(), beforeName: "HEAD", after: try changed([(mutant.original, mutant.replacement)]))
            let found = changes(report)
            XCTAssertFalse(report.passed, mutant.name)
            XCTAssertTrue(found.contains { finding in mutant.fields.contains { finding.message.contains("): \($0): before ") } },
                          "\(mutant.name): \(found.map(\.message))")
            for finding in found {
                XCTAssertTrue(finding.message.hasPrefix("behaviour changed since HEAD in "), finding.message)
                XCTAssertEqual(finding.figures?.map(\.caption), ["before (HEAD)", "after"], mutant.name)
            }
        }
    }
}
