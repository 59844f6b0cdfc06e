import JSONCoding

/// A catalog file that cannot be used (exit code 2).
public struct CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String
}

extension Catalog {
    /// Loads a catalog written in the schema `--list-rules --format json` prints. Only
    /// ever called for a file the user names: never for one inside an audited checkout.
    public static func load(_ path: String) throws(CatalogError) -> Catalog {
        let bytes: [UInt8]
        switch RegularFileReader.read(path, limit: CheckoutLimits.maximumFileSize) {
        case .success(let read): bytes = read
        case .failure(let problem): throw CatalogError(description: "\(path): \(problem.message)")
        }
        let catalog: Catalog
        do {
            catalog = try JSONValueDecoder.decode(Catalog.self, from: bytes)
        } catch {
            throw CatalogError(description: Self.describe(error, in: path))
        }
        if let problem = catalog.problems.first {
            throw CatalogError(description: "\(path): \(problem)")
        }
        return catalog
    }

    /// What makes this catalog unusable: duplicate or malformed IDs, paths that could
    /// leave a checkout, regular expressions that do not compile, impossible counts.
    public var problems: [String] {
        var problems: [String] = []
        if rules.isEmpty { problems.append("the catalog has no rules") }
        var seen: Set<String> = []
        for rule in rules {
            if !seen.insert(rule.id).inserted { problems.append("rule ID \(rule.id) is used twice") }
            if rule.id.isEmpty || !rule.id.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) }) {
                problems.append("rule ID \"\(rule.id)\" must be upper-case letters and digits")
            }
            if rule.id.hasPrefix("FILE") { problems.append("rule ID \(rule.id): FILE IDs are reserved for unusable files") }
            for path in rule.check.paths where !Self.isConfined(path) {
                problems.append("rule \(rule.id): path \"\(path)\" must be relative, without `..`, inside the checkout")
            }
            for source in rule.check.regularExpressions where CompiledPattern(source) == nil {
                problems.append("rule \(rule.id): invalid regular expression /\(source)/")
            }
            for fragment in rule.check.codeFragments where (try? SwiftFragment(fragment.code)) == nil {
                problems.append("rule \(rule.id): code fragment `\(fragment.code)` is not valid Swift")
            }
            for count in rule.check.counts where count.minimum < 0 || (count.maximum.map { $0 < count.minimum } ?? false) {
                problems.append("rule \(rule.id): impossible count \(count.minimum)...\(count.maximum.map(String.init) ?? "")")
            }
        }
        return problems
    }

    private static func isConfined(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/")
            && !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0.isEmpty }
    }

    /// `file:line:column: what is wrong at path`.
    private static func describe(_ error: JSONDecodingError, in file: String) -> String {
        let position = error.location.map { "\(file):\($0.line):\($0.column)" } ?? file
        let place = error.path.isEmpty ? "the top level" : error.path
        switch error.reason {
        case .syntax, .invalidValue: return "\(position): not valid catalog JSON at \(place): \(error.message)"
        case .missingKey: return "\(position): \(error.message) at \(place)"
        case .wrongType: return "\(position): unexpected value at \(place): \(error.message)"
        }
    }
}

extension Check {
    /// Every checkout path the check reads.
    public var paths: [String] {
        switch self {
        case .propertyLists(let paths), .xmlRoot(let paths, _, _): paths
        case .shellSyntax(let path), .fileAbsent(let path), .fileExists(let path): [path]
        case .text(let path, _), .textAfterLine(let path, _, _), .swiftFragments(let path, _): [path]
        case .xcodebuildList(let projects): projects.map { $0 + "/project.pbxproj" }
        case .targetBuildSetting(let projects, _, _): projects.map(\.path)
        case .deploymentTargets(let projects, _, _, let podspec): projects + [podspec]
        case .projectReferences(let paths), .podspecSyntax(let paths), .podspecSource(let paths, _, _, _): paths
        case .podspecValues(let path, _), .podspecVersionMatchesFolder(let path): [path]
        case .all(let checks): checks.flatMap(\.paths)
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
