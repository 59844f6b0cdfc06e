/// Encodes `Encodable` values (synthesized conformances included) as JSON values and text.
///
/// Optionals that are `nil` are left out; enums with associated values take Swift's synthesized
/// form `{"case": {"label": value, "_0": value}}`; non-finite numbers are refused with an error.
public enum JSONValueEncoder {
    /// The JSON value that `value` encodes to.
    public static func encode(_ value: some Encodable) throws(JSONEncodingError) -> JSON {
        let root = EncodingNode()
        let context = EncodingContext()
        do {
            try value.encode(to: ValueEncoder(node: root, path: .root, context: context))
        } catch let error as EncodingError {
            throw JSONEncodingError(error)
        } catch {
            throw JSONEncodingError("\(error)", path: "")
        }
        if let problem = context.problem { throw problem }
        guard !root.isEmpty else { throw JSONEncodingError("\(type(of: value)) encoded no value", path: "") }
        return root.json()
    }

    /// The JSON text of `value` in `style` (keys sorted; pretty text ends with a newline).
    public static func text(of value: some Encodable, style: JSONWriter.Style) throws(JSONEncodingError) -> String {
        JSONWriter.text(of: try encode(value), style: style)
    }
}

/// Why a value cannot be encoded as JSON, and where in the document it would have been.
public struct JSONEncodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// The JSON path of the value, e.g. `checkouts[0].summary`; empty at the top level.
    public var path: String

    /// An error `message` about the value at `path`.
    public init(_ message: String, path: String) {
        self.message = message
        self.path = path
    }

    init(_ error: EncodingError) {
        switch error {
        case .invalidValue(_, let context):
            self.init(context.debugDescription, path: JSONPath.of(context.codingPath))
        @unknown default:
            self.init("\(error)", path: "")
        }
    }

    /// `path: message` (without the path at the top level).
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// What all encoders of one document share: the first misuse found where no error can be thrown.
final class EncodingContext {
    private(set) var problem: JSONEncodingError?

    func record(_ message: String, at codingPath: [any CodingKey]) {
        if problem == nil { problem = JSONEncodingError(message, path: JSONPath.of(codingPath)) }
    }
}
