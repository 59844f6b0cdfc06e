import BaselineSupport

/// Picks declaration scopes by kind and name, e.g. the `didSet` of `maxRating` or `func layoutSubviews`.
public struct SwiftScopeSelector: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of scope selected.
    public var kinds: Set<SwiftScopeKind>
    /// Base name, or for functions a full signature such as `touchesBegan(_:with:)`.
    public var name: String
    /// For properties and subscripts: select this accessor's body instead of the whole accessor block.
    public var accessor: SwiftAccessorKind?
    /// When set, only scopes nested (at any depth) in a type or extension with this name.
    public var enclosingType: String?

    /// Scopes of any of `kinds` named `name`, optionally one accessor of them, optionally inside a type.
    public init(kinds: Set<SwiftScopeKind>, name: String, accessor: SwiftAccessorKind? = nil, in enclosingType: String? = nil) {
        self.kinds = kinds
        self.name = name
        self.accessor = accessor
        self.enclosingType = enclosingType
    }

    /// Functions whose base name (or, if `name` contains `(`, full signature) is `name`.
    public init(function name: String, in enclosingType: String? = nil) {
        self.init(kinds: [.function], name: name, in: enclosingType)
    }

    /// A property's accessor block, or with `accessor` one accessor's body (`.get` includes an implicit getter).
    public init(property name: String, accessor: SwiftAccessorKind? = nil, in enclosingType: String? = nil) {
        self.init(kinds: [.property], name: name, accessor: accessor, in: enclosingType)
    }

    /// Declarations and extensions of the type `name` (`Outer.Inner` or just `Inner`).
    public init(type name: String) {
        self.init(kinds: [.class, .struct, .enum, .protocol, .extension, .actor], name: name)
    }

    /// Initializers, optionally only those with this signature (`init(frame:)`).
    public init(initializer signature: String = "init", in enclosingType: String? = nil) {
        self.init(kinds: [.initializer], name: signature, in: enclosingType)
    }

    /// How findings name the selection: `func layoutSubviews`, `var maxRating { didSet }`, `type X`.
    public var description: String {
        let base: String
        if kinds == [.function] {
            base = "func \(name)"
        } else if kinds == [.property] {
            base = accessor.map { "var \(name) { \($0.rawValue) }" } ?? "var \(name)"
        } else if kinds.allSatisfy(\.isTypeLike) {
            base = "type \(name)"
        } else {
            base = name
        }
        return enclosingType.map { "\(base) in \($0)" } ?? base
    }

    /// Whether `scope` of `file` is one this selector picks.
    public func selects(_ scope: SwiftScope, in file: SwiftSourceFile) -> Bool {
        let target: SwiftScope
        if let accessor {
            guard scope.kind == .accessor, scope.accessor == accessor,
                  let parent = scope.parent, file.scopes.indices.contains(parent) else { return false }
            target = file.scopes[parent]
        } else {
            target = scope
        }
        guard kinds.contains(target.kind), namesMatch(target) else { return false }
        guard let enclosingType else { return true }
        return file.path(to: target).dropLast().contains {
            $0.kind.isTypeLike && Self.typeName($0.name, matches: enclosingType)
        }
    }

    private func namesMatch(_ scope: SwiftScope) -> Bool {
        if scope.kind.isTypeLike { return Self.typeName(scope.name, matches: name) }
        if name.containsCharacter("(") { return scope.signature == name }
        return scope.name == name
    }

    /// `Outer.Inner` matches `Outer.Inner` and `Inner`.
    private static func typeName(_ declared: String, matches wanted: String) -> Bool {
        declared == wanted || declared.hasSuffix("." + wanted)
    }
}
