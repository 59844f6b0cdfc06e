import BaselineSupport
import Synchronization

/// Reads objects (blobs, trees, commits) of one repository through a single `git cat-file --batch` process,
/// started on the first read and stopped when the reader is released. Once git
/// fails, every later read reports that failure instead of starting git again.
final class GitBlobReader: Sendable {
    private enum State {
        case notStarted
        case running(CatFileBatch)
        case failed(String)
    }

    private let git: SafeGit
    private let state = Mutex(State.notStarted)
    /// How long one blob may take to arrive.
    private let timeoutMilliseconds: Int32 = 30_000

    /// Whether the repository is a partial clone, asked of git the first time an object is missing.
    private let partialClone = Mutex<Bool?>(nil)

    init(git: SafeGit) {
        self.git = git
    }

    private var isPartialClone: Bool {
        partialClone.withLock { known in
            if known == nil {
                let settings = try? git.run(["config", "--get-regexp", #"^(extensions\.partialclone|remote\..*\.promisor)$"#])
                known = !(settings ?? []).isEmpty
            }
            return known ?? false
        }
    }

    /// Why an object is missing: a partial clone never fetched it (and the tool never fetches), or the
    /// repository lost it.
    private func missingObjectReason(_ object: String) -> String {
        isPartialClone
            ? "object \(object) is missing: this is a partial clone without objects the revision needs, and the tool never"
                + " fetches; fetch them (for instance a full clone) to check it at a revision"
            : "object \(object) is missing from the repository"
    }

    /// The object's content (a blob unless `type` says otherwise); one over `limit` bytes is
    /// refused before it is read.
    func read(_ object: String, type: String = "blob", limit: Int) -> Result<[UInt8], FileProblem> {
        state.withLock { state -> Result<[UInt8], FileProblem> in
            let batch: CatFileBatch
            switch state {
            case .failed(let reason):
                return .failure(.unreadable(reason: reason))
            case .running(let running):
                batch = running
            case .notStarted:
                switch CatFileBatch.start(git) {
                case .success(let started): batch = started
                case .failure(let failure):
                    state = .failed(failure.description)
                    return .failure(.unreadable(reason: failure.description))
                }
                state = .running(batch)
            }
            do throws(CatFileBatch.Failure) {
                return .success(try batch.object(object, type: type, limit: limit, deadline: Deadline(milliseconds: timeoutMilliseconds)))
            } catch {
                switch error {
                case .tooLarge(let size):
                    state = .notStarted  // the unread content is still in the pipe: the next read starts afresh
                    return .failure(.tooLarge(size: size, limit: limit))
                case .notABlob(let answer) where answer == "missing":
                    return .failure(.unreadable(reason: missingObjectReason(object)))
                case .notABlob(let answer):
                    return .failure(.unreadable(reason: "git has no blob \(object) (\(answer))"))
                case .stopped(let reason) where reason == CatFileBatch.exited && isPartialClone:
                    // git ends its batch when a partial clone lacks an object it may not fetch: start afresh next time.
                    state = .notStarted
                    return .failure(.unreadable(reason: missingObjectReason(object)))
                case .stopped(let reason):
                    state = .failed("git cat-file stopped: \(reason)")
                    return .failure(.unreadable(reason: "git cat-file stopped: \(reason)"))
                }
            }
        }
    }
}
