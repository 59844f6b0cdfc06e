/// Why a JSON text could not be read, and where.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// Where it was found.
    public var location: TextLocation

    /// An error `message` at `location`.
    public init(_ message: String, at location: TextLocation) {
        self.message = message
        self.location = location
    }

    /// `line:column: message`.
    public var description: String { "\(location): \(message)" }
}
