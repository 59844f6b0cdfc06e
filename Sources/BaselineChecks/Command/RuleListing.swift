/// `--list-rules`: one line per rule, or the whole catalog as JSON data.
enum RuleListing {
    static func render(_ catalog: Catalog, format: String) -> String {
        if format == JSONReport.name {
            return JSONText.encode(catalog) + "\n"
        }
        let idWidth = catalog.rules.map(\.id.count).max() ?? 0
        let nameWidth = catalog.rules.map(\.name.count).max() ?? 0
        return catalog.rules.map { rule in
            "\(rule.id.padded(to: idWidth))  \(rule.name.padded(to: nameWidth))  \(rule.summary)\n"
        }.joined()
    }
}

private extension String {
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
