/// What a check reads, for validating catalogs and preparing inputs.
extension Check {
    /// Every checkout path the check reads.
    public var paths: [String] {
        switch self {
        case .propertyLists(let paths), .xmlRoot(let paths, _, _): paths
        case .shellSyntax(let path), .fileAbsent(let path), .fileExists(let path): [path]
        case .text(let path, _), .textAfterLine(let path, _, _), .swiftFragments(let path, _), .guards(let path, _): [path]
        case .xcodebuildList(let projects): projects.map { $0 + "/project.pbxproj" }
        case .targetBuildSetting(let projects, _, _): projects.map(\.path)
        case .deploymentTargets(let projects, _, _, let podspec): projects + [podspec]
        case .projectReferences(let paths), .podspecSyntax(let paths), .podspecSource(let paths, _, _, _): paths
        case .podspecValues(let path, _), .podspecVersionMatchesFolder(let path): [path]
        case .all(let checks): checks.flatMap(\.paths)
        }
    }

    /// The scripts this check runs `sh -n` on.
    var shellScripts: [String] {
        switch self {
        case .shellSyntax(let path): [path]
        case .all(let checks): checks.flatMap(\.shellScripts)
        default: []
        }
    }

    var textRequirements: [TextRequirement] {
        switch self {
        case .text(_, let requirements), .textAfterLine(_, _, let requirements): requirements
        case .all(let checks): checks.flatMap(\.textRequirements)
        default: []
        }
    }

    var regularExpressions: [String] { textRequirements.compactMap(\.regularExpression) }

    var guardRequirements: [GuardRequirement] {
        switch self {
        case .guards(_, let requirements): requirements
        case .all(let checks): checks.flatMap(\.guardRequirements)
        default: []
        }
    }

    var codeFragments: [CodeFragment] {
        switch self {
        case .swiftFragments(_, let fragments): fragments
        case .all(let checks): checks.flatMap(\.codeFragments)
        default: []
        }
    }

    var counts: [CountRequirement] {
        codeFragments.map(\.count) + textRequirements.compactMap {
            switch $0 {
            case .phrase(_, let count), .pattern(_, let count, _), .linePattern(_, let count): count
            case .forbiddenWords: nil
            }
        }
    }
}
