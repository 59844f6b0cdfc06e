#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineChecks
import BaselineSupport
import RatingReference

/// Runs cases through a built control driver in the sandbox, as few processes as it can: one for all the
/// cases, and after a case that ends the process (a crash, or an exception that ends an app) another for
/// the cases after it. A case that hangs is killed when it prints nothing for `idleSeconds`, and the rest are
/// not run: a control that hangs once would hang again.
final class CaseBatchRunner {
    /// How long a step may go without output before the driver counts as hung.
    static let idleSeconds: Int32 = 5
    /// How many times the driver is started again after a case ended it.
    static let maximumRestarts = 24
    /// The most output one driver process may write.
    static let outputLimit = 512 << 20

    private let driver: String
    private let builder: ControlBuilder
    /// A private directory with a copy of the driver (the sandbox's user may not reach the cache) and the
    /// script; made on first use, removed with the runner.
    private var directory: String?

    init(driver: String, builder: ControlBuilder) {
        self.driver = driver
        self.builder = builder
    }

    deinit {
        if let directory { TemporaryPaths.remove(directory) }
    }

    /// One result per case, in order.
    func run(_ cases: [OracleCase]) -> [ControlCaseResult] {
        var results = [ControlCaseResult?](repeating: nil, count: cases.count)
        var start = 0
        var restarts = 0
        while start < cases.count {
            guard restarts <= Self.maximumRestarts else {
                fill(&results, from: start, with: .notRun("the driver ended \(Self.maximumRestarts) times before it"))
                break
            }
            let batch = runOnce(Array(cases[start...]), firstIndex: start)
            for (index, run) in batch.transcript.runs where index >= start && index < cases.count {
                results[index] = .ran(run)
            }
            guard let stop = batch.ending(firstIndex: start) else {
                fill(&results, from: start, with: .notRun(batch.missingReason))
                break
            }
            if let (index, result) = stop.failedCase, index < cases.count { results[index] = result }
            guard stop.resumeAt > start, !stop.hung else {
                fill(&results, from: stop.resumeAt, with: .notRun(stop.hung ? "an earlier case hung" : batch.missingReason))
                break
            }
            start = stop.resumeAt
            restarts += 1
        }
        return results.map { $0 ?? .notRun("the driver gave no result for it") }
    }

    private func fill(_ results: inout [ControlCaseResult?], from start: Int, with result: ControlCaseResult) {
        for index in start..<results.count where results[index] == nil { results[index] = result }
    }

    /// One driver process over `cases`, numbered from `firstIndex`.
    private func runOnce(_ cases: [OracleCase], firstIndex: Int) -> Batch {
        guard let directory = prepare(), FileCopy.writeReplacing(
            DriverScript.text(for: cases, firstIndex: firstIndex), to: directory + "/cases.txt")
        else { return Batch(failure: "cannot write the cases to a private directory") }
        let channel = ResultChannel()
        var run = SandboxRun(executable: directory + "/" + ControlBuilder.driverName, arguments: [directory + "/cases.txt"])
        run.readOnlyBinds = [directory] + (builder.toolchain.bindableRoot.map { [$0] } ?? [])
        run.standardInput = channel.input
        // No backtracer process on a crash (the sandbox would refuse it anyway), and one order for a Set.
        run.environment = ["SWIFT_BACKTRACE=enable=no", "SWIFT_DETERMINISTIC_HASHING=1"]
        run.idleTimeoutMilliseconds = Self.idleSeconds * 1000
        run.deadlineMilliseconds = Int32(clamping: 60_000 + 20 * cases.count)
        run.limits.cpuSeconds = Int(run.deadlineMilliseconds / 1000) + 1
        run.limits.fileSizeBytes = 1 << 20
        run.outputLimit = Self.outputLimit
        do {
            return Batch(capture: try builder.sandbox.run(run), channel: channel, caseCount: cases.count)
        } catch {
            return Batch(failure: "cannot run the driver: \(error.description)")
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

/// What one driver process did.
private struct Batch {
    var transcript = DriverTranscript()
    var capture: ChildProcess.Capture?
    var caseCount = 0
    var failure: String?

    init(failure: String) {
        self.failure = failure
    }

    init(capture: ChildProcess.Capture, channel: ResultChannel, caseCount: Int) {
        self.capture = capture
        self.caseCount = caseCount
        transcript = DriverTranscript(capture.output, channel: channel)
    }

    /// Why the cases got no result: the failure, or what the process did and printed.
    var missingReason: String {
        if let failure { return failure }
        if let malformed = transcript.malformed { return "the driver's channel carried \"\(malformed)\", not its protocol" }
        guard let capture else { return "the driver did not run" }
        return "the driver \(Self.ending(capture)) before the case" + Self.firstLine(capture.errors)
    }

    /// Where the process stopped: the case it failed in (with that case's result) and where to go on.
    func ending(firstIndex: Int) -> (failedCase: (Int, ControlCaseResult)?, resumeAt: Int, hung: Bool)? {
        guard failure == nil, let capture, transcript.malformed == nil else { return nil }
        let finished = transcript.runs.keys.max().map { $0 + 1 } ?? firstIndex
        guard let (index, step) = transcript.interrupted else {
            // Every case ran, or the last one ran to an exception that ended the process.
            return finished >= firstIndex + caseCount || finished > firstIndex ? (nil, finished, false) : nil
        }
        let hung = capture.timedOut || capture.wentIdle
        let result: ControlCaseResult = hung
            ? .timedOut(step: step, seconds: Int(CaseBatchRunner.idleSeconds))
            : .crashed(step: step, detail: Self.ending(capture) + Self.firstLine(capture.errors))
        return ((index, result), index + 1, hung)
    }

    private static func ending(_ capture: ChildProcess.Capture) -> String {
        if let signal = capture.signal { return "was killed by signal \(signal)" }
        if capture.timedOut || capture.wentIdle { return "ran past its deadline" }
        return "exited with status \(capture.exitStatus.map(String.init) ?? "unknown")"
    }

    /// `: ` and the first line the program printed on standard error, when it printed one.
    private static func firstLine(_ errors: [UInt8]) -> String {
        guard let line = errors.split(separator: UInt8(ascii: "\n")).first(where: { !$0.isEmpty }) else { return "" }
        return ": " + String(decoding: line.prefix(300), as: UTF8.self)
    }
}
