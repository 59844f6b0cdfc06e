/// Why a document could not be parsed, and where. Every parser reports this
/// instead of crashing, recursing without end or accepting what its format forbids.
public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    /// Where the problem was found; `nil` only when the input has no position (e.g. an empty binary file).
    public var location: SourceLocation?

    public init(_ message: String, at location: SourceLocation?) {
        self.message = message
        self.location = location
    }

    public init(_ message: String, line: Int, column: Int) {
        self.init(message, at: SourceLocation(line: line, column: column))
    }

    public var description: String {
        location.map { "\($0): \(message)" } ?? message
    }
}
