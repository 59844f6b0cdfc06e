import BaselineChecks
import BaselineSupport
import JSONCoding

/// `--list-rules`: one line per rule, or the whole catalog as JSON data.
enum RuleListing {
    static func render(_ catalog: Catalog, format: ReportFormat) throws(UsageError) -> String {
        if format == .json {
            // As a file that `Catalog.load` reads back: pretty JSON, keys sorted.
            do {
                return try JSONValueEncoder.text(of: catalog, style: .pretty)
            } catch {
                throw UsageError("cannot write the catalog as JSON: \(error)")
            }
        }
        let idWidth = catalog.rules.map(\.id.count).max() ?? 0
        let nameWidth = catalog.rules.map(\.name.count).max() ?? 0
        return catalog.rules.map { rule in
            "\(rule.id.padded(to: idWidth))  \(rule.name.padded(to: nameWidth))  \(rule.summary)\n"
        }.joined()
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
