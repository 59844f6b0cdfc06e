#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineChecks
import BaselineSupport
import RatingReference

/// Runs cases through a built control driver in the sandbox, as few processes as it can: one for all the
/// cases, and after a case that ends the process (a crash, an exception that ends an app, a full directory)
/// another for the cases after it. A case that hangs is killed when it prints nothing for `idleSeconds`, and
/// the rest are not run: a control that hangs once would hang again.
///
/// The driver's output is read as it comes, and each case's result is handed to the caller's `keep` as soon
/// as the case ends, so that the tool holds the answers of one case at a time and no more than its caller keeps.
final class CaseBatchRunner {
    /// How long a step may go without output before the driver counts as hung.
    static let idleSeconds: Int32 = 5
    /// How many times the driver is started again after a case ended it (or it passed `processOutputBytes`).
    static let maximumRestarts = 24
    /// The most one driver process may write on its channel: about 11 000 cases of the example (6 KB each).
    /// Reading stops there, the driver is killed, and another takes up the case it was in; with the restarts,
    /// at most 25 × 64 MiB is read from a runner's drivers.
    static let processOutputBytes = 64 << 20
    /// The most the records of one case may take, 25 times the largest seen (160 KB, of which 27 KB in one
    /// answer, the example with 20 000 generated cases): a case that writes more is cut off there and not run.
    static let caseOutputBytes = 4 << 20
    /// What is kept of the driver's standard error, of which a finding shows the first line.
    static let errorBytes = 64 << 10

    private let driver: String
    private let builder: ControlBuilder
    /// How cases are written for the driver; tests put in words the tool never writes.
    private let script: ([OracleCase], Int) -> String
    /// A private directory with a copy of the driver (the sandbox's user may not reach the cache) and the
    /// script; made on first use, removed with the runner.
    private var directory: String?

    init(driver: String, builder: ControlBuilder, script: @escaping ([OracleCase], Int) -> String = DriverScript.text) {
        self.driver = driver
        self.builder = builder
        self.script = script
    }

    deinit {
        if let directory { TemporaryPaths.remove(directory) }
    }

    /// One result per case, in order.
    func run(_ cases: [OracleCase]) -> [ControlCaseResult] {
        run(cases) { _, result in result }
    }

    /// One result per case, in order, as `keep` makes it of the case's index and result.
    func run<Kept>(_ cases: [OracleCase], keeping keep: (Int, ControlCaseResult) -> Kept) -> [Kept] {
        var results = [Kept?](repeating: nil, count: cases.count)
        func fill(from start: Int, with result: ControlCaseResult) {
            for index in start..<results.count where results[index] == nil { results[index] = keep(index, result) }
        }
        var start = 0
        var restarts = 0
        while start < cases.count {
            guard restarts <= Self.maximumRestarts else {
                fill(from: start, with: .notRun("the driver ended \(Self.maximumRestarts + 1) times before it"))
                break
            }
            let first = start
            let batch = runOnce(Array(cases[start...]), firstIndex: start) { index, run in
                if index >= first, index < results.count, results[index] == nil { results[index] = keep(index, .ran(run)) }
            }
            guard let stop = batch.ending(firstIndex: start) else {
                fill(from: start, with: .notRun(batch.missingReason))
                break
            }
            if let (index, result) = stop.failedCase, index < cases.count { results[index] = keep(index, result) }
            if let reason = stop.restRefused ?? (stop.resumeAt > start ? nil : batch.missingReason) {
                fill(from: stop.resumeAt, with: .notRun(reason))
                break
            }
            start = stop.resumeAt
            restarts += 1
        }
        return results.enumerated().map { index, kept in kept ?? keep(index, .notRun("the driver gave no result for it")) }
    }

    /// One driver process over `cases`, numbered from `firstIndex`, each case it finishes handed to `finished`.
    private func runOnce(_ cases: [OracleCase], firstIndex: Int, finished: (Int, ControlRun) -> Void) -> DriverBatch {
        guard let directory = prepare(), FileCopy.writeReplacing(
            script(cases, firstIndex), to: directory + "/cases.txt")
        else { return DriverBatch(failure: "cannot write the cases to a private directory") }
        var run = SandboxRun(executable: directory + "/" + ControlBuilder.driverName, arguments: [directory + "/cases.txt"])
        run.readOnlyBinds = [directory] + (builder.toolchain.bindableRoot.map { [$0] } ?? [])
        // No backtracer process on a crash (the sandbox would refuse it anyway), and one order for a Set.
        run.environment = ["SWIFT_BACKTRACE=enable=no", "SWIFT_DETERMINISTIC_HASHING=1"]
        run.idleTimeoutMilliseconds = Self.idleSeconds * 1000
        run.deadlineMilliseconds = Int32(clamping: 60_000 + 20 * cases.count)
        run.limits.cpuSeconds = Int(run.deadlineMilliseconds / 1000) + 1
        run.limits.fileSizeBytes = 1 << 20
        // The driver writes no file: its /tmp need be no larger than its /dev/shm.
        run.limits.temporaryBytes = run.limits.sharedMemoryBytes
        run.outputLimit = Self.errorBytes
        // In the sandbox, the driver watches the directories kept in memory and stops when one is full.
        if builder.sandbox.bubblewrap != nil { run.arguments += run.limits.memoryDirectories.map(\.path) }
        let channel = ResultChannel()
        run.standardInput = channel.input
        var transcript = DriverTranscript(channel: channel, caseBytes: Self.caseOutputBytes, firstIndex: firstIndex)
        var unread = Self.processOutputBytes
        let started = withoutActuallyEscaping(finished) { finished in
            Result { () throws(ChildProcessError) in
                try builder.sandbox.run(run) { bytes in
                    let taken = bytes.prefix(unread)
                    unread -= taken.count
                    return transcript.read(taken, finished: finished) && unread > 0
                }
            }
        }
        switch started {
        case .failure(let error): return DriverBatch(failure: "cannot run the driver: \(error.description)")
        case .success(let capture):
            // A driver stopped at its budget, its deadline or its idle timeout was cut off (maybe in the middle
            // of a record, which says nothing about the protocol); otherwise its last line must be whole.
            if !capture.stopped && !capture.timedOut && !capture.wentIdle { transcript.finish() }
            let passedOutputBudget = unread == 0 && transcript.malformed == nil && transcript.full == nil
                && !transcript.caseTooLong
            return DriverBatch(
                transcript: transcript, capture: capture, caseCount: cases.count, limits: run.limits,
                passedOutputBudget: passedOutputBudget)
        }
    }

    private func prepare() -> String? {
        if let directory { return directory }
        guard let made = BuildCache.makeTemporaryDirectory(in: ControlBuilder.temporaryDirectory) else { return nil }
        directory = made
        guard chmod(made, 0o755) == 0,
              FileCopy.copy(driver, to: made + "/" + ControlBuilder.driverName, mode: 0o755) else { return nil }
        return made
    }
}
