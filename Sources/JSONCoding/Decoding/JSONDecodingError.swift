/// Why a JSON document cannot be decoded as a value, and where: JSON path and text position.
public struct JSONDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kinds of problem.
    public enum Reason: Hashable, Sendable {
        /// The text is not JSON.
        case syntax
        /// An object lacks a member the type requires.
        case missingKey
        /// A value is of the wrong JSON type, or `null` where a value is required.
        case wrongType
        /// A value of the right JSON type that the type cannot take (out of range, unknown case name, …).
        case invalidValue
    }

    /// What kind of problem it is.
    public var reason: Reason
    /// What is wrong.
    public var message: String
    /// The JSON path of the offending value (for a missing key: of its object); empty at the top level.
    public var path: String
    /// Where that value starts in the text, when it was read from text.
    public var location: TextLocation?

    /// An error of `reason`, `message`, about the value at `path`, read at `location`.
    public init(_ reason: Reason, _ message: String, path: String, at location: TextLocation?) {
        self.reason = reason
        self.message = message
        self.path = path
        self.location = location
    }

    /// The error a decoding error raised while decoding `root` stands for.
    init(_ error: DecodingError, in root: JSON) {
        func located(_ reason: Reason, _ message: String, _ context: DecodingError.Context) -> JSONDecodingError {
            let path = JSONPath.of(context.codingPath)
            return JSONDecodingError(reason, message, path: path, at: Self.location(of: context.codingPath, in: root))
        }
        switch error {
        case .keyNotFound(let key, let context):
            self = located(.missingKey, "missing key \"\(key.stringValue)\"", context)
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            self = located(.wrongType, context.debugDescription, context)
        case .dataCorrupted(let context):
            self = located(.invalidValue, context.debugDescription, context)
        @unknown default:
            self.init(.invalidValue, "\(error)", path: "", at: root.location)
        }
    }

    /// Where the value at `codingPath` starts; the nearest enclosing value's start when it is absent.
    private static func location(of codingPath: [any CodingKey], in root: JSON) -> TextLocation? {
        var current = root
        for key in codingPath {
            switch current.value {
            case .object(let members):
                guard let member = members.first(where: { $0.key == key.stringValue }) else { return current.location }
                current = member.value
            case .array(let elements):
                guard let index = key.intValue, elements.indices.contains(index) else { return current.location }
                current = elements[index]
            default:
                return current.location
            }
        }
        return current.location
    }

    /// `line:column: path: message`, without the parts that are unknown or empty.
    public var description: String {
        let position = location.map { "\($0): " } ?? ""
        return "\(position)\(path.isEmpty ? "" : "\(path): ")\(message)"
    }
}
