import BaselineSupport
import Synchronization

/// One git repository read at any number of its revisions: git found and the configuration checked once,
/// the checkout's place in the repository asked once, one `git cat-file --batch` for every object, and each
/// tree object parsed once, so that a history costs its distinct trees and blobs, not git processes a commit.
final class GitRepositoryReader: Sendable {
    /// The checkout's folder as given, and with links resolved.
    let checkout: String
    let root: String
    let git: SafeGit
    /// The checkout's directory inside the repository: empty, or ending in `/`.
    let prefix: String
    let objects: GitBlobReader
    private let trees = Mutex<[String: [String: GitTree.Entry]]>([:])
    /// Tree objects kept at most; a history that visits more starts the cache afresh.
    private static let maximumCachedTrees = 4096

    /// Why a repository could not be opened, said of one of the revisions asked of it.
    enum OpenFailure: Error {
        case noDirectory(checkout: String)
        case git(checkout: String, GitFailure)

        func error(at revision: String) -> CheckoutOpenError {
            switch self {
            case .noDirectory(let checkout): CheckoutOpenError(path: checkout, reason: "no such directory")
            case .git(let checkout, let failure): CheckoutOpenError(path: "\(checkout) at \(revision)", reason: failure.description)
            }
        }
    }

    init(checkout: String) throws(OpenFailure) {
        guard FilePaths.isDirectory(checkout), let root = FilePaths.resolved(checkout) else {
            throw .noDirectory(checkout: checkout)
        }
        self.checkout = checkout
        self.root = root
        do throws(GitFailure) {
            let git = try SafeGit(directory: checkout)
            let output = try git.run(["rev-parse", "--show-prefix"])
            guard output.last == UInt8(ascii: "\n") else { throw GitFailure("git rev-parse printed an unexpected answer") }
            prefix = String(decoding: output.dropLast(), as: UTF8.self)
            self.git = git
        } catch {
            throw .git(checkout: checkout, error)
        }
        objects = GitBlobReader(git: git)
    }

    /// The full ID of the commit `revision` names, asked of git.
    func resolveCommit(_ revision: String) throws(GitFailure) -> String {
        let output: [UInt8]
        do {
            output = try git.run(["rev-parse", "--verify", "--end-of-options", revision + "^{commit}"])
        } catch {
            throw error.description == "Needed a single revision" ? GitFailure("not a commit in its git repository") : error
        }
        let id = String(decoding: output.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        guard output.count == id.utf8.count + 1, GitRevisionSource.isObjectID(id) else {
            throw GitFailure("git rev-parse printed an unexpected answer")
        }
        return id
    }

    /// The commit object `id` (a commit, as `resolveCommit` or `git rev-list` gave it): its tree and what
    /// reports say of it.
    func commit(_ id: String) throws(GitFailure) -> (tree: String, info: CommitInfo) {
        let bytes: [UInt8]
        switch objects.read(id, type: "commit", limit: 1 << 20) {
        case .success(let read): bytes = read
        case .failure(.unreadable(let reason)): throw GitFailure(reason)
        case .failure(let problem): throw GitFailure(problem.message)
        }
        let firstLine = bytes.prefix { $0 != UInt8(ascii: "\n") }
        guard firstLine.starts(with: Array("tree ".utf8)),
              case let tree = String(decoding: firstLine.dropFirst(5), as: UTF8.self), GitRevisionSource.isObjectID(tree)
        else { throw GitFailure("the commit object \(id) names no tree") }
        return (tree, CommitInfo(id: id, commitObject: bytes))
    }

    /// The entries of tree object `id`, by name.
    func tree(_ id: String) -> Result<[String: GitTree.Entry], FileProblem> {
        if let cached = trees.withLock({ $0[id] }) { return .success(cached) }
        return objects.read(id, type: "tree", limit: GitLimits.maximumTreeObject).flatMap { bytes in
            do throws(GitFailure) {
                let entries = try GitTree.parse(object: bytes, idLength: id.utf8.count / 2)
                trees.withLock { trees in
                    if trees.count >= Self.maximumCachedTrees { trees.removeAll() }
                    trees[id] = entries
                }
                return .success(entries)
            } catch {
                return .failure(.unreadable(reason: "\(error.description) (\(id))"))
            }
        }
    }
}
