/// The part of the SARIF 2.1.0 object model that check-baseline writes; property names
/// are the standard's, so the synthesized encoding is the SARIF JSON.
enum SARIF {
    struct Log: Encodable {
        var schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        /// Columns count Unicode scalars, as every check-baseline location does.
        var columnKind = "unicodeCodePoints"
        var originalUriBaseIds: [String: ArtifactLocation]
        var invocations: [Invocation]
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: ToolComponent
    }

    struct ToolComponent: Encodable {
        var name = "check-baseline"
        var version = ToolVersion.current
        var semanticVersion = ToolVersion.current
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var name: String?
        var shortDescription: Message
        var fullDescription: Message?
        var defaultConfiguration: Configuration
        var help: Message?
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Message: Encodable {
        var text: String
        var markdown: String?
    }

    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]
    }

    struct Notification: Encodable {
        var level: String
        var message: Message
        var associatedRule: ReportingDescriptorReference
        var locations: [Location]?
    }

    struct ReportingDescriptorReference: Encodable {
        var id: String
        var index: Int
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
    }

    struct Location: Encodable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Message?
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
        var description: Message?
        /// For a checkout read at a revision: `revision`, `subject` and `date` of its commit.
        var properties: [String: String]?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?

        /// The region of a 1-based location; the first line for none (GitHub requires a start line).
        init(_ location: SourceLocation?) {
            guard let location, location.line >= 1 else {
                startLine = 1
                return
            }
            startLine = location.line
            startColumn = location.column >= 1 ? location.column : nil
        }
    }
}
