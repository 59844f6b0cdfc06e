import Foundation

/// Spawns a program repeatedly and records each run's wall time and peak memory.
enum ProcessTimer {
    struct Timing {
        var wall: [Double] = []
        var peakKiB: [Int] = []
        /// Each run's wait status; not every run timed is a run that finished its work.
        var statuses: [Int32] = []
    }

    static func time(_ executable: String, _ arguments: [String], runs: Int) throws -> Timing {
        try alternating([[executable] + arguments], rounds: runs)[0]
    }

    /// Each command (program, then its arguments) run once per round, in turn, so that a change in the
    /// machine's load falls on all of them alike; one timing per command, in their order.
    static func alternating(_ commands: [[String]], rounds: Int) throws -> [Timing] {
        var timings = Array(repeating: Timing(), count: commands.count)
        for command in commands {
            _ = try once(command[0], Array(command.dropFirst()))
        }
        for _ in 0..<rounds {
            for (index, command) in commands.enumerated() {
                let (seconds, peak, status) = try once(command[0], Array(command.dropFirst()))
                timings[index].wall.append(seconds)
                timings[index].peakKiB.append(peak)
                timings[index].statuses.append(status)
            }
        }
        return timings
    }

    /// One run with its output sent to /dev/null: wall seconds, the child's maximum resident set and its wait status.
    private static func once(_ executable: String, _ arguments: [String]) throws -> (Double, Int, Int32) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            throw CocoaError(.executableNotLoadable)
        }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return (seconds, usage.ru_maxrss, status)
    }
}

/// Copies of one checkout in a scratch directory, for runs over many checkouts.
struct ManyCheckouts {
    let directory: String
    let paths: [String]

    init(copying checkout: String, count: Int) throws {
        let directory = NSTemporaryDirectory() + "baseline-bench-\(UUID().uuidString)"
        let paths = (0..<count).map { "\(directory)/checkout-\($0)" }
        self.directory = directory
        self.paths = paths
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for path in paths {
            try FileManager.default.copyItem(atPath: checkout, toPath: path)
        }
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }
}
