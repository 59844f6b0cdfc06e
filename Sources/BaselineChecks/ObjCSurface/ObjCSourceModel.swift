/// Swift access levels in order, for `canInferImplicitObjC`'s `getFormalAccess() <= FilePrivate`.
enum SwiftAccessLevel: Int, Sendable, Comparable {
    case `private`, `fileprivate`, `internal`, package, `public`, open

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The access a declaration's modifiers spell (`private(set)` spells a setter's, not this).
    init?(modifiers: [String]) {
        guard let level = modifiers.lazy.compactMap({ SwiftAccessLevel(word: $0) }).first else { return nil }
        self = level
    }

    init?(word: String) {
        switch word {
        case "private": self = .private
        case "fileprivate": self = .fileprivate
        case "internal": self = .internal
        case "package": self = .package
        case "public": self = .public
        case "open": self = .open
        default: return nil
        }
    }
}

/// A type declaration or extension of the file, with its members' declarations.
struct ObjCTypeDeclaration: Sendable {
    enum Kind: String, Sendable { case `class`, `struct`, `enum`, `protocol`, `extension`, actor }

    let kind: Kind
    /// Qualified by enclosing types (`Outer.Inner`); for an extension, the extended name as written.
    let name: String
    let declaration: SwiftDeclaration
    /// The inheritance clause's names, generic arguments dropped: superclass first for a class.
    let inherited: [String]
    let isGeneric: Bool
    let hasWhereClause: Bool
    let members: [SwiftDeclaration]
    /// The access its members default to: internal in a type whatever the type's own access
    /// (`AccessLevelRequest`); in an extension, its own modifier, `private` read as `fileprivate`
    /// (`DefaultAndMaxAccessLevelRequest`).
    let memberDefaultAccess: SwiftAccessLevel
}

/// The file's declarations as the Objective-C analysis reads them.
struct ObjCSourceModel {
    let file: SwiftSourceFile
    let scanner: SwiftDeclarationScanner
    private(set) var types: [ObjCTypeDeclaration] = []
    private var scopeByKeyword: [Int: SwiftScope] = [:]
    private var accessorsByScope: [Int: [SwiftScope]] = [:]

    init(file: SwiftSourceFile) {
        self.file = file
        scanner = SwiftDeclarationScanner(file)
        for scope in file.scopes {
            if scope.kind == .accessor, let parent = scope.parent {
                accessorsByScope[parent, default: []].append(scope)
            } else if scopeByKeyword[scope.keywordToken] == nil {
                scopeByKeyword[scope.keywordToken] = scope
            }
        }
        collectTypes(in: 0..<file.tokens.count, outer: nil)
    }

    func scope(of declaration: SwiftDeclaration) -> SwiftScope? { scopeByKeyword[declaration.keywordToken] }

    func accessors(of scope: SwiftScope) -> [SwiftScope] { accessorsByScope[scope.id] ?? [] }

    private mutating func collectTypes(in range: Range<Int>, outer: String?) {
        for declaration in scanner.declarations(in: range) {
            guard let kind = ObjCTypeDeclaration.Kind(rawValue: declaration.keyword),
                  let body = scope(of: declaration)?.body else { continue }
            let header = readHeader(declaration, kind: kind)
            let name = kind == .extension || outer == nil ? header.name : outer! + "." + header.name
            let extensionAccess = kind == .extension ? SwiftAccessLevel(modifiers: declaration.modifiers) : nil
            let memberAccess = extensionAccess.map { min(max($0, .fileprivate), .public) } ?? .internal
            let type = ObjCTypeDeclaration(
                kind: kind, name: name, declaration: declaration, inherited: header.inherited,
                isGeneric: header.isGeneric, hasWhereClause: header.hasWhereClause,
                members: scanner.declarations(in: body), memberDefaultAccess: memberAccess)
            types.append(type)
            collectTypes(in: body, outer: kind == .extension ? header.name : name)
        }
    }

    private func readHeader(_ declaration: SwiftDeclaration, kind: ObjCTypeDeclaration.Kind)
        -> (name: String, inherited: [String], isGeneric: Bool, hasWhereClause: Bool) {
        let tokens = file.tokens
        let end = declaration.tokens.upperBound
        var index = declaration.keywordToken + 1
        var name = ""
        while index < end, tokens[index].kind == .identifier || tokens[index].kind == .keyword {
            name += tokens[index].text.filter { $0 != "`" }
            index += 1
            guard kind == .extension, index + 1 < end, tokens[index].text == "." else { break }
            name += "."
            index += 1
        }
        var isGeneric = false
        var inherited: [String] = []
        var current = ""
        var angles = 0
        var hasWhereClause = false
        while index < end && tokens[index].text != "{" {
            let token = tokens[index]
            if token.kind == .operator {
                if angles == 0 && token.text.hasPrefix("<") && inherited.isEmpty && current.isEmpty { isGeneric = true }
                angles += token.text.filter { $0 == "<" }.count - token.text.filter { $0 == ">" }.count
            } else if token.text == "where" && angles == 0 {
                hasWhereClause = true
                break
            } else if angles == 0 && token.kind != .attribute && (token.text == "," || token.text == ":") {
                if !current.isEmpty { inherited.append(current) }
                current = ""
            } else if angles == 0 && token.kind != .attribute && token.text != "any" {
                current += token.text
            }
            index += 1
        }
        if !current.isEmpty { inherited.append(current) }
        return (name, inherited, isGeneric, hasWhereClause)
    }
}
