/// Why a file could not be read or written.
public struct CommandIOError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, with the system's reason.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

/// Where the command line reads and writes: the process's streams and files, or memory in tests.
public protocol CommandIO {
    /// Writes text to standard output; `false` when it could not (a full disk, a closed stream).
    @discardableResult
    func writeOutput(_ text: String) -> Bool
    /// Writes text to standard error.
    func writeError(_ text: String)
    /// The bytes of the file at `path` (`-`: standard input); an error beyond `limit` bytes.
    func read(_ path: String, limit: Int) throws(CommandIOError) -> [UInt8]
    /// Replaces the file at `path` (`-`: standard output) with `text`.
    func write(_ text: String, toFile path: String) throws(CommandIOError)
}
