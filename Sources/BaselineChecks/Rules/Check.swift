/// What a rule checks, as data: the kinds of checks the tool knows, with the paths
/// and fragments they apply to. A catalog (built in or loaded with `--rules`) is a
/// list of rules made of these.
public indirect enum Check: Codable, Sendable {
    /// Each file parses as a property list, XML or binary.
    case propertyLists(paths: [String])
    /// Each file is well-formed XML whose root element has this name (and namespace).
    case xmlRoot(paths: [String], element: String, namespace: String?)
    /// The file passes `/bin/sh -n`.
    case shellSyntax(path: String)
    /// `xcodebuild -list -project` succeeds for each project when Xcode is present.
    case xcodebuildList(projects: [String])
    /// The file's text meets every requirement.
    case text(path: String, requirements: [TextRequirement])
    /// The line `line` occurs exactly once, and the text after it meets every requirement.
    case textAfterLine(path: String, line: String, requirements: [TextRequirement])
    /// Each Swift code fragment occurs as tokens, as often as required, where required.
    case swiftFragments(path: String, fragments: [CodeFragment])
    /// Each declaration starts with the early exits a guard requirement asks for.
    case guards(path: String, requirements: [GuardRequirement])
    /// Nothing exists at this path.
    case fileAbsent(path: String)
    /// A regular file exists at this path.
    case fileExists(path: String)
    /// Every build configuration of every native target sets `key` to `value`, and each
    /// project has its expected number of target configurations.
    case targetBuildSetting(projects: [ProjectConfigurationCount], key: String, value: String)
    /// No build configuration sets `key` to a version whose major part is `forbiddenMajor`; one
    /// that differs from the podspec's iOS platform version is a warning.
    case deploymentTargets(projects: [String], key: String, forbiddenMajor: String, podspec: String)
    /// Each project parses, its `rootObject` is a `PBXProject`, and every object reference resolves.
    case projectReferences(projects: [String])
    /// The podspec's attributes have these values.
    case podspecValues(path: String, values: [PodspecAttributeValue])
    /// Each file parses as a podspec (the declarative Ruby subset; nothing is run).
    case podspecSyntax(paths: [String])
    /// Each podspec names the pod, takes its source from `repository` tagged by its version,
    /// uses only HTTPS URLs and lists `sourceFiles`.
    case podspecSource(paths: [String], name: String, repository: String, sourceFiles: String)
    /// The podspec's version equals the name of the folder that holds it.
    case podspecVersionMatchesFolder(path: String)
    /// Every one of these checks.
    case all(checks: [Check])
}

extension Check {
    public static func all(_ checks: [Check]) -> Check { .all(checks: checks) }

    func evaluate(in context: RuleContext) {
        switch self {
        case .propertyLists(let paths):
            context.checkPropertyLists(paths)
        case .xmlRoot(let paths, let element, let namespace):
            context.checkXMLRoot(paths, element: element, namespace: namespace)
        case .shellSyntax(let path):
            context.checkShellSyntax(path)
        case .xcodebuildList(let projects):
            context.checkXcodebuildList(projects)
        case .text(let path, let requirements):
            context.checkText(path, requirements)
        case .textAfterLine(let path, let line, let requirements):
            context.checkTextAfterLine(path, line: line, requirements)
        case .swiftFragments(let path, let fragments):
            context.checkSwiftFragments(path, fragments)
        case .guards(let path, let requirements):
            context.checkGuards(path, requirements)
        case .fileAbsent(let path):
            context.checkFileAbsent(path)
        case .fileExists(let path):
            context.checkFileExists(path)
        case .targetBuildSetting(let projects, let key, let value):
            context.checkTargetBuildSetting(projects, key: key, value: value)
        case .deploymentTargets(let projects, let key, let forbiddenMajor, let podspec):
            context.checkDeploymentTargets(projects, key: key, forbiddenMajor: forbiddenMajor, podspec: podspec)
        case .projectReferences(let projects):
            context.checkProjectReferences(projects)
        case .podspecValues(let path, let values):
            context.checkPodspecValues(path, values)
        case .podspecSyntax(let paths):
            context.checkPodspecSyntax(paths)
        case .podspecSource(let paths, let name, let repository, let sourceFiles):
            context.checkPodspecSource(paths, name: name, repository: repository, sourceFiles: sourceFiles)
        case .podspecVersionMatchesFolder(let path):
            context.checkPodspecVersionMatchesFolder(path)
        case .all(let checks):
            checks.forEach { $0.evaluate(in: context) }
        }
    }
}
