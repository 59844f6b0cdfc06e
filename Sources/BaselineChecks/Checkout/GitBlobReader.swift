import Synchronization

/// Reads blobs of one repository through a single `git cat-file --batch` process,
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

    init(git: SafeGit) {
        self.git = git
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
                case .notABlob(let answer):
                    return .failure(.unreadable(reason: "git has no blob \(object) (\(answer))"))
                case .stopped(let reason):
                    state = .failed("git cat-file stopped: \(reason)")
                    return .failure(.unreadable(reason: "git cat-file stopped: \(reason)"))
                }
            }
        }
    }
}
