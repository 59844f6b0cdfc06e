#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a trusted system program (never one from a checkout) with a fixed, minimal
/// environment, collects its output, and kills it after a deadline. The sandbox runs its
/// trusted launchers (prlimit, bwrap) through it too, `isolated`, with an idle timeout.
package struct ChildProcess {
    package struct Outcome {
        /// The exit status, or `nil` when the program was killed or could not start.
        package var exitStatus: Int32?
        package var output: String
        package var timedOut: Bool
    }

    /// What a program printed, each stream bounded.
    package struct Capture {
        /// The exit status, or `nil` when the program was killed.
        package var exitStatus: Int32?
        /// The signal that ended the program, so that a crash is told from an exit; `nil` when it exited.
        package var signal: Int32? = nil
        package var output: [UInt8]
        package var errors: [UInt8]
        package var timedOut: Bool
        /// It printed nothing for the idle timeout and was killed.
        package var wentIdle = false
        /// A stream was longer than the limit: only its start was kept.
        package var truncated: Bool
        /// Its output reader had had enough, and it was killed.
        package var stopped = false
    }

    /// Takes a program's standard output as it arrives, instead of its being kept; returns false to have the
    /// program killed there, so that what it writes after is never read.
    package typealias OutputReader = (ArraySlice<UInt8>) -> Bool

    /// What a program reads on its standard input.
    package enum Input: Sendable, Equatable {
        /// A file, opened read-only.
        case file(String)
        /// Bytes handed over through a socket that is closed behind them: the program can read them once,
        /// and no path leads to them again (a nonce, which the code under test must not find).
        case once([UInt8])
    }

    package static let environment = ["PATH=/usr/bin:/bin", "LC_ALL=C"]

    /// Runs the program to completion.
    package static func run(
        _ executable: String, _ arguments: [String], standardInput: Input = .file("/dev/null"),
        timeoutMilliseconds: Int32 = 10_000
    ) -> Outcome {
        start(executable, arguments, standardInput: standardInput, timeoutMilliseconds: timeoutMilliseconds).finish()
    }

    /// A started program; `finish` or `capture` collects it. Lets the caller do other work meanwhile.
    package final class Running {
        private let pid: pid_t
        private let readEnds: [Int32]
        private let failure: ChildProcessError?
        private let outputLimit: Int
        private let outputReader: OutputReader?
        private let timeoutMilliseconds: Int32
        private let idleTimeoutMilliseconds: Int32
        /// The child leads its own process group, which is killed with it.
        private let isolated: Bool
        private var result: Capture?

        fileprivate init(
            _ started: Result<pid_t, ChildProcessError>, readEnds: [Int32], outputLimit: Int, outputReader: OutputReader?,
            timeoutMilliseconds: Int32, idleTimeoutMilliseconds: Int32, isolated: Bool
        ) {
            (pid, failure) = switch started {
            case .success(let pid): (pid, nil)
            case .failure(let failure): (0, failure)
            }
            self.readEnds = failure == nil ? readEnds : []
            if failure != nil { readEnds.forEach { close($0) } }
            self.outputLimit = outputLimit
            self.outputReader = outputReader
            self.timeoutMilliseconds = timeoutMilliseconds
            self.idleTimeoutMilliseconds = idleTimeoutMilliseconds
            self.isolated = isolated
        }

        /// Waits for the program (killing it at the deadline, or when it goes idle) and returns what it printed.
        package func capture() throws(ChildProcessError) -> Capture {
            if let failure { throw failure }
            if let result { return result }
            let deadline = Deadline(milliseconds: timeoutMilliseconds)
            let collected = ChildProcess.collect(
                readEnds, limit: outputLimit, reader: outputReader, deadline: deadline,
                idleMilliseconds: idleTimeoutMilliseconds)
            readEnds.forEach { close($0) }
            // Once killed it ends at once; otherwise it may outlive its pipes, but not the deadline.
            let ended: (exitStatus: Int32?, signal: Int32?, killed: Bool)
            if collected.timedOut || collected.wentIdle || collected.stopped {
                kill(isolated ? -pid : pid, SIGKILL)
                let reaped = ProcessSpawner.reap(pid)
                ended = (reaped.exitStatus, reaped.signal, true)
            } else {
                ended = ProcessSpawner.wait(pid, until: deadline, group: isolated)
            }
            let capture = Capture(
                exitStatus: ended.exitStatus, signal: ended.signal, output: collected.outputs[0],
                errors: collected.outputs.count > 1 ? collected.outputs[1] : [],
                timedOut: ended.killed && !collected.wentIdle && !collected.stopped, wentIdle: collected.wentIdle,
                truncated: collected.truncated, stopped: collected.stopped)
            result = capture
            return capture
        }

        /// Waits for the program and returns what it did, its output and errors as one text.
        package func finish() -> Outcome {
            do {
                let capture = try capture()
                return Outcome(
                    exitStatus: capture.exitStatus, output: String(decoding: capture.output + capture.errors, as: UTF8.self),
                    timedOut: capture.timedOut)
            } catch {
                return Outcome(exitStatus: nil, output: error.description, timedOut: false)
            }
        }

        deinit { _ = try? capture() }
    }

    /// Starts a program with `environment`, `standardInput`, and its output and
    /// errors in one stream (or apart), each kept up to `outputLimit` bytes, or its output handed
    /// to `outputReader` as it comes (errors apart only). A program that prints nothing for
    /// `idleTimeoutMilliseconds` (when not 0) is killed; `isolated` and `workingDirectory` are as
    /// `ProcessSpawner.spawn` takes them. `descriptor3` holds bytes the program reads once on its
    /// descriptor 3 (a seccomp filter for bubblewrap).
    package static func start(
        _ executable: String, _ arguments: [String], standardInput: Input = .file("/dev/null"),
        environment: [String] = environment, mergingErrors: Bool = true, outputLimit: Int = 65_536,
        outputReader: OutputReader? = nil, timeoutMilliseconds: Int32 = 10_000, idleTimeoutMilliseconds: Int32 = 0,
        descriptor3: [UInt8]? = nil, isolated: Bool = false, workingDirectory: String? = nil
    ) -> Running {
        func running(_ started: Result<pid_t, ChildProcessError>, readEnds: [Int32]) -> Running {
            Running(
                started, readEnds: readEnds, outputLimit: outputLimit, outputReader: outputReader,
                timeoutMilliseconds: timeoutMilliseconds, idleTimeoutMilliseconds: idleTimeoutMilliseconds,
                isolated: isolated)
        }
        let input: ChildStream
        switch standardInput {
        case .file(let path): input = .file(path)
        case .once(let bytes):
            guard let handed = handOver(bytes) else {
                return running(.failure(ChildProcessError("cannot hand over the program's input")), readEnds: [])
            }
            input = .descriptor(handed)
        }
        // The descriptor handed over is the child's alone once it started (or failed to).
        defer { if case .descriptor(let handed) = input { close(handed) } }
        let extra = descriptor3.map(handOver)
        if extra == .some(nil) {
            return running(.failure(ChildProcessError("cannot hand over the program's descriptor 3")), readEnds: [])
        }
        defer { if let handed = extra ?? nil { close(handed) } }
        guard let output = ProcessSpawner.channel() else {
            return running(.failure(ChildProcessError("cannot create a pipe")), readEnds: [])
        }
        var errors = output
        if !mergingErrors {
            guard let separate = ProcessSpawner.channel() else {
                close(output.child)
                return running(.failure(ChildProcessError("cannot create a pipe")), readEnds: [output.parent])
            }
            errors = separate
        }
        let started = ProcessSpawner.spawn(
            executable, arguments, environment: environment, input: input,
            output: .descriptor(output.child), errors: .descriptor(errors.child), descriptor3: extra ?? nil,
            isolated: isolated, workingDirectory: workingDirectory)
        close(output.child)
        if !mergingErrors { close(errors.child) }
        return running(started, readEnds: mergingErrors ? [output.parent] : [output.parent, errors.parent])
    }

    /// The reading end of a socket that holds `bytes` and nothing more: the writing end is closed at once,
    /// so the reader meets the end after them. Small inputs only (a nonce, a seccomp filter): they must fit
    /// the socket's buffer.
    private static func handOver(_ bytes: [UInt8]) -> Int32? {
        guard let ends = ProcessSpawner.channel() else { return nil }
        let written = bytes.withUnsafeBytes { write(ends.parent, $0.baseAddress, $0.count) }
        close(ends.parent)
        guard written == bytes.count else {
            close(ends.child)
            return nil
        }
        return ends.child
    }

    /// Reads pipes to their end, until the deadline, or until nothing came for
    /// `idleMilliseconds` (when not 0), keeping at most `limit` bytes of each; the rest is read
    /// and dropped, so that the writer never blocks on a full pipe. The first pipe goes to
    /// `reader` instead, when there is one, until it stops the reading.
    private static func collect(
        _ descriptors: [Int32], limit: Int, reader: OutputReader?, deadline: Deadline, idleMilliseconds: Int32
    ) -> (outputs: [[UInt8]], truncated: Bool, timedOut: Bool, wentIdle: Bool, stopped: Bool) {
        var outputs = [[UInt8]](repeating: [], count: descriptors.count)
        var open = Array(descriptors.indices)
        var truncated = false
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var idle = idleMilliseconds > 0 ? Deadline(milliseconds: idleMilliseconds) : nil
        while !open.isEmpty {
            var pollers = open.map { pollfd(fd: descriptors[$0], events: Int16(POLLIN), revents: 0) }
            let ready = poll(&pollers, nfds_t(pollers.count), min(deadline.remaining, idle?.remaining ?? .max))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else {
                let wentIdle = ready == 0 && idle != nil && deadline.remaining > 0
                return (outputs, truncated, !wentIdle, wentIdle, false)
            }
            for (position, poller) in pollers.enumerated().reversed() where poller.revents != 0 {
                let index = open[position]
                let count = buffer.withUnsafeMutableBytes { read(descriptors[index], $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    open.remove(at: position)
                    continue
                }
                if idle != nil { idle = Deadline(milliseconds: idleMilliseconds) }
                if index == 0, let reader {
                    guard reader(buffer[0..<count]) else { return (outputs, truncated, false, false, true) }
                    continue
                }
                let kept = min(count, max(0, limit - outputs[index].count))
                truncated = truncated || kept < count
                outputs[index].append(contentsOf: buffer[0..<kept])
            }
        }
        return (outputs, truncated, false, false, false)
    }
}
