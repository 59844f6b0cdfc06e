#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineChecks
import BaselineSupport

/// The unprivileged users programs run as when the tool runs as root. Root is exempt from the
/// process limit, and even without capabilities its user ID owns the system's files; as another
/// user the limit holds and the program owns only what it makes. bwrap then runs as that user
/// too (in an unprivileged user namespace), so it must be able to reach every bind.
///
/// A checkout's programs (a control's driver, its tests) run as `nobody`. A build, a run given
/// directories to write (the compile), runs as a user of its own, one per tool process, that
/// nothing else runs as: were it `nobody`, any program running as `nobody` meanwhile (a control
/// run with `--no-sandbox`, another tool's) could change what the compile writes before the tool
/// reads it, and swap the driver that enters the cache.
struct SandboxUser: Sendable {
    /// `nobody`'s user and group ID on Debian.
    static let id: UInt32 = 65_534
    /// The user and group IDs builds run as start here, plus the tool's process ID (below 2²², the
    /// kernel's largest): above the ranges Linux hands out to users, to containers (systemd-nspawn
    /// picks below 0x6FFF0000) and to systemd's dynamic and foreign users.
    static let buildBase: UInt32 = 0x7E00_0000

    /// util-linux's `setpriv`, which changes the user before the sandbox is entered.
    let setpriv: String
    /// The user (and group) ID programs run as.
    let uid: UInt32

    /// The user programs run as: one for a tool run as root, `nil` for any other user, whose
    /// own ID is unprivileged already.
    static func forCurrentUser(outside excluded: [String]) -> Result<SandboxUser?, SandboxUnavailable> {
        guard geteuid() == 0 else { return .success(nil) }
        guard let setpriv = ExecutableLookup.find("setpriv", outside: excluded) else {
            return .failure(SandboxUnavailable(
                reason: "setpriv is not on PATH, and a program from a checkout must not run as root",
                remedy: "install it with `apt-get install util-linux`"))
        }
        return .success(SandboxUser(setpriv: setpriv, uid: id))
    }

    /// The user this tool process's builds run as.
    var builder: SandboxUser {
        SandboxUser(setpriv: setpriv, uid: Self.buildBase + UInt32(getpid()))
    }

    /// Runs the rest of a command line as this user, with no supplementary groups.
    var launcher: [String] {
        [setpriv, "--reuid=\(uid)", "--regid=\(uid)", "--clear-groups", "--"]
    }

    /// Makes a read-write bind the user's, so that the program can write in it. Only the
    /// directory itself changes owner: what the caller put in it stays the caller's, and
    /// readable to the program when it is readable to everyone.
    func handOver(_ directory: String) throws(ChildProcessError) {
        guard chown(directory, uid, uid) == 0 else {
            throw ChildProcessError("cannot hand \(directory) to the sandbox's user: \(String(cString: strerror(errno)))")
        }
    }

    /// Hands over `directory` and the folders in it (two levels, as deep as the compiler's module cache goes),
    /// so that the program can add files in each; the files the caller put there stay the caller's.
    func handOver(folders directory: String) throws(ChildProcessError) {
        try handOver(directory)
        for folder in DirectoryListing.entries(of: directory).directories { try handOver(directory + "/" + folder) }
    }

    /// Makes a directory handed over the tool's again once the program has ended, passable (not
    /// listable) by others, so that a checkout's program can run what was built there and none
    /// can add to it or replace what it holds.
    func takeBack(_ directory: String) throws(ChildProcessError) {
        guard chown(directory, geteuid(), getegid()) == 0, chmod(directory, 0o711) == 0 else {
            throw ChildProcessError("cannot take \(directory) back from the sandbox's user: \(String(cString: strerror(errno)))")
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
            let search = info.st_uid == uid ? S_IXUSR : info.st_gid == uid ? S_IXGRP : S_IXOTH
            if info.st_mode & search == 0 {
                return "the sandbox's user (uid \(uid)) cannot reach \(path): \(directory) is mode "
                    + String(info.st_mode & 0o7777, radix: 8) + " and owned by uid \(info.st_uid)"
            }
        }
        return nil
    }
}
