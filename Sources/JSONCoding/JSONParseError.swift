/// Why a JSON text could not be read, and where.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// Where it was found.
    public var location: TextLocation
    /// The JSON path of the value being read, e.g. `rules[3].check`; empty at the top level.
    public var path: String

    /// An error `message` at `location`, in the value at `path`.
    public init(_ message: String, at location: TextLocation, path: String = "") {
        self.message = message
        self.location = location
        self.path = path
    }

    /// `line:column: path: message` (without the path at the top level).
    public var description: String { "\(location): \(path.isEmpty ? "" : "\(path): ")\(message)" }

    /// The same error, seen from the object that holds the value as member `key`.
    func inMember(_ key: String) -> JSONParseError {
        JSONParseError(message, at: location, path: JSONPath.prefixing(key: key, to: path))
    }

    /// The same error, seen from the array that holds the value at `index`.
    func inElement(_ index: Int) -> JSONParseError {
        JSONParseError(message, at: location, path: JSONPath.prefixing(index: index, to: path))
    }
}
