import Foundation
import XCTest
@testable import BaselineChecks
@testable import BaselineCommand
import BehaviourVerification
import RuleRegistry
import TestSupport

/// What the README says of the rules and the command line is generated from, or compared with, the
/// code itself, so that the two cannot drift apart.
final class DocumentationSyncTests: XCTestCase {
    private func readme() throws -> String {
        try String(contentsOfFile: RepositoryRoot.path + "/README.md", encoding: .utf8)
    }

    func testREADMERuleTable_isTheCatalogs() throws {
        let table = RuleListing.markdownTable(Catalog.standard)
        XCTAssertTrue(try readme().contains(table), "README.md's rule table differs from the catalog; it should read:\n\(table)")
    }

    /// README ↔ registry, both ways: every rule the tool can report has its row in one of the README's tables (the
    /// catalog's as `| ID | `name` |`, the others' as `| `ID` name |`), and every such row names a rule of the
    /// registry by its ID and name.
    func testEveryRuleOfTheRegistry_hasItsREADMERow_andEveryRowIsARule() throws {
        let readme = try readme()
        let registry = RuleRegistry.standard
        for rule in registry.all.map(\.descriptor) {
            XCTAssertTrue(readme.contains("| \(rule.id) | `\(rule.name)` |") || readme.contains("| `\(rule.id)` \(rule.name) |"),
                          "README.md has no row for \(rule.id); its family's table needs the line:\n| `\(rule.id)` \(rule.name) | what it reports |")
        }
        let rows = readme.matches(of: /\n\| ([A-Z]+[0-9]{3}) \| `([a-z0-9-]+)` \|/).map { ($0.1, $0.2) }
            + readme.matches(of: /\n\| `([A-Z]+[0-9]{3})` ([a-z0-9-]+) \|/).map { ($0.1, $0.2) }
        XCTAssertEqual(rows.count, registry.all.count, "one row per rule")
        for (id, name) in rows {
            XCTAssertEqual(registry.rule(namedBy: String(id))?.descriptor.name, String(name),
                           "README.md has a row for \(id) \(name), which the tool does not report")
        }
    }

    /// `--help` names every rule of the families whose command it describes (BHV, APP, HDR), alone or inside a
    /// range such as BHV001-BHV004.
    func testHelp_namesEveryRuleOfTheCommandsItDescribes() {
        for family in [RuleFamily.behaviour, .sampleApp, .header] {
            for rule in RuleRegistry.standard.rules(of: family) {
                XCTAssertTrue(Self.mentions(HelpText.usage, rule.id), "--help does not name \(rule.id)")
            }
        }
    }

    /// Whether `text` names `id`, or a range `FROM-TO` of the same prefix that holds it.
    private static func mentions(_ text: String, _ id: String) -> Bool {
        if text.contains(id) { return true }
        let number = { (word: Substring) in Int(word.drop { !$0.isNumber }) }
        guard let value = number(Substring(id)) else { return false }
        let prefix = id.prefix { !$0.isNumber }
        let words = text.split { !($0.isLetter || $0.isNumber || $0 == "-") }
        return words.contains { word in
            let ends = word.split(separator: "-")
            guard ends.count == 2, ends.allSatisfy({ $0.hasPrefix(prefix) }),
                  let low = number(ends[0]), let high = number(ends[1]) else { return false }
            return (low...high).contains(value)
        }
    }

    func testREADMEUsage_quotesTheHelpText() throws {
        let readme = try readme()
        let usage = HelpText.usage.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
        XCTAssertFalse(usage.isEmpty)
        for line in usage {
            XCTAssertTrue(readme.contains(line), "README.md does not quote the usage line: \(line)")
        }
    }

    func testREADMEOptions_listEveryFormatAndEveryOption() throws {
        let readme = try readme()
        let formats = ReportFormat.all.map { $0 == .text ? "`\($0.name)` (default)" : "`\($0.name)`" }.joined(separator: ", ")
        XCTAssertTrue(readme.contains("| `--format NAME` | \(formats) |"), formats)
        let options = HelpText.usage.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            return words.first.flatMap { $0.hasPrefix("--") ? String($0.trimmingSuffix(",")) : nil }
        }
        XCTAssertGreaterThan(options.count, 10)
        for option in options {
            XCTAssertTrue(readme.contains("`\(option)"), "README.md's options do not mention \(option)")
        }
    }
}

private extension Substring {
    func trimmingSuffix(_ suffix: String) -> Substring { hasSuffix(suffix) ? dropLast(suffix.count) : self }
}
