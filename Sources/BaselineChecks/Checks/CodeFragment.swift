/// A piece of Swift that must occur, matched as a token sequence (never inside a
/// comment or across the inside of a string literal), optionally inside named declarations.
public struct CodeFragment: Codable, Hashable, Sendable {
    public var code: String
    /// Declarations the fragment must sit in; the count applies to each one. Empty: anywhere in the file.
    public var scopes: [CodeScope]
    public var count: CountRequirement
    /// `true`: each occurrence must be a whole statement (absent in a catalog means `false`).
    public var statement: Bool?

    public init(_ code: String, in scopes: [CodeScope] = [], count: CountRequirement = .present, statement: Bool = false) {
        self.code = code
        self.scopes = scopes
        self.count = count
        self.statement = statement ? true : nil
    }

    var isStatement: Bool { statement ?? false }
}

/// A declaration a fragment must sit in, by kind and name.
public struct CodeScope: Codable, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Codable, Sendable {
        case function, property, type, initializer
    }

    public var kind: Kind
    public var name: String
    /// For properties: the accessor or observer body (`didSet`, `get`, …).
    public var accessor: String?

    public static func function(_ name: String) -> CodeScope { CodeScope(kind: .function, name: name, accessor: nil) }
    public static func type(_ name: String) -> CodeScope { CodeScope(kind: .type, name: name, accessor: nil) }
    public static func didSet(of property: String) -> CodeScope { CodeScope(kind: .property, name: property, accessor: "didSet") }

    public var description: String { selector.description }

    /// The lexer's selector for this scope (an unknown accessor name selects nothing).
    var selector: SwiftScopeSelector {
        switch kind {
        case .function: SwiftScopeSelector(function: name)
        case .type: SwiftScopeSelector(type: name)
        case .initializer: SwiftScopeSelector(initializer: name)
        case .property: SwiftScopeSelector(property: name, accessor: accessor.flatMap(SwiftAccessorKind.init(word:)))
        }
    }
}
