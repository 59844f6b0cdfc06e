import BaselineChecks
import BaselineSupport

/// What one driver process did, read back: how it ended, what its channel carried and which budget, if any,
/// it met.
struct DriverBatch {
    var transcript: DriverTranscript?
    var capture: ChildProcess.Capture?
    var caseCount = 0
    var limits = ResourceLimits()
    /// The reading stopped at `CaseBatchRunner.processOutputBytes`, and the driver was killed.
    var passedOutputBudget = false
    var failure: String?

    init(failure: String) {
        self.failure = failure
    }

    init(transcript: DriverTranscript, capture: ChildProcess.Capture, caseCount: Int, limits: ResourceLimits,
         passedOutputBudget: Bool) {
        self.transcript = transcript
        self.capture = capture
        self.caseCount = caseCount
        self.limits = limits
        self.passedOutputBudget = passedOutputBudget
    }

    /// Why the cases got no result: the failure, or what the process did and printed.
    var missingReason: String {
        if let failure { return failure }
        guard let transcript, let capture else { return "the driver did not run" }
        if let malformed = transcript.malformed { return "the driver's channel carried \"\(malformed)\", not its protocol" }
        if transcript.caseTooLong { return "the driver's channel carried a line over \(Self.caseBudget)" }
        if passedOutputBudget {
            return "the driver's output passed its budget of \(Mebibytes.text(CaseBatchRunner.processOutputBytes)) a process"
        }
        return "the driver \(Self.ending(capture)) before the case" + Self.firstLine(capture.errors)
    }

    /// Where the process stopped: the case it failed in (with that case's result), where to go on, and why
    /// the cases from there are not run, when they are not.
    func ending(firstIndex: Int) -> (failedCase: (Int, ControlCaseResult)?, resumeAt: Int, restRefused: String?)? {
        guard failure == nil, let capture, let transcript, transcript.malformed == nil else { return nil }
        let finished = transcript.lastFinished.map { $0 + 1 } ?? firstIndex
        guard let (index, step) = transcript.interrupted else {
            // Every case ran, or the last one ran to an exception that ended the process, or the reading
            // stopped between two cases.
            let ranAll = finished >= firstIndex + caseCount
            return ranAll || finished > firstIndex ? (nil, finished, nil) : nil
        }
        if transcript.caseTooLong {
            let cut: ControlCaseResult = .notRun("its output passed the budget of \(Self.caseBudget) a case")
            return ((index, cut), index + 1, "an earlier case's output passed the budget of \(Self.caseBudget) a case")
        }
        // Another process takes up the case this one was in when its output met the budget.
        if passedOutputBudget { return (nil, index, nil) }
        if capture.timedOut || capture.wentIdle {
            let hung: ControlCaseResult = .timedOut(step: step, seconds: Int(CaseBatchRunner.idleSeconds))
            return ((index, hung), index + 1, "an earlier case hung")
        }
        return ((index, .crashed(step: step, detail: crashDetail(capture, transcript))), index + 1, nil)
    }

    private static var caseBudget: String { Mebibytes.text(CaseBatchRunner.caseOutputBytes) }

    /// How the process ended in a case: the directory it filled, or its signal or status; and the first line
    /// it printed on standard error.
    private func crashDetail(_ capture: ChildProcess.Capture, _ transcript: DriverTranscript) -> String {
        let ending = transcript.full.map { path in
            let size = limits.memoryDirectories.first { $0.path == path }.map { " of " + Mebibytes.text($0.bytes) } ?? ""
            return "it filled \(path), kept in memory, to its budget\(size)"
        }
        return (ending ?? Self.ending(capture)) + Self.firstLine(capture.errors)
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
