#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a child's standard stream is connected.
package enum ChildStream {
    /// `/dev/null`.
    case null
    /// A file opened read-only (for standard input).
    case file(String)
    /// A descriptor the parent made (one end of a pipe or socket).
    case descriptor(Int32)
}

/// Starts trusted system programs by absolute path (PATH is never searched) with
/// exactly the environment given, and reaps them.
package enum ProcessSpawner {
    /// Starts `executable` with its standard streams connected as given. An `isolated` child,
    /// one that runs a checkout's code under the sandbox's launchers, inherits no descriptor
    /// but its standard streams, even one the tool's own parent left open on exec (bwrap does
    /// not close them, and a directory descriptor would lead out of any sandbox), and leads a
    /// new process group, so that `kill(-pid, …)` also reaches what it started.
    /// `descriptor3`, when given, is the one descriptor an isolated child inherits besides its streams, as its
    /// descriptor 3 (bubblewrap reads its seccomp filter there).
    package static func spawn(
        _ executable: String, _ arguments: [String], environment: [String],
        input: ChildStream, output: ChildStream, errors: ChildStream, descriptor3: Int32? = nil,
        isolated: Bool = false, workingDirectory: String? = nil
    ) -> Result<pid_t, ChildProcessError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The front blocks the interrupting signals to handle them on a thread of its own; children start with none blocked.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK)
        for (stream, target) in [(input, Int32(0)), (output, 1), (errors, 2)] {
            switch stream {
            case .null:
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            case .file(let path):
                posix_spawn_file_actions_addopen(&actions, target, path, O_RDONLY, 0)
            case .descriptor(let descriptor):
                posix_spawn_file_actions_adddup2(&actions, descriptor, target)
            }
        }
        // After the streams are in place: their sources are descriptors above 2 too.
        if let descriptor3 { posix_spawn_file_actions_adddup2(&actions, descriptor3, 3) }
        if isolated {
            guard let closeFrom = SpawnActionExtensions.closeFrom, closeFrom(&actions, descriptor3 == nil ? 3 : 4) == 0 else {
                return .failure(ChildProcessError(
                    "cannot run \(executable): this C library cannot close inherited descriptors"))
            }
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        if let workingDirectory {
            guard let changeDirectory = SpawnActionExtensions.changeDirectory,
                  changeDirectory(&actions, workingDirectory) == 0
            else {
                return .failure(ChildProcessError(
                    "cannot run \(executable) in \(workingDirectory): this C library cannot change a child's directory"))
            }
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            return .failure(ChildProcessError("cannot run \(executable): \(String(cString: strerror(spawned)))"))
        }
        TemporaryPaths.childStarted(pid)
        return .success(pid)
    }

    /// A connected pair of stream sockets, used like a pipe. Both ends are created closed
    /// on exec (which `pipe` cannot do atomically here), so that programs spawned at the
    /// same time by other threads never inherit them and hold them open.
    package static func channel() -> (parent: Int32, child: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            return nil
        }
        return (ends[0], ends[1])
    }

    /// Waits for `pid` to end, killing it when `deadline` passes first: a child that closed
    /// its output early can still not keep the tool waiting. How it ended, and whether it had
    /// to be killed; `group` kills its process group, which it leads (see `spawn`).
    package static func wait(
        _ pid: pid_t, until deadline: Deadline, group: Bool = false
    ) -> (exitStatus: Int32?, signal: Int32?, killed: Bool) {
        // Children are short-lived: poll from 0.1 ms, doubling to at most 10 ms.
        var pause: UInt32 = 100
        while true {
            var status: Int32 = 0
            let ended = waitpid(pid, &status, WNOHANG)
            if ended == pid {
                TemporaryPaths.childEnded(pid)
                return (exitStatus(status), signal(status), false)
            }
            if ended < 0 && errno != EINTR { return (nil, nil, false) }
            let remaining = deadline.remaining
            guard remaining > 0 else {
                kill(group ? -pid : pid, SIGKILL)
                let killed = reap(pid)
                return (killed.exitStatus, killed.signal, true)
            }
            usleep(min(pause, UInt32(min(remaining, 10)) * 1000))
            pause = min(pause * 2, 10_000)
        }
    }

    /// Waits for `pid`, which has been killed, to end; its exit status (`nil` when a signal
    /// ended it) and the signal that ended it (`nil` when it exited).
    @discardableResult
    package static func reap(_ pid: pid_t) -> (exitStatus: Int32?, signal: Int32?) {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return (nil, nil) }
        }
        TemporaryPaths.childEnded(pid)
        return (exitStatus(status), signal(status))
    }

    private static func exitStatus(_ status: Int32) -> Int32? {
        status & 0x7F == 0 ? (status >> 8) & 0xFF : nil
    }

    /// The signal that ended the child: a crash, a kill, or a resource limit (SIGXCPU, SIGXFSZ).
    private static func signal(_ status: Int32) -> Int32? {
        let number = status & 0x7F
        return number != 0 && number != 0x7F ? number : nil
    }
}

/// A program that could not be run at all.
package struct ChildProcessError: Error, Sendable, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

/// A monotonic deadline, so that no child or pipe can keep the tool waiting.
package struct Deadline {
    private let end: Int

    package init(milliseconds: Int32) {
        end = Self.now() + Int(milliseconds)
    }

    /// Milliseconds left (0 when the deadline has passed), as `poll` takes them.
    package var remaining: Int32 { Int32(clamping: max(0, end - Self.now())) }

    /// Milliseconds on the monotonic clock.
    package static func now() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }
}
