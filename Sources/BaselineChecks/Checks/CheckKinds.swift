/// Every kind of check a catalog may use, by its key. Catalog files write a check as an
/// object with one member, the kind's key, whose value is the kind's own fields.
public enum CheckKinds {
    public static let all: [any CheckKind.Type] = [
        PropertyListsCheck.self, XMLRootCheck.self, ShellSyntaxCheck.self, XcodebuildListCheck.self,
        TextCheck.self, TextAfterLineCheck.self, SwiftFragmentsCheck.self, GuardsCheck.self,
        FileAbsentCheck.self, FileExistsCheck.self, TargetBuildSettingCheck.self, DeploymentTargetsCheck.self,
        ProjectReferencesCheck.self, PodspecValuesCheck.self, PodspecSyntaxCheck.self, PodspecSourceCheck.self,
        PodspecVersionMatchesFolderCheck.self, AllChecks.self,
    ]

    static func named(_ key: String) -> (any CheckKind.Type)? {
        all.first { $0.key == key }
    }
}

extension Check: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: KindKey.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "a check is an object with one member, its kind (\(Self.kindList))"))
        }
        guard let kind = CheckKinds.named(key.stringValue) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath + [key],
                debugDescription: "unknown kind of check \"\(key.stringValue)\"; known: \(Self.kindList)"))
        }
        self.kind = try Self.decode(kind, from: container, forKey: key)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: KindKey.self)
        try Self.encode(kind, into: &container)
    }

    private static func decode<Kind: CheckKind>(
        _ type: Kind.Type, from container: KeyedDecodingContainer<KindKey>, forKey key: KindKey
    ) throws -> any CheckKind {
        try container.decode(type, forKey: key)
    }

    private static func encode<Kind: CheckKind>(_ kind: Kind, into container: inout KeyedEncodingContainer<KindKey>) throws {
        try container.encode(kind, forKey: KindKey(stringValue: Kind.key))
    }

    private static var kindList: String { CheckKinds.all.map { $0.key }.joined(separator: ", ") }
}

/// The one member of a check object.
struct KindKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
