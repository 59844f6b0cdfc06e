/// A checkout as it is at a git revision, read from git's objects with the system git:
/// the work tree and the index are neither read nor written, and nothing the
/// repository configures is run (see `SafeGit`). The revision is resolved once and the
/// tree listed once; blobs are read on demand through one `git cat-file --batch`.
public struct GitRevisionSource: CheckoutSource {
    /// Named `CHECKOUT@REVISION` (a full object ID shortened to 12 digits), rooted at the
    /// checkout's folder, at the full commit ID.
    public let identity: CheckoutIdentity
    /// The full object ID of the commit the revision names.
    public let commit: String
    public let sizeLimit: Int
    let tree: GitTree
    let blobs: GitBlobReader

    /// Fails with a message naming the checkout and the revision when the checkout is
    /// not in a git repository, the revision names no commit, or git cannot list it.
    public init(checkout: String, revision: String, sizeLimit: Int = CheckoutLimits.maximumFileSize) throws(CheckoutOpenError) {
        let place = "\(checkout) at \(revision)"
        guard !revision.isEmpty, !revision.hasPrefix("-") else {
            throw CheckoutOpenError(path: place, reason: "a revision must not be empty or start with -")
        }
        guard FilePaths.isDirectory(checkout), let root = FilePaths.resolved(checkout) else {
            throw CheckoutOpenError(path: checkout, reason: "no such directory")
        }
        let info: CommitInfo
        do {
            let git = try SafeGit(directory: checkout)
            let (prefix, commit) = try Self.resolveCommit(revision, with: git)
            let listing = try git.run(
                ["ls-tree", "-r", "-t", "-l", "-z", "--full-tree", commit], outputLimit: GitLimits.maximumTreeListing)
            tree = try GitTree.parse(listing: listing, under: prefix)
            self.commit = commit
            blobs = GitBlobReader(git: git)
            info = CommitInfo(id: commit, commitObject: (try? blobs.read(commit, type: "commit", limit: 1 << 20).get()) ?? [])
        } catch {
            throw CheckoutOpenError(path: place, reason: error.description)
        }
        identity = CheckoutIdentity(displayName: checkout + "@" + Self.abbreviated(revision), root: root, revision: info)
        self.sizeLimit = sizeLimit
    }

    public var directory: String? { nil }

    public func exists(_ path: String) -> Bool {
        (try? resolve(path, followingFinalLink: false).get()) != nil
    }

    public func read(_ path: String) -> Result<[UInt8], FileProblem> {
        resolve(path, followingFinalLink: true).flatMap { entry in
            switch entry.kind {
            case .file:
                guard let size = entry.size else {
                    return .failure(.unreadable(reason: "object \(entry.object) is missing from the repository"))
                }
                guard size <= sizeLimit else { return .failure(.tooLarge(size: size, limit: sizeLimit)) }
                return blobs.read(entry.object, limit: sizeLimit)
            case .directory: return .failure(.notARegularFile(kind: "directory"))
            case .submodule: return .failure(.notARegularFile(kind: "submodule"))
            case .symlink: return .failure(.notARegularFile(kind: "symbolic link"))  // not reached: links are followed
            case .unknown(let mode): return .failure(.notARegularFile(kind: "tree entry of mode \(mode)"))
            }
        }
    }

    /// The checkout's path inside the repository (empty, or ending in `/`) and the commit's ID.
    private static func resolveCommit(_ revision: String, with git: SafeGit) throws(GitFailure) -> (String, String) {
        let output: [UInt8]
        do {
            output = try git.run(["rev-parse", "--show-prefix", "--verify", "--end-of-options", revision + "^{commit}"])
        } catch {
            throw error.description == "Needed a single revision" ? GitFailure("not a commit in its git repository") : error
        }
        let lines = output.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.count == 3, lines[2].isEmpty, [40, 64].contains(lines[1].count) else {
            throw GitFailure("git rev-parse printed an unexpected answer")
        }
        return (String(decoding: lines[0], as: UTF8.self), String(decoding: lines[1], as: UTF8.self))
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
    /// The tree listing of a commit (about 300 000 entries).
    static let maximumTreeListing = 32 * 1024 * 1024
}
