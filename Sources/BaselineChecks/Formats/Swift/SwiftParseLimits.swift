/// Bounds that keep lexing and scope indexing linear in time and shallow in stack on hostile input.
public struct SwiftParseLimits: Sendable, Hashable {
    /// Larger files are rejected before lexing.
    public var maximumInputBytes: Int
    /// More tokens than this are rejected, which bounds memory.
    public var maximumTokens: Int
    /// Deepest nesting of block comments, string interpolations, or brackets.
    public var maximumNestingDepth: Int

    /// Limits with the given bounds; the defaults suit any real source file.
    public init(maximumInputBytes: Int = 16 << 20, maximumTokens: Int = 2_000_000, maximumNestingDepth: Int = 512) {
        self.maximumInputBytes = maximumInputBytes
        self.maximumTokens = maximumTokens
        self.maximumNestingDepth = maximumNestingDepth
    }

    /// The limits used unless a caller asks for others.
    public static let standard = SwiftParseLimits()
}
