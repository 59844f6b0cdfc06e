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
    /// Nothing exists at this path.
    case fileAbsent(path: String)
    /// A regular file exists at this path.
    case fileExists(path: String)
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
        case .fileAbsent(let path):
            context.checkFileAbsent(path)
        case .fileExists(let path):
            context.checkFileExists(path)
        case .all(let checks):
            checks.forEach { $0.evaluate(in: context) }
        }
    }
}
