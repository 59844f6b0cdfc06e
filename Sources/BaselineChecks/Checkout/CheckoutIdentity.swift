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
    /// For a revision, the two parts of `displayName`: a format that names them apart (JUnit) reads them here.
    public var revisionName: RevisionName?
    /// For a revision read from git, the checkout's folder inside its repository (empty, or ending in `/`):
    /// where the repository's host (GitHub) finds its files, which are not on disk under `displayName`.
    public var folderInRepository: String?

    public init(
        displayName: String, root: String, revision: CommitInfo? = nil, revisionName: RevisionName? = nil,
        folderInRepository: String? = nil
    ) {
        self.displayName = displayName
        self.root = root
        self.revision = revision
        self.revisionName = revisionName
        self.folderInRepository = folderInRepository
    }
}

/// A checkout at a revision, named in parts: `CHECKOUT@REVISION`.
public struct RevisionName: Sendable, Hashable {
    /// The checkout as given (`.`, `forks/a`).
    public var checkout: String
    /// The revision as given (`HEAD~1`); a commit that was read shows a full object ID shortened to 12 digits.
    public var revision: String

    public init(checkout: String, revision: String) {
        self.checkout = checkout
        self.revision = revision
    }

    public var displayName: String { checkout + "@" + revision }
}
