#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineChecks
import BaselineSupport

/// The unprivileged user a program runs as when the tool runs as root. Root is exempt from the
/// process limit, and even without capabilities its user ID owns the system's files; as
/// `nobody` the limit holds and the program owns only what it makes. bwrap then runs as that
/// user too (in an unprivileged user namespace), so it must be able to reach every bind.
struct SandboxUser: Sendable {
    /// `nobody`'s user and group ID on Debian.
    static let id: UInt32 = 65_534

    /// util-linux's `setpriv`, which changes the user before the sandbox is entered.
    let setpriv: String

    /// The user programs run as: one for a tool run as root, `nil` for any other user, whose
    /// own ID is unprivileged already.
    static func forCurrentUser(outside excluded: [String]) -> Result<SandboxUser?, SandboxUnavailable> {
        guard geteuid() == 0 else { return .success(nil) }
        guard let setpriv = ExecutableLookup.find("setpriv", outside: excluded) else {
            return .failure(SandboxUnavailable(
                reason: "setpriv is not on PATH, and a program from a checkout must not run as root",
                remedy: "install it with `apt-get install util-linux`"))
        }
        return .success(SandboxUser(setpriv: setpriv))
    }

    /// Runs the rest of a command line as this user, with no supplementary groups.
    var launcher: [String] {
        [setpriv, "--reuid=\(Self.id)", "--regid=\(Self.id)", "--clear-groups", "--"]
    }

    /// Makes a read-write bind the user's, so that the program can write in it. Only the
    /// directory itself changes owner: what the caller put in it stays the caller's, and
    /// readable to the program when it is readable to everyone.
    func handOver(_ directory: String) throws(ChildProcessError) {
        guard chown(directory, Self.id, Self.id) == 0 else {
            throw ChildProcessError("cannot hand \(directory) to the sandbox's user: \(String(cString: strerror(errno)))")
        }
    }

    /// Why the user cannot reach `path`: the first directory above it that it may not pass
    /// through (bwrap's own message, "Can't find source path", would not say which); `nil` when
    /// it can, or when a directory is missing, which bwrap reports.
    func obstacle(to path: String) -> String? {
        var directory = ""
        for component in path.split(separator: "/").dropLast() {
            directory += "/" + component
            var info = stat()
            guard stat(directory, &info) == 0 else { return nil }
            let search = info.st_uid == Self.id ? S_IXUSR : info.st_gid == Self.id ? S_IXGRP : S_IXOTH
            if info.st_mode & search == 0 {
                return "the sandbox's user (uid \(Self.id)) cannot reach \(path): \(directory) is mode "
                    + String(info.st_mode & 0o7777, radix: 8) + " and owned by uid \(info.st_uid)"
            }
        }
        return nil
    }
}
