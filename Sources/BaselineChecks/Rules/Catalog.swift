/// An ordered list of rules with unique IDs.
public struct Catalog: Codable, Sendable {
    /// The version of the catalog file format this tool writes and reads. A file without one
    /// is read as this version; one with another is refused.
    public static let schemaVersion = 1

    /// The top-level key under which `--list-rules --format json` lists the rules no catalog holds (FILE, BHV, APP,
    /// HDR) beside the catalog's: a catalog file may keep it, and loading passes over it, since no catalog can
    /// change those rules.
    public static let outsideTheCatalogKey = "outsideTheCatalog"

    public var rules: [Rule]

    public init(rules: [Rule]) {
        self.rules = rules
    }

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, rules
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decodeIfPresent(Int.self, forKey: .schemaVersion) ?? Self.schemaVersion
        guard version == Self.schemaVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .schemaVersion, in: container,
                debugDescription: "schemaVersion \(version) is not supported; this tool reads version \(Self.schemaVersion)")
        }
        rules = try container.decode([Rule].self, forKey: .rules)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.schemaVersion, forKey: .schemaVersion)
        try container.encode(rules, forKey: .rules)
    }

    /// The catalog that ships with the tool: the rating-view baseline.
    public static let standard = Catalog(rules: DocumentationRules.all + SourceRules.all + ProjectRules.all
        + PodspecRules.all + BuildRules.all + FormatRules.all)

    public func rule(_ id: String) -> Rule? {
        rules.first { $0.id == id }
    }

    /// The rule a user means by `identifier`: its ID in any case, or its name.
    public func rule(namedBy identifier: String) -> Rule? {
        rules.first { $0.descriptor.isNamed(by: identifier) }
    }
}
