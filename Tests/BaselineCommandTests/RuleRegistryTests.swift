import XCTest
@testable import BaselineChecks
@testable import BaselineCommand
import BehaviourVerification
import JSONCoding
import RuleRegistry

/// The one list of every rule the tool can report: no ID or name twice across families, and `explain` and
/// `--list-rules` (text and JSON) cover every rule of it.
final class RuleRegistryTests: XCTestCase {
    private let registry = RuleRegistry.standard

    func testIDsAndNames_areUniqueAcrossEveryFamily_andEveryFamilyHasRules() {
        var ids: Set<String> = []
        var names: Set<String> = []
        for rule in registry.all {
            XCTAssertTrue(ids.insert(rule.id).inserted, "\(rule.id) is used twice")
            XCTAssertTrue(names.insert(rule.descriptor.name).inserted, "\(rule.descriptor.name) is used twice")
            XCTAssertTrue(RuleRegistry.families.contains(rule.family), "\(rule.id): family \(rule.family.name) is not listed")
        }
        for family in RuleRegistry.families {
            XCTAssertFalse(registry.rules(of: family).isEmpty, family.name)
            XCTAssertTrue(registry.rules(of: family).allSatisfy { $0.family == family }, family.name)
        }
        XCTAssertEqual(registry.all.count, Catalog.standard.rules.count + FileRules.all.count + BehaviourRules.described.count
            + HeaderRules.all.count)
    }

    func testExplain_coversEveryRule_sayingWhatReportsIt() {
        for rule in registry.all {
            let outcome = CheckBaseline.run(["explain", rule.id])
            XCTAssertEqual(outcome.exitCode, 0, rule.id)
            XCTAssertTrue(outcome.standardOutput.hasPrefix("\(rule.id) \(rule.descriptor.name) (\(rule.descriptor.severity.rawValue))\n"),
                          outcome.standardOutput)
            if let origin = rule.family.origin {
                XCTAssertTrue(outcome.standardOutput.contains(origin), rule.id)
            }
            if case .forks(let failing, _) = rule.exampleSet, let first = failing.first {
                XCTAssertTrue(outcome.standardOutput.contains("Failing example: \(first.summary)"), rule.id)
            }
        }
        XCTAssertTrue(CheckBaseline.run(["explain", "APP003"]).standardOutput.contains("check-baseline xcode-test"))
    }

    func testListRules_coversEveryRule_inTextAndInJSON() throws {
        let text = CheckBaseline.run(["--list-rules"])
        XCTAssertEqual(text.exitCode, 0)
        let lines = text.standardOutput.split(separator: "\n")
        for rule in registry.all {
            XCTAssertTrue(lines.contains { $0.hasPrefix("\(rule.id) ") && $0.contains(rule.descriptor.summary) }, rule.id)
        }
        let json = CheckBaseline.run(["--list-rules", "--format", "json"])
        XCTAssertEqual(json.exitCode, 0)
        guard case .object(let members) = try JSONParser.parse(Array(json.standardOutput.utf8)).value else {
            return XCTFail("not an object")
        }
        var listed: [String] = []
        for member in members where member.key == "rules" || member.key == Catalog.outsideTheCatalogKey {
            guard case .array(let rules) = member.value.value else { return XCTFail(member.key) }
            for rule in rules {
                guard case .object(let fields) = rule.value, let id = fields.first(where: { $0.key == "id" }),
                      case .string(let name) = id.value.value else { return XCTFail("a rule without an ID") }
                listed.append(name)
            }
        }
        XCTAssertEqual(listed.sorted(), registry.all.map(\.id).sorted())
    }

    func testRanges_joinConsecutiveIDsOfOnePrefix() {
        XCTAssertEqual(RuleRegistry.ranges(["BHV005", "BHV001", "BHV002", "BHV003", "BHV010"]), "BHV001-BHV003, BHV005, BHV010")
        XCTAssertEqual(RuleRegistry.ranges(["APP004", "HDR005"]), "APP004, HDR005")
        XCTAssertEqual(RuleRegistry.ranges(["HDR001"]), "HDR001")
    }
}
