/// A command line that cannot be obeyed, said in one line; the commands exit with status 2 on it.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, in one line.
    public var description: String

    public init(_ description: String) { self.description = description }
}
