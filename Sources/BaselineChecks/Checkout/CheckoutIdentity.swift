/// Which checkout a report is about: the name the user gave, the directory its paths are
/// relative to, and the commit when it was read from git.
public struct CheckoutIdentity: Sendable, Hashable {
    /// How reports name the checkout: the path as given, `@REVISION` added for a revision.
    public var displayName: String
    /// The checkout's directory, absolute and with links resolved (for a revision: the
    /// folder in the work tree that its paths correspond to).
    public var root: String
    /// The commit, when the checkout was read at a revision.
    public var revision: CommitInfo?

    public init(displayName: String, root: String, revision: CommitInfo? = nil) {
        self.displayName = displayName
        self.root = root
        self.revision = revision
    }
}
