import CheckoutTestSupport
import TestSupport
import XCTest
@testable import BaselineChecks
import RuleRegistry

/// Runs every rule of the catalog against its own examples, each a change to the
/// bundled conforming example checkout: failing examples must make the rule fail,
/// passing ones must keep it passing. The rules are the registry's catalog family.
final class RuleExamplesTests: XCTestCase {
    private let rules = RuleRegistry.standard.rules(of: .catalog).compactMap { $0 as? Rule }

    func testTheRegistry_holdsTheWholeCatalog() {
        XCTAssertEqual(rules.map(\.id), Catalog.standard.rules.map(\.id))
    }

    func testCatalog_rulesAreWellFormed() {
        var ids: Set<String> = []
        var names: Set<String> = []
        for rule in rules {
            XCTAssertTrue(ids.insert(rule.id).inserted, "duplicate ID \(rule.id)")
            XCTAssertTrue(names.insert(rule.name).inserted, "duplicate name \(rule.name)")
            XCTAssertNotNil(rule.id.wholeMatch(of: /[A-Z]{2,4}[0-9]{3}/), rule.id)
            XCTAssertNotNil(rule.name.wholeMatch(of: /[a-z0-9]+(-[a-z0-9]+)*/), rule.name)
            XCTAssertFalse(rule.summary.contains("\n"), "\(rule.id): the summary is one line")
            XCTAssertFalse(rule.rationale.isEmpty, rule.id)
            XCTAssertFalse(rule.examples.failing.isEmpty, "\(rule.id) needs a failing example")
            XCTAssertFalse(rule.examples.passing.isEmpty, "\(rule.id) needs a passing example")
        }
    }

    func testConformingExampleCheckout_passesEveryRule() throws {
        let report = Engine.check(Checkout(source: try ExampleCheckout.source()), rules: rules)
        XCTAssertEqual(report.fileFindings, [])
        for result in report.results {
            XCTAssertEqual(result.status, .passed, "\(result.ruleID): \(result.findings) \(result.unusableFiles) \(result.unparsedInputs)")
        }
        XCTAssertTrue(report.passed)
    }

    func testFailingExamples_makeTheirRuleFail() throws {
        for rule in rules {
            for example in rule.examples.failing {
                let report = try ExampleCheckout.check([rule], changedBy: example)
                let result = try XCTUnwrap(report.results.first)
                let label = "\(rule.id) failing example “\(example.summary)”"
                if example.removed.isEmpty {
                    XCTAssertEqual(result.status, .failed, "\(label): \(result)")
                    XCTAssertTrue(result.findings.contains { $0.ruleID == rule.id && $0.severity == .error }, label)
                    let errors = result.findings.filter { $0.severity == .error }
                    for finding in errors {
                        XCTAssertNotNil(finding.path, "\(label): findings name their file")
                    }
                    // Where the example marks a place, the errors are there and nowhere else; an unmarked
                    // example has errors without a position (a missing text, a missing file).
                    let reported = Set(errors.map { "\($0.path ?? ""):\($0.location.map { "\($0.line):\($0.column)" } ?? "-")" })
                    let marked = Set(example.markedPositions.map { "\($0.path):\($0.location.line):\($0.location.column)" })
                    XCTAssertEqual(reported, marked.isEmpty ? Set(errors.map { "\($0.path ?? ""):-" }) : marked, label)
                } else {
                    XCTAssertNotEqual(result.status, .passed, label)
                    XCTAssertFalse(report.passed, label)
                }
            }
        }
    }

    func testPassingExamples_keepTheirRulePassing() throws {
        for rule in rules {
            for example in rule.examples.passing {
                let report = try ExampleCheckout.check([rule], changedBy: example)
                let result = try XCTUnwrap(report.results.first)
                XCTAssertEqual(result.status, .passed, "\(rule.id) passing example “\(example.summary)”: \(result)")
                XCTAssertTrue(report.passed, "\(rule.id) passing example “\(example.summary)”")
            }
        }
    }
}

/// A code rule's passing example no longer passes once its Swift is only a comment or
/// only the inside of a string literal: fragments match tokens, not text.
final class CodeRuleWrappingTests: XCTestCase {
    private static let wrappings: [(name: String, wrap: @Sendable (String) -> String)] = [
        ("line comments", { $0.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n") }),
        ("a block comment", { "/*\n" + $0 + "\n*/\n" }),
        ("a multi-line string", { "let wrapped = \"\"\"\n" + $0.replacingOccurrences(of: "\\", with: "\\\\") + "\n\"\"\"\n" }),
        ("a raw string", { "let wrapped = ##\"\"\"\n" + $0 + "\n\"\"\"##\n" }),
    ]

    func testPassingExamplesWrappedInCommentsOrStrings_makeCodeRulesFail() throws {
        let codeRules = Catalog.standard.rules.filter { !$0.check.parts(SwiftFragmentsCheck.self).isEmpty }
        XCTAssertFalse(codeRules.isEmpty)
        for rule in codeRules {
            for example in rule.examples.passing {
                for (name, wrap) in Self.wrappings {
                    var wrapped = example
                    wrapped.files = example.files.map { file in
                        file.path.hasSuffix(".swift") ? ExampleFile(path: file.path, contents: wrap(file.contents)) : file
                    }
                    let result = try XCTUnwrap(ExampleCheckout.check([rule], changedBy: wrapped).results.first)
                    XCTAssertEqual(result.status, .failed, "\(rule.id) “\(example.summary)” inside \(name) must not pass")
                }
            }
        }
    }
}
