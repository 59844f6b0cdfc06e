#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a trusted system program (never one from a checkout) with a fixed, minimal
/// environment, collects its combined output, and kills it after a deadline.
struct ChildProcess {
    struct Outcome {
        /// The exit status, or `nil` when the program was killed or could not start.
        var exitStatus: Int32?
        var output: String
        var timedOut: Bool
    }

    static let environment = ["PATH=/usr/bin:/bin", "LC_ALL=C"]

    /// Runs the program to completion.
    static func run(
        _ executable: String, _ arguments: [String], standardInput: String = "/dev/null",
        timeoutMilliseconds: Int32 = 10_000
    ) -> Outcome {
        start(executable, arguments, standardInput: standardInput, timeoutMilliseconds: timeoutMilliseconds).finish()
    }

    /// A started program; `finish` collects it. Lets the caller do other work meanwhile.
    final class Running {
        fileprivate var pid: pid_t = 0
        fileprivate var readEnd: Int32 = -1
        fileprivate var failure: String?
        fileprivate let timeoutMilliseconds: Int32
        private var outcome: Outcome?

        fileprivate init(timeoutMilliseconds: Int32) {
            self.timeoutMilliseconds = timeoutMilliseconds
        }

        /// Waits for the program (killing it at the deadline) and returns what it did.
        func finish() -> Outcome {
            if let outcome { return outcome }
            let result: Outcome
            if let failure {
                result = Outcome(exitStatus: nil, output: failure, timedOut: false)
            } else {
                let (output, timedOut) = ChildProcess.collect(readEnd, timeoutMilliseconds: timeoutMilliseconds)
                close(readEnd)
                if timedOut { kill(pid, SIGKILL) }
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                let exited = status & 0x7F == 0
                result = Outcome(exitStatus: exited ? (status >> 8) & 0xFF : nil, output: output, timedOut: timedOut)
            }
            outcome = result
            return result
        }

        deinit { _ = finish() }
    }

    static func start(
        _ executable: String, _ arguments: [String], standardInput: String = "/dev/null",
        timeoutMilliseconds: Int32 = 10_000
    ) -> Running {
        let running = Running(timeoutMilliseconds: timeoutMilliseconds)
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else {
            running.failure = "cannot create a pipe"
            return running
        }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)
        posix_spawn_file_actions_addclose(&actions, readEnd)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(writeEnd)
        guard spawned == 0 else {
            close(readEnd)
            running.failure = "cannot run \(executable): \(String(cString: strerror(spawned)))"
            return running
        }
        running.pid = pid
        running.readEnd = readEnd
        return running
    }

    /// Reads until end of file or the deadline; keeps at most 64 KiB of output.
    fileprivate static func collect(_ descriptor: Int32, timeoutMilliseconds: Int32) -> (String, Bool) {
        var collected: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var remaining = timeoutMilliseconds
        while remaining > 0 {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let started = monotonicMilliseconds()
            let ready = poll(&poller, 1, remaining)
            remaining -= Int32(clamping: monotonicMilliseconds() - started)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                return (String(decoding: collected, as: UTF8.self), false)
            }
            if collected.count < 65_536 { collected.append(contentsOf: buffer[0..<count]) }
        }
        return (String(decoding: collected, as: UTF8.self), true)
    }

    private static func monotonicMilliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }
}
