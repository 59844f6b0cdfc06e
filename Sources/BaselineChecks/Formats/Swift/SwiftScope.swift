/// What a declaration scope declares.
public enum SwiftScopeKind: String, Sendable, Hashable, CaseIterable {
    case `class`, `struct`, `enum`, `protocol`, `extension`, actor
    case function, initializer, deinitializer, `subscript`, property, accessor

    /// Whether the scope is a type declaration or an extension of one.
    public var isTypeLike: Bool {
        switch self {
        case .class, .struct, .enum, .protocol, .extension, .actor: return true
        default: return false
        }
    }
}

/// The accessor or observer a scope's body implements.
public enum SwiftAccessorKind: String, Sendable, Hashable, CaseIterable {
    case get, set, didSet, willSet
    /// `read` or `_read`.
    case read
    /// `modify` or `_modify`.
    case modify
    /// An `init` accessor of a stored property.
    case initializer = "init"
    case unsafeAddress, unsafeMutableAddress

    /// The accessor spelled `word` inside an accessor block, if any.
    init?(word: String) {
        switch word {
        case "_read": self = .read
        case "_modify": self = .modify
        default: self.init(rawValue: word)
        }
    }
}

/// A declaration with a body in braces: a type, extension, function, initializer, deinitializer,
/// subscript, property with accessors, or one accessor (including a computed property's implicit getter).
public struct SwiftScope: Sendable, Hashable, CustomStringConvertible {
    /// Position of this scope in `SwiftSourceFile.scopes`; parents always come before children.
    public let id: Int
    /// What the scope declares.
    public let kind: SwiftScopeKind
    /// The base name: type or extended type, function base name (`touchesBegan`), `init`, `deinit`,
    /// `subscript`, property name, or accessor keyword (`didSet`).
    public let name: String
    /// The name with argument labels where Swift has them: `touchesBegan(_:with:)`, `init?(coder:)`.
    public let signature: String
    /// For `.accessor` scopes, which accessor.
    public let accessor: SwiftAccessorKind?
    /// Whether this is the implicit getter of a computed property (`var x: Int { body }`).
    public let isImplicitGetter: Bool
    /// The id of the enclosing scope, `nil` at top level.
    public let parent: Int?
    /// Where the introducing keyword (`func`, `var`, `didSet`, …) is; for an implicit getter, its `{`.
    public let location: SourceLocation
    /// Token index of the introducing keyword (of the `{` for an implicit getter).
    public let keywordToken: Int
    /// Token indices of the `{` and `}` around the body.
    public let braces: ClosedRange<Int>
    /// Human-readable description, e.g. `func updateLayout()` or `var maxRating { didSet }`.
    public let description: String

    /// Token indices strictly between the braces.
    public var body: Range<Int> { (braces.lowerBound + 1)..<braces.upperBound }

    /// A scope as the index builds it; exposed so that callers can construct expectations.
    public init(
        id: Int, kind: SwiftScopeKind, name: String, signature: String, accessor: SwiftAccessorKind?,
        isImplicitGetter: Bool, parent: Int?, location: SourceLocation, keywordToken: Int,
        braces: ClosedRange<Int>, description: String
    ) {
        self.id = id
        self.kind = kind
        self.name = name
        self.signature = signature
        self.accessor = accessor
        self.isImplicitGetter = isImplicitGetter
        self.parent = parent
        self.location = location
        self.keywordToken = keywordToken
        self.braces = braces
        self.description = description
    }
}
