/// A checkout as it is at a git revision, read from git's objects with the system git:
/// the work tree and the index are neither read nor written, and nothing the
/// repository configures is run (see `SafeGit`). The revision is resolved once; trees and blobs
/// are read on demand through the repository's one `git cat-file --batch` (see `GitRepositoryReader`).
public struct GitRevisionSource: CheckoutSource {
    /// Named `CHECKOUT@REVISION` (a full object ID shortened to 12 digits), rooted at the
    /// checkout's folder, at the full commit ID.
    public let identity: CheckoutIdentity
    /// The full object ID of the commit the revision names.
    public let commit: String
    public let sizeLimit: Int
    let tree: GitTree
    var blobs: GitBlobReader { tree.repository.objects }

    /// Fails with a message naming the checkout and the revision when the checkout is
    /// not in a git repository, the revision names no commit, or git cannot list it.
    public init(checkout: String, revision: String, sizeLimit: Int = CheckoutLimits.maximumFileSize) throws(CheckoutOpenError) {
        let repository: GitRepositoryReader
        do {
            repository = try GitRepositoryReader(checkout: checkout)
        } catch {
            throw error.error(at: revision)
        }
        try self.init(repository: repository, revision: revision, sizeLimit: sizeLimit)
    }

    /// The checkout at `revision`, read through `repository`, which its other revisions may share. A revision
    /// that is a full object ID `git rev-list` listed (`listed`) is known to be a commit and is not asked of git.
    init(
        repository: GitRepositoryReader, revision: String, listed: Bool = false,
        sizeLimit: Int = CheckoutLimits.maximumFileSize
    ) throws(CheckoutOpenError) {
        guard !revision.isEmpty, !revision.hasPrefix("-") else {
            throw CheckoutOpenError(path: "\(repository.checkout) at \(revision)", reason: "a revision must not be empty or start with -")
        }
        let info: CommitInfo
        do {
            commit = listed && Self.isObjectID(revision) ? revision : try repository.resolveCommit(revision)
            let (treeID, commitInfo) = try repository.commit(commit)
            tree = try GitTree(repository: repository, tree: treeID, prefix: repository.prefix)
            info = commitInfo
        } catch {
            throw CheckoutOpenError(path: "\(repository.checkout) at \(revision)", reason: error.description)
        }
        let name = RevisionName(checkout: repository.checkout, revision: Self.abbreviated(revision))
        identity = CheckoutIdentity(
            displayName: name.displayName, root: repository.root, revision: info, revisionName: name,
            folderInRepository: repository.prefix)
        self.sizeLimit = sizeLimit
    }

    public var directory: String? { nil }

    public func exists(_ path: String) -> Bool {
        (try? resolve(path, followingFinalLink: false).get()) != nil
    }

    /// The entry the path leads to, links followed and not, or why there is none: the same objects read the same.
    public func fingerprint(_ path: String) -> String? {
        func named(_ resolved: Result<GitTree.Entry, FileProblem>) -> String {
            switch resolved {
            case .success(let entry): entry.kind.mode + " " + entry.object
            // A missing file, a link leading out: what its FILE finding would say (not the enum by
            // reflection, which cost as much as walking the trees for the paths old commits lack).
            case .failure(let problem): problem.ruleID + " " + problem.message + (problem.location.map { " \($0)" } ?? "")
            }
        }
        let unfollowed = resolve(path, followingFinalLink: false)
        // Only a final link leads elsewhere when followed.
        if case .success(let entry) = unfollowed, entry.kind != .symlink { return named(unfollowed) }
        return named(resolve(path, followingFinalLink: true)) + "|" + named(unfollowed)
    }

    public func read(_ path: String) -> Result<[UInt8], FileProblem> {
        resolve(path, followingFinalLink: true).flatMap { entry in
            switch entry.kind {
            case .file: return blobs.read(entry.object, limit: sizeLimit)
            case .directory: return .failure(.notARegularFile(kind: "directory"))
            case .submodule: return .failure(.notARegularFile(kind: "submodule"))
            case .symlink: return .failure(.notARegularFile(kind: "symbolic link"))  // not reached: links are followed
            case .unknown(let mode): return .failure(.notARegularFile(kind: "tree entry of mode \(mode)"))
            }
        }
    }

    private static func abbreviated(_ revision: String) -> String {
        isObjectID(revision) ? String(revision.prefix(12)) : revision
    }

    /// A full object ID: 40 (SHA-1) or 64 (SHA-256) lower-case hexadecimal digits.
    static func isObjectID(_ text: String) -> Bool {
        [40, 64].contains(text.utf8.count) && text.utf8.allSatisfy {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
        }
    }
}

/// Bounds on what git may hand the tool for one revision.
enum GitLimits {
    /// One tree object (about 200 000 entries).
    static let maximumTreeObject = 16 * 1024 * 1024
}
