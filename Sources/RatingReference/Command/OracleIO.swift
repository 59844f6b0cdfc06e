/// Why a file could not be read or written.
public struct OracleIOError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, with the system's reason.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

/// Where the oracle command reads and writes: the process's streams and files, or memory in tests.
public protocol OracleIO {
    /// Writes text to standard output; `false` when it could not (a full disk, a closed stream).
    @discardableResult
    func writeOutput(_ text: String) -> Bool
    /// Writes text to standard error.
    func writeError(_ text: String)
    /// The bytes of the file at `path` (`-`: standard input); an error beyond `limit` bytes.
    func read(_ path: String, limit: Int) throws(OracleIOError) -> [UInt8]
    /// Replaces the file at `path` (`-`: standard output) with `text`.
    func write(_ text: String, toFile path: String) throws(OracleIOError)
}
