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

    /// The help of the command that reports a family's rules (verify-control for BHV, xcode-test for APP, objc-header
    /// for HDR) names each of them, alone or inside a range such as BHV001-BHV004.
    func testEachCommandsHelp_namesEveryRuleItReports() {
        for (family, help) in [(RuleFamily.behaviour, VerifyControlCommand.help), (.sampleApp, XcodeTestCommand.help),
                               (.header, ObjCHeaderCommand.help)] {
            for rule in RuleRegistry.standard.rules(of: family) {
                XCTAssertTrue(Self.mentions(help, rule.id), "the help of the command reporting \(rule.id) does not name it")
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

    /// The README's example workflow of mutation-score shards is the linted file, whole, in a yaml block.
    func testREADMEShardWorkflow_isTheLintedFile() throws {
        let file = try String(contentsOfFile: RepositoryRoot.path + "/docs/examples/mutation-shards.yml", encoding: .utf8)
        XCTAssertTrue(try readme().contains("```yaml\n" + file + "```\n"),
                      "README.md should show docs/examples/mutation-shards.yml whole, in a ```yaml block")
        XCTAssertTrue(try String(contentsOfFile: RepositoryRoot.path + "/scripts/lint-workflows.sh", encoding: .utf8)
            .contains("docs/examples/mutation-shards.yml"), "scripts/lint-workflows.sh should lint the example workflow")
    }

    /// The README's usage block is the tool's, line for line: the usage lines `--help` prints, made from the
    /// command list.
    func testREADMEUsage_isWhatTheToolPrints() throws {
        let readme = try readme()
        let usage = try XCTUnwrap(HelpText.usage.components(separatedBy: "\n\n").first)
        XCTAssertEqual(usage.split(separator: "\n").count, CommandList.all.map { $0.synopsis.count }.reduce(0, +))
        let heading = try XCTUnwrap(readme.range(of: "## Checking a checkout\n\n```\n"))
        let block = try XCTUnwrap(readme[heading.upperBound...].components(separatedBy: "\n```").first)
        XCTAssertEqual(block, usage, "README.md's usage block should read:\n\(usage)")
    }

    /// Every option of every command's table is in the README, and the formats are listed as `--help` lists them.
    func testREADMEOptions_listEveryFormatAndEveryOptionOfEveryCommand() throws {
        let readme = try readme()
        let formats = ReportFormat.all.map { $0 == .text ? "`\($0.name)` (default)" : "`\($0.name)`" }.joined(separator: ", ")
        XCTAssertTrue(readme.contains("| `--format NAME` | \(formats) |"), formats)
        for command in CommandList.all {
            for name in command.optionNames where name.hasPrefix("--") {
                XCTAssertNotNil(readme.firstRange(of: try Regex("(^|[^a-z-])\(name)([^a-z-]|$)")),
                                "README.md does not mention \(name) of \(command.name.isEmpty ? "the check" : command.name)")
            }
        }
    }
}

private extension Substring {
    func trimmingSuffix(_ suffix: String) -> Substring { hasSuffix(suffix) ? dropLast(suffix.count) : self }
}
