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

    /// Waits for `pid` to end: its raw wait status and its own peak resident memory in KiB. The peak is the
    /// process's `VmHWM` (its memory's high-water mark since its exec), read from `/proc` every 2 ms while it
    /// runs, the last reading kept: `wait4`'s `ru_maxrss` cannot say it, because Linux starts a process's maxrss at
    /// the high-water mark of the memory it replaced at exec, and `posix_spawn` execs from this test process's
    /// memory (265 MiB after a thousand tests, which failed a budget of 256 MiB for a tool that used far less).
    /// `nil` when the process ended before a first reading: a test of a budget must not pass on none.
    static func wait(_ pid: pid_t) throws -> (status: Int32, peakKiB: Int?) {
        var status: Int32 = 0
        var usage = rusage()
        var highWater: Int?
        while true {
            let ended = wait4(pid, &status, WNOHANG, &usage)
            if ended == pid { break }
            guard ended != -1 || errno == EINTR else { throw SetupFailure(description: "wait4 failed: error \(errno)") }
            if let reading = highWaterMark(of: pid) { highWater = reading }
            usleep(2_000)
        }
        return (status, highWater)
    }

    /// The `VmHWM` line of `/proc/PID/status`, in KiB; `nil` once the process has ended.
    private static func highWaterMark(of pid: pid_t) -> Int? {
        // Read to its end: /proc's files say they are empty, so a read of "the whole file" by its size gets nothing.
        guard let data = FileHandle(forReadingAtPath: "/proc/\(pid)/status")?.readDataToEndOfFile(),
              case let status = String(decoding: data, as: UTF8.self),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        // "VmHWM:\t   12345 kB": the number between the tab and spaces and the unit.
        return Int(line.dropFirst("VmHWM:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
    }
}
