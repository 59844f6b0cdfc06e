/// A parsed `project.pbxproj`: its objects by identifier and typed views of the targets and
/// build configurations. References between objects are not required to resolve here;
/// `danglingReferences` lists the ones that do not.
public struct XcodeProject: Hashable, Sendable {
    /// The whole property list: `archiveVersion`, `objects`, `rootObject`, …
    public let plist: OpenStepDictionary
    /// Every object, in file order.
    public let objects: [PBXObject]
    /// The identifier that `rootObject` names, and where it is written.
    public let rootObjectID: String
    public let rootObjectLocation: SourceLocation
    /// Every `PBXNativeTarget`, in file order.
    public let nativeTargets: [PBXNativeTarget]
    public let configurationLists: [String: XCConfigurationList]
    public let buildConfigurations: [String: XCBuildConfiguration]
    private let indexByID: [String: Int]

    /// Parses the bytes of a `project.pbxproj`.
    public init(parsing bytes: [UInt8]) throws(ParseError) {
        try self.init(plist: OpenStepParser.parse(bytes))
    }

    /// Reads the project model out of an already parsed property list.
    public init(plist value: OpenStepValue) throws(ParseError) {
        guard let plist = value.dictionary else {
            throw ParseError("a project file must be a dictionary, not a \(value.kindName)", at: value.location)
        }
        let objectsValue = try Self.required("objects", in: plist, owner: "the project file", at: value.location, as: "dictionary")
        guard let objectsDictionary = objectsValue.dictionary else {
            throw ParseError("`objects` must be a dictionary, not a \(objectsValue.kindName)", at: objectsValue.location)
        }
        let rootValue = try Self.required("rootObject", in: plist, owner: "the project file", at: value.location, as: "string")
        guard let rootID = rootValue.string else {
            throw ParseError("`rootObject` must be a string, not a \(rootValue.kindName)", at: rootValue.location)
        }
        var objects: [PBXObject] = []
        var index: [String: Int] = [:]
        for entry in objectsDictionary.entries {
            guard let fields = entry.value.dictionary else {
                throw ParseError("object `\(entry.key)` must be a dictionary, not a \(entry.value.kindName)",
                    at: entry.value.location)
            }
            let isa = try Self.string("isa", of: fields, objectID: entry.key, at: entry.keyLocation)
            index[entry.key] = objects.count
            objects.append(PBXObject(id: entry.key, isa: isa, location: entry.keyLocation, fields: fields))
        }
        self.plist = plist
        self.objects = objects
        self.indexByID = index
        self.rootObjectID = rootID
        self.rootObjectLocation = rootValue.location
        self.nativeTargets = try objects.filter { $0.isa == "PBXNativeTarget" }.map(Self.nativeTarget)
        self.configurationLists = try Self.byID(objects, isa: "XCConfigurationList", Self.configurationList)
        self.buildConfigurations = try Self.byID(objects, isa: "XCBuildConfiguration", Self.buildConfiguration)
    }

    /// The object with identifier `id`, if it exists.
    public func object(_ id: String) -> PBXObject? {
        indexByID[id].map { objects[$0] }
    }

    /// The root `PBXProject` object, when `rootObject` names one that exists.
    public var rootProject: PBXObject? {
        object(rootObjectID).flatMap { $0.isa == "PBXProject" ? $0 : nil }
    }

    /// The build configurations that a configuration list names and that exist, in list order.
    public func buildConfigurations(ofList listID: String) -> [XCBuildConfiguration] {
        configurationLists[listID]?.buildConfigurationIDs.compactMap { buildConfigurations[$0] } ?? []
    }

    // MARK: Typed views

    private static func nativeTarget(_ object: PBXObject) throws(ParseError) -> PBXNativeTarget {
        PBXNativeTarget(
            id: object.id,
            name: try string("name", of: object.fields, objectID: object.id, at: object.location),
            buildConfigurationListID: try string(
                "buildConfigurationList", of: object.fields, objectID: object.id, at: object.location),
            location: object.location)
    }

    private static func configurationList(_ object: PBXObject) throws(ParseError) -> XCConfigurationList {
        let listValue = try required(
            "buildConfigurations", in: object.fields, owner: "object `\(object.id)`", at: object.location, as: "array")
        let ids = try stringArray(listValue, key: "buildConfigurations", objectID: object.id)
        let defaultName = object.fields["defaultConfigurationName"]?.string
        return XCConfigurationList(
            id: object.id, buildConfigurationIDs: ids, defaultConfigurationName: defaultName, location: object.location)
    }

    private static func buildConfiguration(_ object: PBXObject) throws(ParseError) -> XCBuildConfiguration {
        let name = try string("name", of: object.fields, objectID: object.id, at: object.location)
        let settingsValue = try required(
            "buildSettings", in: object.fields, owner: "object `\(object.id)`", at: object.location, as: "dictionary")
        guard let settings = settingsValue.dictionary else {
            throw ParseError("`buildSettings` of `\(object.id)` must be a dictionary, not a \(settingsValue.kindName)",
                at: settingsValue.location)
        }
        var buildSettings: [BuildSetting] = []
        for entry in settings.entries {
            let value: BuildSetting.Value
            if let text = entry.value.string {
                value = .string(text)
            } else {
                value = .array(try stringArray(entry.value, key: entry.key, objectID: object.id))
            }
            buildSettings.append(BuildSetting(key: entry.key, value: value, location: entry.keyLocation))
        }
        return XCBuildConfiguration(id: object.id, name: name, buildSettings: buildSettings, location: object.location)
    }

    // MARK: Field access with diagnostics

    private static func byID<Typed>(
        _ objects: [PBXObject], isa: String, _ make: (PBXObject) throws(ParseError) -> Typed
    ) throws(ParseError) -> [String: Typed] {
        var result: [String: Typed] = [:]
        for object in objects where object.isa == isa {
            result[object.id] = try make(object)
        }
        return result
    }

    private static func required(
        _ key: String, in fields: OpenStepDictionary, owner: String, at location: SourceLocation, as kind: String
    ) throws(ParseError) -> OpenStepValue {
        guard let value = fields[key] else {
            throw ParseError("\(owner) has no `\(key)` (a \(kind))", at: location)
        }
        return value
    }

    private static func string(
        _ key: String, of fields: OpenStepDictionary, objectID: String, at location: SourceLocation
    ) throws(ParseError) -> String {
        let value = try required(key, in: fields, owner: "object `\(objectID)`", at: location, as: "string")
        guard let text = value.string else {
            throw ParseError("`\(key)` of `\(objectID)` must be a string, not a \(value.kindName)", at: value.location)
        }
        return text
    }

    private static func stringArray(
        _ value: OpenStepValue, key: String, objectID: String
    ) throws(ParseError) -> [String] {
        guard let elements = value.array else {
            throw ParseError("`\(key)` of `\(objectID)` must be an array, not a \(value.kindName)", at: value.location)
        }
        var strings: [String] = []
        for element in elements {
            guard let text = element.string else {
                throw ParseError("`\(key)` of `\(objectID)` must hold strings, not a \(element.kindName)",
                    at: element.location)
            }
            strings.append(text)
        }
        return strings
    }
}
