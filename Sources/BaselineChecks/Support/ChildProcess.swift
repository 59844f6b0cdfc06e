#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a trusted system program (never one from a checkout) with a fixed, minimal
/// environment, collects its output, and kills it after a deadline.
struct ChildProcess {
    struct Outcome {
        /// The exit status, or `nil` when the program was killed or could not start.
        var exitStatus: Int32?
        var output: String
        var timedOut: Bool
    }

    /// What a program printed, each stream bounded.
    struct Capture {
        /// The exit status, or `nil` when the program was killed.
        var exitStatus: Int32?
        var output: [UInt8]
        var errors: [UInt8]
        var timedOut: Bool
        /// A stream was longer than the limit: only its start was kept.
        var truncated: Bool
    }

    static let environment = ["PATH=/usr/bin:/bin", "LC_ALL=C"]

    /// Runs a program with `environment`; its standard output and error are one text, at most 64 KiB.
    static func run(
        _ executable: String, _ arguments: [String], standardInput: String = "/dev/null",
        timeoutMilliseconds: Int32 = 10_000
    ) -> Outcome {
        do {
            let capture = try capture(
                executable, arguments, environment: environment, input: .file(standardInput),
                mergingErrors: true, outputLimit: 65_536, timeoutMilliseconds: timeoutMilliseconds)
            return Outcome(
                exitStatus: capture.exitStatus, output: String(decoding: capture.output, as: UTF8.self),
                timedOut: capture.timedOut)
        } catch {
            return Outcome(exitStatus: nil, output: error.description, timedOut: false)
        }
    }

    /// Runs a program and keeps at most `outputLimit` bytes of its output and of its errors,
    /// or of both together when `mergingErrors`.
    static func capture(
        _ executable: String, _ arguments: [String], environment: [String], input: ChildStream = .null,
        mergingErrors: Bool = false, outputLimit: Int, timeoutMilliseconds: Int32
    ) throws(ChildProcessError) -> Capture {
        guard let outputChannel = ProcessSpawner.channel() else { throw ChildProcessError("cannot create a pipe") }
        let errorChannel = mergingErrors ? nil : ProcessSpawner.channel()
        let parentEnds = [outputChannel.parent] + (errorChannel.map { [$0.parent] } ?? [])
        defer { parentEnds.forEach { close($0) } }
        guard mergingErrors || errorChannel != nil else {
            close(outputChannel.child)
            throw ChildProcessError("cannot create a pipe")
        }
        let spawned = ProcessSpawner.spawn(
            executable, arguments, environment: environment, input: input,
            output: .descriptor(outputChannel.child), errors: .descriptor(errorChannel?.child ?? outputChannel.child))
        close(outputChannel.child)
        if let errorChannel { close(errorChannel.child) }
        let pid = try spawned.get()
        let collected = collect(parentEnds, limit: outputLimit, deadline: Deadline(milliseconds: timeoutMilliseconds))
        if collected.timedOut { kill(pid, SIGKILL) }
        return Capture(
            exitStatus: ProcessSpawner.wait(pid), output: collected.outputs[0],
            errors: collected.outputs.count > 1 ? collected.outputs[1] : [],
            timedOut: collected.timedOut, truncated: collected.truncated)
    }

    /// Reads pipes to their end or until the deadline, keeping at most `limit` bytes of
    /// each; the rest is read and dropped, so that the writer never blocks on a full pipe.
    private static func collect(
        _ descriptors: [Int32], limit: Int, deadline: Deadline
    ) -> (outputs: [[UInt8]], truncated: Bool, timedOut: Bool) {
        var outputs = [[UInt8]](repeating: [], count: descriptors.count)
        var open = Array(descriptors.indices)
        var truncated = false
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !open.isEmpty {
            var pollers = open.map { pollfd(fd: descriptors[$0], events: Int16(POLLIN), revents: 0) }
            let ready = poll(&pollers, nfds_t(pollers.count), deadline.remaining)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return (outputs, truncated, true) }
            for (position, poller) in pollers.enumerated().reversed() where poller.revents != 0 {
                let index = open[position]
                let count = buffer.withUnsafeMutableBytes { read(descriptors[index], $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    open.remove(at: position)
                    continue
                }
                let kept = min(count, max(0, limit - outputs[index].count))
                truncated = truncated || kept < count
                outputs[index].append(contentsOf: buffer[0..<kept])
            }
        }
        return (outputs, truncated, false)
    }
}
