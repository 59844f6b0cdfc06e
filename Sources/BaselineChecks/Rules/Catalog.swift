/// An ordered list of rules with unique IDs, and the descriptors of other rules its reports may name.
public struct Catalog: Codable, Sendable {
    public var rules: [Rule]
    /// Rules whose results come from elsewhere than the check (`verify-control`'s), described for reports.
    public var reported: [RuleDescriptor]

    public init(rules: [Rule], reported: [RuleDescriptor] = []) {
        self.rules = rules
        self.reported = reported
    }

    private enum CodingKeys: String, CodingKey {
        case rules
    }

    public init(from decoder: Decoder) throws {
        rules = try decoder.container(keyedBy: CodingKeys.self).decode([Rule].self, forKey: .rules)
        reported = []
    }

    /// Every rule a report may describe: the catalog's, then the reported ones.
    public var descriptors: [RuleDescriptor] {
        rules.map(\.descriptor) + reported
    }

    /// The descriptor of rule `id`, if the catalog knows it.
    public func describe(_ id: String) -> RuleDescriptor? {
        rule(id)?.descriptor ?? reported.first { $0.id == id }
    }

    /// The catalog that ships with the tool: the rating-view baseline.
    public static let standard = Catalog(rules: DocumentationRules.all + SourceRules.all + ProjectRules.all
        + PodspecRules.all + BuildRules.all + FormatRules.all)

    public func rule(_ id: String) -> Rule? {
        rules.first { $0.id == id }
    }
}
