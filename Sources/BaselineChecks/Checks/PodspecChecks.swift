/// Messages of the podspec checks.
enum PodspecMessages {
    static func valueDiffers(_ attribute: String, found: PodspecExpression, expected: String) -> String {
        "`\(attribute)` is \(found); expected \(expected)"
    }
    static func valueMissing(_ attribute: String, expected: String) -> String {
        "the podspec does not set `\(attribute)`; expected \(expected)"
    }
    static func sourceFilesMissing(_ found: PodspecExpression, expected: String) -> String {
        "`source_files` is \(found); expected it to list \"\(expected)\""
    }
    static func tagNotVersion(_ found: PodspecExpression) -> String {
        "`source` :tag is \(found); expected the spec's version (s.version)"
    }
    /// `text` as a Ruby string literal, as podspec values are shown.
    static func literal(_ text: String) -> String {
        PodspecExpression(.string(text), at: SourceLocation(line: 1, column: 1)).description
    }
    static func notHTTPS(_ url: String) -> String { "URL “\(url)” does not use HTTPS" }
    static func versionNotFolder(_ found: PodspecExpression, folder: String) -> String {
        "`version` is \(found), but the podspec's folder is named “\(folder)”"
    }
}

/// The podspec's attributes have these values.
public struct PodspecValuesCheck: CheckKind {
    public static let key = "podspecValues"
    public var path: String
    public var values: [PodspecAttributeValue]

    public var paths: [String] { [path] }
    public func evaluate(in context: RuleContext) { context.checkPodspecValues(path, values) }
}

/// Each file parses as a podspec (the declarative Ruby subset; nothing is run).
public struct PodspecSyntaxCheck: CheckKind {
    public static let key = "podspecSyntax"
    public var paths: [String]

    public func evaluate(in context: RuleContext) {
        for path in paths {
            _ = context.parsedInput(path, as: Podspec.self)
        }
    }
}

/// Each podspec names the pod, takes its source from `repository` tagged by its version,
/// uses only HTTPS URLs and lists `sourceFiles`.
public struct PodspecSourceCheck: CheckKind {
    public static let key = "podspecSource"
    public var paths: [String]
    public var name: String
    public var repository: String
    public var sourceFiles: String

    public func evaluate(in context: RuleContext) {
        context.checkPodspecSource(paths, name: name, repository: repository, sourceFiles: sourceFiles)
    }
}

/// The podspec's version equals the name of the folder that holds it.
public struct PodspecVersionMatchesFolderCheck: CheckKind {
    public static let key = "podspecVersionMatchesFolder"
    public var path: String

    public var paths: [String] { [path] }
    public func evaluate(in context: RuleContext) { context.checkPodspecVersionMatchesFolder(path) }
}

extension Check {
    public static func podspecValues(path: String, values: [PodspecAttributeValue]) -> Check {
        Check(PodspecValuesCheck(path: path, values: values))
    }
    public static func podspecSyntax(paths: [String]) -> Check { Check(PodspecSyntaxCheck(paths: paths)) }
    public static func podspecSource(paths: [String], name: String, repository: String, sourceFiles: String) -> Check {
        Check(PodspecSourceCheck(paths: paths, name: name, repository: repository, sourceFiles: sourceFiles))
    }
    public static func podspecVersionMatchesFolder(path: String) -> Check {
        Check(PodspecVersionMatchesFolderCheck(path: path))
    }
}

private extension RuleContext {
    func checkPodspecValues(_ path: String, _ values: [PodspecAttributeValue]) {
        guard let spec = podspec(path) else { return }
        for requirement in values {
            expect(spec, requirement.attribute, toBe: requirement.value, path: path)
        }
    }

    func checkPodspecSource(_ paths: [String], name: String, repository: String, sourceFiles: String) {
        for path in paths {
            guard let spec = podspec(path) else { continue }
            expect(spec, "name", toBe: PodspecMessages.literal(name), path: path)
            checkSource(of: spec, repository: repository, path: path)
            checkSourceFiles(of: spec, listing: sourceFiles, path: path)
            for url in spec.root.strings where url.text.contains("://") && !url.text.hasPrefix("https://") {
                report(PodspecMessages.notHTTPS(url.text), path: path, at: url.location)
            }
        }
    }

