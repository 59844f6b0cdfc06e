/// Why a JSON text could not be read, and where.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var location: TextLocation

    /// An error `message` at `location`.
    public init(_ message: String, at location: TextLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): \(message)" }
}
