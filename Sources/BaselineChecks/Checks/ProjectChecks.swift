/// Messages of the Xcode project checks.
enum ProjectMessages {
    static func settingDiffers(_ key: String, found: String, expected: String, in place: String) -> String {
        "\(place) sets \(key) = \(found); expected \(expected)"
    }
    static func settingMissing(_ key: String, expected: String, in place: String) -> String {
        "\(place) does not set \(key); expected \(expected)"
    }
    static func configurationCount(found: Int, expected: Int) -> String {
        "the native targets have \(found) build configurations; expected \(expected)"
    }
    static func forbiddenVersion(_ key: String, value: String, major: String, in place: String) -> String {
        "\(place) sets \(key) = \(value); a \(major).x deployment target is not allowed"
    }
    static func versionDiffers(_ key: String, value: String, podspecVersion: String, in place: String) -> String {
        "\(place) sets \(key) = \(value), but the podspec's iOS platform version is \(podspecVersion)"
    }
    static func rootIsNotAProject(_ id: String, isa: String) -> String {
        "rootObject “\(id)” is a \(isa), not a PBXProject"
    }
    static func dangling(_ reference: PBXDanglingReference) -> String {
        let referrer = reference.referrerID.map { "“\(reference.keyPath)” of \(reference.referrerISA ?? "object") “\($0)”" }
        return "\(referrer ?? reference.keyPath) refers to “\(reference.missingID)”, which is not in objects"
    }
}

/// Every build configuration of every native target sets `key` to `value`, and each
/// project has its expected number of target configurations.
public struct TargetBuildSettingCheck: CheckKind {
    public static let key = "targetBuildSetting"
    public var projects: [ProjectConfigurationCount]
    public var key: String
    public var value: String

    public var paths: [String] { projects.map(\.path) }
    public func evaluate(in context: RuleContext) { context.checkTargetBuildSetting(projects, key: key, value: value) }
}

/// No build configuration sets `key` to a version whose major part is `forbiddenMajor`; one
/// that differs from the podspec's iOS platform version is a warning.
public struct DeploymentTargetsCheck: CheckKind {
    public static let key = "deploymentTargets"
    public var projects: [String]
    public var key: String
    public var forbiddenMajor: String
    public var podspec: String

    public var paths: [String] { projects + [podspec] }
    public func evaluate(in context: RuleContext) {
        context.checkDeploymentTargets(projects, key: key, forbiddenMajor: forbiddenMajor, podspec: podspec)
    }
}

/// Each project parses, its `rootObject` is a `PBXProject`, and every object reference resolves.
public struct ProjectReferencesCheck: CheckKind {
    public static let key = "projectReferences"
    public var projects: [String]

    public var paths: [String] { projects }
    public func evaluate(in context: RuleContext) { context.checkProjectReferences(projects) }
}

extension Check {
    public static func targetBuildSetting(projects: [ProjectConfigurationCount], key: String, value: String) -> Check {
        Check(TargetBuildSettingCheck(projects: projects, key: key, value: value))
    }
    public static func deploymentTargets(projects: [String], key: String, forbiddenMajor: String, podspec: String) -> Check {
        Check(DeploymentTargetsCheck(projects: projects, key: key, forbiddenMajor: forbiddenMajor, podspec: podspec))
    }
    public static func projectReferences(projects: [String]) -> Check { Check(ProjectReferencesCheck(projects: projects)) }
}

private extension RuleContext {
    func checkTargetBuildSetting(_ projects: [ProjectConfigurationCount], key: String, value: String) {
        for expectation in projects {
            let path = expectation.path
            guard let project = input({ () throws(InputUnavailable) in
                try checkout.document(path, as: XcodeProject.self)
            }) else { continue }
            var count = 0
            for target in project.nativeTargets {
                for configuration in project.buildConfigurations(ofList: target.buildConfigurationListID) {
                    count += 1
                    let place = "target “\(target.name)”, configuration “\(configuration.name)”,"
                    guard let setting = configuration.setting(key) else {
                        report(ProjectMessages.settingMissing(key, expected: value, in: place),
                               path: path, at: configuration.location)
                        continue
                    }
                    if setting.value != .string(value) {
                        report(ProjectMessages.settingDiffers(key, found: setting.value.text, expected: value, in: place),
                               path: path, at: setting.location)
                    }
                }
            }
            if count != expectation.targetConfigurations {
                report(ProjectMessages.configurationCount(found: count, expected: expectation.targetConfigurations),
                       path: path, at: project.rootObjectLocation)
            }
        }
    }

    func checkDeploymentTargets(_ projects: [String], key: String, forbiddenMajor: String, podspec: String) {
        let podspecVersion = input { () throws(InputUnavailable) in
            try checkout.document(podspec, as: Podspec.self)
        }?.iOSPlatformVersion
        for path in projects {
            guard let project = input({ () throws(InputUnavailable) in
                try checkout.document(path, as: XcodeProject.self)
            }) else { continue }
            let owners = project.configurationOwners
            for object in project.objects {
                guard let configuration = project.buildConfigurations[object.id],
                      let setting = configuration.setting(key) else { continue }
                let place = "\(owners[object.id] ?? "a configuration list")'s configuration “\(configuration.name)”"
                let version = setting.value.text
                if version.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) == forbiddenMajor {
                    report(ProjectMessages.forbiddenVersion(key, value: version, major: forbiddenMajor, in: place),
                           path: path, at: setting.location)
                } else if let podspecVersion, Self.normalizedVersion(version) != Self.normalizedVersion(podspecVersion) {
                    report(ProjectMessages.versionDiffers(key, value: version, podspecVersion: podspecVersion, in: place),
                           path: path, at: setting.location, severity: .warning)
                }
            }
        }
    }

    func checkProjectReferences(_ projects: [String]) {
        for path in projects {
            guard let project = parsedInput(path, as: XcodeProject.self) else { continue }
            if let root = project.object(project.rootObjectID), root.isa != "PBXProject" {
                report(ProjectMessages.rootIsNotAProject(root.id, isa: root.isa), path: path, at: project.rootObjectLocation)
            }
            for reference in project.danglingReferences {
                report(ProjectMessages.dangling(reference), path: path, at: reference.location)
            }
        }
    }

    /// `12`, `12.0` and `12.0.0` name the same version.
    private static func normalizedVersion(_ version: String) -> String {
        var parts = version.split(separator: ".", omittingEmptySubsequences: false)
        while parts.count > 1, parts.last == "0" { parts.removeLast() }
        return parts.joined(separator: ".")
    }
}

extension XcodeProject {
    /// For each build configuration identifier, who owns it: `target “Name”` or `the project`.
    var configurationOwners: [String: String] {
        var owners: [String: String] = [:]
        for object in objects {
            guard let listID = object.fields["buildConfigurationList"]?.string else { continue }
            let owner = object.isa == "PBXProject"
                ? "the project" : "target “\(object.fields["name"]?.string ?? object.id)”"
            for configurationID in configurationLists[listID]?.buildConfigurationIDs ?? [] {
                owners[configurationID] = owner
            }
        }
        return owners
    }
}

extension BuildSetting.Value {
    /// The value as the project file writes it: `5.0`, or `(a, b)` for a list.
    var text: String {
        switch self {
        case .string(let text): text
        case .array(let elements): "(" + elements.joined(separator: ", ") + ")"
        }
    }
}
