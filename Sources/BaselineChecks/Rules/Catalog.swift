/// An ordered list of rules with unique IDs.
public struct Catalog: Codable, Sendable {
    public var rules: [Rule]

    public init(rules: [Rule]) {
        self.rules = rules
    }

    /// The catalog that ships with the tool: the rating-view baseline.
    public static let standard = Catalog(rules: DocumentationRules.all + SourceRules.all + ProjectRules.all
        + PodspecRules.all + BuildRules.all + FormatRules.all)

    public func rule(_ id: String) -> Rule? {
        rules.first { $0.id == id }
    }
}
