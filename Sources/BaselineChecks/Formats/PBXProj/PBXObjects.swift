/// One entry of a project's `objects` dictionary: an identifier, its `isa` and its fields.
public struct PBXObject: Hashable, Sendable {
    public let id: String
    public let isa: String
    /// Where the object's identifier is written.
    public let location: SourceLocation
    public let fields: OpenStepDictionary
}

/// A `PBXNativeTarget`: a library, app or test bundle the project builds.
public struct PBXNativeTarget: Hashable, Sendable {
    public let id: String
    public let name: String
    /// The identifier of the target's `XCConfigurationList`.
    public let buildConfigurationListID: String
    public let location: SourceLocation
}

/// An `XCConfigurationList`: the build configurations of a target or of the project.
public struct XCConfigurationList: Hashable, Sendable {
    public let id: String
    /// The identifiers of its `XCBuildConfiguration`s, in file order.
    public let buildConfigurationIDs: [String]
    public let defaultConfigurationName: String?
    public let location: SourceLocation
}

/// An `XCBuildConfiguration` such as Debug or Release, with its build settings.
public struct XCBuildConfiguration: Hashable, Sendable {
    public let id: String
    public let name: String
    /// The settings in file order.
    public let buildSettings: [BuildSetting]
    public let location: SourceLocation

    /// The setting named `key`, if the configuration declares it.
    public func setting(_ key: String) -> BuildSetting? {
        buildSettings.first { $0.key == key }
    }
}

/// One `KEY = value;` of a configuration's `buildSettings`.
public struct BuildSetting: Hashable, Sendable {
    /// A build setting holds a string or a list of strings.
    public enum Value: Hashable, Sendable {
        case string(String)
        case array([String])
    }

    public let key: String
    public let value: Value
    /// Where the setting's key is written.
    public let location: SourceLocation
}
