import Foundation
import TestSupport

/// The tool started directly with `posix_spawn`, for tests that need its process ID (to signal it) or its own
/// resource usage (`wait4`), which `ProcessRunner` does not give.
enum SpawnedTool {
    /// Starts `executable` with standard input from /dev/null, standard output to `output` (created) and
    /// standard error to /dev/null.
    static func start(
        _ executable: String, _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
        output: String = "/dev/null"
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { throw SetupFailure(description: "cannot run \(executable): error \(spawned)") }
        return pid
    }

    /// Waits for `pid` to end: its raw wait status and its own peak resident memory in KiB (`wait4`'s
    /// `ru_maxrss`, unlike `RUSAGE_CHILDREN`, which holds the largest of every child this test process had).
    static func wait(_ pid: pid_t) throws -> (status: Int32, peakKiB: Int) {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw SetupFailure(description: "wait4 failed: error \(errno)") }
        }
        return (status, usage.ru_maxrss)
    }
}
