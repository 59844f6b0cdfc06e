#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineChecks
import BaselineSupport

/// What an unconfined run has instead of the sandbox's private `/tmp`: a new private directory
/// for its temporary files, with an empty home in it, removed with all it holds (links are
/// removed, never followed) when released.
final class ScratchDirectory {
    let path: String
    var home: String { path + "/home" }

    /// A directory under the tool's `TMPDIR` (or `/tmp`), given to `owner` when the program runs as another user.
    init(owner: SandboxUser?) throws(ChildProcessError) {
        let parent = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        guard let made = TemporaryPaths.makeDirectory(prefix: parent + "/check-baseline-run-") else {
            throw ChildProcessError("cannot create a directory in \(parent): \(String(cString: strerror(errno)))")
        }
        path = made
        guard mkdir(home, 0o700) == 0 else {
            throw ChildProcessError("cannot create \(home): \(String(cString: strerror(errno)))")
        }
        try owner?.handOver(path)
        try owner?.handOver(home)
    }

    deinit {
        TemporaryPaths.remove(path)
    }
}
