import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification
import RuleRegistry

/// Every `verify-control` rule's examples, put through the run that reports the rule: a failing example gives
/// the rule's finding, saying what the example says it reports, where it marks; a passing one leaves the rule
/// passed, with notes at most. The rules are the registry's BHV and APP families.
final class BehaviourExamplesTests: XCTestCase {
    private let rules = [RuleFamily.behaviour, .sampleApp].flatMap(RuleRegistry.standard.rules(of:)).compactMap { $0 as? BehaviourRule }

    func testTheRegistry_holdsEveryRuleVerifyControlAndXcodeTestReport() {
        XCTAssertEqual(rules.map(\.id), BehaviourRules.described.map(\.id))
    }

    func testEveryRule_hasAFailingAndAPassingExample_whoseEditsApply() throws {
        var ids: Set<String> = []
        for rule in rules {
            XCTAssertTrue(ids.insert(rule.id).inserted, "duplicate ID \(rule.id)")
            XCTAssertFalse(rule.runs.isEmpty, "\(rule.id) is reported by no run")
            XCTAssertFalse(rule.failing.isEmpty, "\(rule.id) needs a failing example")
            XCTAssertFalse(rule.passing.isEmpty, "\(rule.id) needs a passing example")
            for example in rule.failing + rule.passing {
                _ = try ExampleRuns.fork(example)
            }
            XCTAssertTrue(rule.passing.allSatisfy { $0.reports == nil }, "\(rule.id): a passing example reports nothing")
        }
    }

    func testFailingExamples_giveTheirRulesFinding() throws {
        let runs = try ExampleRuns()
        for rule in rules {
            for example in rule.failing {
                let label = "\(rule.id) failing example “\(example.summary)”"
                let report = try runs.report(rule, example)
                // A rule whose findings are notes (APP004) gives a note on its failing example; another a warning
                // or an error (BHV005 gives both).
                let notes = rule.descriptor.severity == .note
                let found = report.findings(rule, notes: notes).filter { ($0.severity == .note) == notes }
                XCTAssertFalse(found.isEmpty, "\(label): \(report.allFindings.map(\.message))")
                if let reports = example.reports {
                    XCTAssertTrue(found.contains { $0.message.contains(reports) }, "\(label): \(found.map(\.message))")
                }
                XCTAssertTrue(found.allSatisfy { $0.path != nil && $0.location != nil }, "\(label): findings say where")
                let marked = try ExampleRuns.fork(example).marked
                if !marked.isEmpty {
                    let places = found.map { "\($0.path ?? ""):\($0.location.map { "\($0.line):\($0.column)" } ?? "-")" }
                    XCTAssertEqual(Set(places), marked, label)
                }
            }
        }
    }

    func testPassingExamples_leaveTheirRulePassed() throws {
        let runs = try ExampleRuns()
        for rule in rules {
            for example in rule.passing {
                let label = "\(rule.id) passing example “\(example.summary)”"
                let report = try runs.report(rule, example)
                XCTAssertEqual(report.results.first { $0.ruleID == rule.id }?.status, .passed, label)
                XCTAssertEqual(report.findings(rule).map(\.message), [], label)
            }
        }
    }
}
