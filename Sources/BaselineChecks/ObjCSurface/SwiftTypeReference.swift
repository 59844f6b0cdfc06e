/// A type as written in a declaration, parsed far enough to tell how Objective-C would see it.
/// Sugar is kept apart (`[T]` is `.array`, `Array<T>` is `.named`); the classifier treats both alike.
indirect enum SwiftTypeReference: Sendable, Hashable, CustomStringConvertible {
    /// `UIView.ContentMode` is `["UIView", "ContentMode"]`; generic arguments belong to the last component.
    case named([String], arguments: [SwiftTypeReference])
    /// `T?`, and `T!` (implicitly unwrapped: the generated header says `_Null_unspecified`).
    case optional(SwiftTypeReference, implicitlyUnwrapped: Bool = false)
    case array(SwiftTypeReference)
    case dictionary(SwiftTypeReference, SwiftTypeReference)
    /// `()` is the empty tuple.
    case tuple([SwiftTypeReference])
    case function(
        parameters: [SwiftTypeReference], result: SwiftTypeReference, isAsync: Bool, throwing: Bool, convention: String?)
    case composition([SwiftTypeReference])
    /// `T.Type` or `T.Protocol`.
    case metatype(SwiftTypeReference)
    /// `some P`.
    case opaque(SwiftTypeReference)
    /// Text this parser does not understand.
    case unparsed(String)

    var description: String {
        switch self {
        case .named(let path, let arguments):
            let name = path.joined(separator: ".")
            return arguments.isEmpty ? name : name + "<" + arguments.map(\.description).joined(separator: ", ") + ">"
        case .optional(let wrapped, let unwrapped): return wrapped.description + (unwrapped ? "!" : "?")
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .tuple(let elements): return "(" + elements.map(\.description).joined(separator: ", ") + ")"
        case .function(let parameters, let result, let isAsync, let throwing, _):
            let effects = (isAsync ? " async" : "") + (throwing ? " throws" : "")
            return "(" + parameters.map(\.description).joined(separator: ", ") + ")\(effects) -> \(result)"
        case .composition(let parts): return parts.map(\.description).joined(separator: " & ")
        case .metatype(let base): return base.description + ".Type"
        case .opaque(let base): return "some " + base.description
        case .unparsed(let text): return text
        }
    }

    /// Parses the tokens of a type; `.unparsed` with their text when they are not one whole type.
    static func parse(_ tokens: ArraySlice<SwiftToken>) -> SwiftTypeReference {
        var pieces: [String] = []
        for token in tokens {
            // The lexer keeps `>?` or `?>` together; a type reads them one character at a time.
            pieces += token.kind == .operator ? token.text.map(String.init) : [token.text]
        }
        var parser = SwiftTypeParser(pieces: pieces)
        if let type = parser.parseType(), parser.index == pieces.count { return type }
        return .unparsed(tokens.map(\.text).joined(separator: " "))
    }
}

/// A recursive-descent reader of type syntax over token texts (operators split into characters).
struct SwiftTypeParser {
    let pieces: [String]
    var index = 0

    var current: String? { index < pieces.count ? pieces[index] : nil }

    mutating func take(_ text: String) -> Bool {
        guard current == text else { return false }
        index += 1
        return true
    }

    mutating func parseType() -> SwiftTypeReference? {
        var convention: String?
        while let piece = current, piece.hasPrefix("@") {
            index += 1
            if piece == "@convention", take("("), let name = current {
                index += 1
                guard take(")") else { return nil }
                convention = name
            }
        }
        if current == "some" || current == "any" {
            let isOpaque = current == "some"
            index += 1
            guard let base = parsePostfix() else { return nil }
            return isOpaque ? .opaque(base) : base
        }
        guard let first = parsePostfix(convention: convention) else { return nil }
        var parts = [first]
        while take("&") {
            guard let next = parsePostfix() else { return nil }
            parts.append(next)
        }
        return parts.count == 1 ? first : .composition(parts)
    }

    mutating func parsePostfix(convention: String? = nil) -> SwiftTypeReference? {
        guard var type = parsePrimary(convention: convention) else { return nil }
        while true {
            if take("?") {
                type = .optional(type)
            } else if take("!") {
                type = .optional(type, implicitlyUnwrapped: true)
            } else if current == ".", index + 1 < pieces.count, ["Type", "Protocol"].contains(pieces[index + 1]) {
                index += 2
                type = .metatype(type)
            } else {
                return type
            }
        }
    }

    mutating func parsePrimary(convention: String?) -> SwiftTypeReference? {
        if take("(") {
            var elements: [SwiftTypeReference] = []
            while !take(")") {
                // Labels in function types (`(_ x: Int)`) and tuples (`(a: Int)`) do not change the type.
                if index + 2 < pieces.count, pieces[index + 2] == ":", isWord(pieces[index]), isWord(pieces[index + 1]) {
                    index += 3
                } else if index + 1 < pieces.count, pieces[index + 1] == ":", isWord(pieces[index]) {
                    index += 2
                }
                _ = take("inout")
                guard let element = parseType() else { return nil }
                elements.append(element)
                if !take(",") && current != ")" { return nil }
            }
            let isAsync = take("async")
            let throwing = take("throws") || take("rethrows")
            if take("->") {
                guard let result = parseType() else { return nil }
                return .function(
                    parameters: elements, result: result, isAsync: isAsync, throwing: throwing, convention: convention)
            }
            guard !isAsync && !throwing else { return nil }
            return elements.count == 1 ? elements[0] : .tuple(elements)
        }
        if take("[") {
            guard let key = parseType() else { return nil }
            if take(":") {
                guard let value = parseType(), take("]") else { return nil }
                return .dictionary(key, value)
            }
            return take("]") ? .array(key) : nil
        }
        guard let word = current, isWord(word) else { return nil }
        var path: [String] = []
        var arguments: [SwiftTypeReference] = []
        repeat {
            guard let name = current, isWord(name) else { return nil }
            index += 1
            path.append(name.filter { $0 != "`" })
            arguments = []
            if take("<") {
                repeat {
                    guard let argument = parseType() else { return nil }
                    arguments.append(argument)
                } while take(",")
                guard take(">") else { return nil }
            }
        } while current == "." && index + 1 < pieces.count && !["Type", "Protocol"].contains(pieces[index + 1]) && take(".")
        return .named(path, arguments: arguments)
    }

    func isWord(_ piece: String) -> Bool {
        guard let first = piece.unicodeScalars.first else { return false }
        return first == "_" || first == "`" || first.properties.isAlphabetic
    }
}