    func checkPodspecVersionMatchesFolder(_ path: String) {
        guard let spec = podspec(path) else { return }
        let folder = path.split(separator: "/").dropLast().last.map(String.init) ?? ""
        let expected = PodspecMessages.literal(folder)
        guard let version = spec.value(of: "version") else {
            return report(PodspecMessages.valueMissing("version", expected: expected), path: path, at: spec.location)
        }
        if version.string != folder {
            report(PodspecMessages.versionNotFolder(version, folder: folder), path: path, at: version.location)
        }
    }

    private func podspec(_ path: String) -> Podspec? {
        input { () throws(InputUnavailable) in try checkout.document(path, as: Podspec.self) }
    }

    /// Reports unless `attribute`'s value, written as canonical Ruby, is `expected`.
    private func expect(_ spec: Podspec, _ attribute: String, toBe expected: String, path: String) {
        guard let value = spec.value(of: attribute) else {
            return report(PodspecMessages.valueMissing(attribute, expected: expected), path: path, at: spec.location)
        }
        if value.description != expected {
            report(PodspecMessages.valueDiffers(attribute, found: value, expected: expected), path: path, at: value.location)
        }
    }

    /// `source` must be `{ :git => repository, :tag => s.version }` (or `s.version.to_s`, or `"#{s.version}"`).
    private func checkSource(of spec: Podspec, repository: String, path: String) {
        let expectedGit = PodspecMessages.literal(repository)
        guard let source = spec.value(of: "source") else {
            return report(PodspecMessages.valueMissing("source", expected: "{:git => \(expectedGit), :tag => s.version}"),
                          path: path, at: spec.location)
        }
        guard let git = source["git"] else {
            return report(PodspecMessages.valueMissing("source :git", expected: expectedGit), path: path, at: source.location)
        }
        if git.description != expectedGit {
            report(PodspecMessages.valueDiffers("source :git", found: git, expected: expectedGit), path: path, at: git.location)
        }
        guard let tag = source["tag"] else {
            return report(PodspecMessages.valueMissing("source :tag", expected: "s.version"), path: path, at: source.location)
        }
        if !tag.namesSpecVersion {
            report(PodspecMessages.tagNotVersion(tag), path: path, at: tag.location)
        }
    }

    private func checkSourceFiles(of spec: Podspec, listing expected: String, path: String) {
        guard let files = spec.value(of: "source_files") else {
            return report(PodspecMessages.valueMissing("source_files", expected: PodspecMessages.literal(expected)),
                          path: path, at: spec.location)
        }
        let listed = files.string.map { [$0] } ?? files.elements.compactMap(\.string)
        if !listed.contains(expected) {
            report(PodspecMessages.sourceFilesMissing(files, expected: expected), path: path, at: files.location)
        }
    }
}

extension PodspecExpression {
    /// The elements of an array, or nothing.
    var elements: [PodspecExpression] {
        if case .array(let elements) = kind { return elements }
        return []
    }

    /// Whether this is `s.version`, `s.version.to_s` or `"#{s.version}"`.
    var namesSpecVersion: Bool {
        switch kind {
        case .attributeReference(_, let path): path == ["version"] || path == ["version", "to_s"]
        case .interpolatedString(let segments):
            if segments.count == 1, case .interpolation(let inner) = segments[0] { inner.namesSpecVersion } else { false }
        default: false
        }
    }

    /// Every plain string and text segment inside, with its location.
    var strings: [(text: String, location: SourceLocation)] {
        switch kind {
        case .string(let text): [(text, location)]
        case .interpolatedString(let segments):
            segments.flatMap { segment -> [(text: String, location: SourceLocation)] in
                switch segment {
                case .text(let text): [(text, location)]
                case .interpolation(let inner): inner.strings
                }
            }
        case .array(let elements): elements.flatMap(\.strings)
        case .hash(let entries): entries.flatMap { $0.key.strings + $0.value.strings }
        default: []
        }
    }
}

extension PodspecBlock {
    /// Every string that the block's statements (and nested blocks) pass, in file order.
    var strings: [(text: String, location: SourceLocation)] {
        attributes.flatMap { attribute in
            attribute.arguments.flatMap(\.strings) + (attribute.block?.strings ?? [])
        }
    }
}
