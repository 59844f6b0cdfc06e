/// `--list-rules`: one line per rule, or the whole catalog as JSON data.
enum RuleListing {
    static func render(_ catalog: Catalog, format: String) -> String {
        if format == JSONReport.name {
            return JSONText.encode(catalog) + "\n"
        }
        let width = catalog.rules.map(\.name.count).max() ?? 0
        return catalog.rules.map { rule in
            let padding = String(repeating: " ", count: width - rule.name.count)
            return "\(rule.id)  \(rule.name)\(padding)  \(rule.summary)\n"
        }.joined()
    }
}
