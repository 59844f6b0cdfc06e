/// A value written in a podspec, with where it starts. Nothing is evaluated: an interpolation or a
/// reference to another attribute (`s.version`) stays as written.
public struct PodspecExpression: Hashable, Sendable {
    /// The values of the Ruby subset that podspecs use.
    public indirect enum Kind: Hashable, Sendable {
        case string(String)
        /// A double-quoted string or heredoc with at least one `#{…}`.
        case interpolatedString([PodspecStringSegment])
        case symbol(String)
        /// A number as written (`12`, `-1`, `2.5`, `1_000`); never converted, so never overflows.
        case number(String)
        case boolean(Bool)
        case `nil`
        case array([PodspecExpression])
        case hash([PodspecHashEntry])
        /// `s.version` or `s.version.to_s`: the block variable and the attribute path after it.
        case attributeReference(variable: String, path: [String])
    }

    public let kind: Kind
    public let location: SourceLocation

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The text of a plain string, or `nil`.
    public var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// The value under `key` in a hash, matching a symbol or string key with that name.
    public subscript(key: String) -> PodspecExpression? {
        guard case .hash(let entries) = kind else { return nil }
        return entries.first { entry in
            switch entry.key.kind {
            case .symbol(key), .string(key): true
            default: false
            }
        }?.value
    }
}

/// A piece of an interpolated string.
public enum PodspecStringSegment: Hashable, Sendable {
    case text(String)
    case interpolation(PodspecExpression)
}

/// One `key => value` or `key: value` of a hash; `key:` makes a symbol key.
public struct PodspecHashEntry: Hashable, Sendable {
    public let key: PodspecExpression
    public let value: PodspecExpression
}

extension PodspecExpression: CustomStringConvertible {
    /// The value in canonical Ruby: double-quoted escaped strings, `:symbol`, `[a, b]`, `{key => value}`.
    public var description: String {
        switch kind {
        case .string(let text):
            "\"" + Self.escaped(text) + "\""
        case .interpolatedString(let segments):
            "\"" + segments.map { segment in
                switch segment {
                case .text(let text): Self.escaped(text)
                case .interpolation(let inner): "#{" + inner.description + "}"
                }
            }.joined() + "\""
        case .symbol(let name): ":" + name
        case .number(let text): text
        case .boolean(let value): String(value)
        case .nil: "nil"
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .hash(let entries): "{" + entries.map { "\($0.key) => \($0.value)" }.joined(separator: ", ") + "}"
        case .attributeReference(let variable, let path): ([variable] + path).joined(separator: ".")
        }
    }

    /// Text as it would appear between double quotes in Ruby.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result.replacing("#{", with: "\\#{")
    }
}
