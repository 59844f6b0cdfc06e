import BaselineChecks
import BaselineSupport
import JSONCoding
import RuleRegistry

/// `--list-rules`: every rule the tool can report, a line each, family by family; or, as JSON, the catalog as data
/// with the rules of the other families beside it.
enum RuleListing {
    static func render(_ registry: RuleRegistry, format: ReportFormat) throws(UsageError) -> String {
        if format == .json {
            // As a file that `Catalog.load` reads back: pretty JSON, keys sorted; the other families under a key of
            // their own, which a catalog file may keep and `Catalog.load` passes over (no catalog can change them).
            let encoded: JSON
            do {
                encoded = try JSONValueEncoder.encode(registry.catalog)
            } catch {
                throw UsageError("cannot write the catalog as JSON: \(error)")
            }
            guard case .object(var members) = encoded.value else { throw UsageError("the catalog is no JSON object") }
            let others = RuleRegistry.families.filter { $0 != .catalog }.flatMap(registry.rules(of:))
            members.append(JSONMember(Catalog.outsideTheCatalogKey, .array(others.map(json))))
            return JSONWriter.text(of: .object(members), style: .pretty)
        }
        // The catalog first, as a check runs it; then each other family under the line that says what reports it.
        return RuleRegistry.families.map { family in
            let rules = registry.rules(of: family).map(\.descriptor)
            let heading = family.origin.map { "\n\($0)\n" } ?? ""
            return heading + lines(rules)
        }.joined()
    }

    /// One line per rule, its ID and name in columns as wide as the widest of `rules`.
    private static func lines(_ rules: [RuleDescriptor]) -> String {
        let idWidth = rules.map(\.id.count).max() ?? 0
        let nameWidth = rules.map(\.name.count).max() ?? 0
        return rules.map { rule in
            "\(rule.id.padded(to: idWidth))  \(rule.name.padded(to: nameWidth))  \(rule.summary)\n"
        }.joined()
    }

    /// A rule outside the catalog as data: its family and what reports show of it.
    private static func json(_ rule: any DescribedRule) -> JSON {
        let descriptor = rule.descriptor
        return .object([
            JSONMember("family", .string(rule.family.name)), JSONMember("id", .string(descriptor.id)),
            JSONMember("name", .string(descriptor.name)), JSONMember("rationale", .string(descriptor.rationale)),
            JSONMember("severity", .string(descriptor.severity.rawValue)), JSONMember("summary", .string(descriptor.summary)),
        ])
    }

    /// The README's rule table: generated from the catalog, so that the two cannot drift.
    static func markdownTable(_ catalog: Catalog) -> String {
        "| ID | name | what it requires |\n|---|---|---|\n"
            + catalog.rules.map { "| \($0.id) | `\($0.name)` | \($0.summary.replacing("|", with: "\\|")) |\n" }.joined()
    }
}

private extension String {
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
