#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineChecks
import BaselineSupport

/// What became of one test of the suite, run alone in its own sandboxed process.
enum TestOutcome: Sendable, Equatable {
    case passed
    /// Each failed assertion: where (in the work directory) and XCTest's message.
    case failed([Failure])
    /// The test used something Linux cannot answer honestly (the stand-in said why): never a pass.
    case notVerifiable(String)
    /// The process died in the test (signal or status, and the first line it printed).
    case crashed(String)
    /// The test printed nothing for `TestRun.idleSeconds` and was killed.
    case hung

    struct Failure: Sendable, Equatable {
        let path: String
        let line: Int
        let message: String
    }
}

/// Runs each test of a built suite in its own process in the sandbox, so that a crash or a hang costs
/// only that test. What a test did is read from its result channel (`TestRecorder`, `ResultChannel`) and
/// from how its process ended, never from what it printed.
struct TestRun {
    static let idleSeconds: Int32 = 20

    let executable: String
    let builder: ControlBuilder

    func run(_ tests: [TestSuite.Test], module: String) -> [TestOutcome] {
        guard let directory = BuildCache.makeTemporaryDirectory(in: ControlBuilder.temporaryDirectory) else {
            return tests.map { _ in .crashed("cannot make a private directory to run it in") }
        }
        defer { TemporaryPaths.remove(directory) }
        let copy = directory + "/" + TestSuiteBuild.executableName
        guard chmod(directory, 0o755) == 0, FileCopy.copy(executable, to: copy, mode: 0o755) else {
            return tests.map { _ in .crashed("cannot copy the test executable to run it") }
        }
        return tests.map { test in
            let channel = ResultChannel()
            var run = SandboxRun(executable: copy, arguments: ["\(module).\(test.className)/\(test.method)"])
            run.readOnlyBinds = [directory] + (builder.toolchain.bindableRoot.map { [$0] } ?? [])
            run.standardInput = channel.input
            run.environment = ["SWIFT_BACKTRACE=enable=no", "SWIFT_DETERMINISTIC_HASHING=1"]
            run.idleTimeoutMilliseconds = Self.idleSeconds * 1000
            run.deadlineMilliseconds = 120_000
            run.limits.fileSizeBytes = 1 << 20
            do {
                return Self.outcome(try builder.sandbox.run(run), channel: channel, test: test)
            } catch {
                return .crashed("cannot run it: \(error)")
            }
        }
    }

    /// The outcome of `test` from its records and how its process ended. It passed only when the recorder saw
    /// it start and finish with no failure, saw the run end, and the process then exited with status 0.
    static func outcome(_ capture: ChildProcess.Capture, channel: ResultChannel, test: TestSuite.Test) -> TestOutcome {
        if capture.timedOut || capture.wentIdle { return .hung }
        // Records cut off at the output budget are not all the records: nothing is read from them.
        if capture.truncated { return .crashed("it wrote past its output budget of \(Mebibytes.text(capture.output.count))") }
        let records = TestRecords(capture.output, channel: channel)
        if let stray = records.stray { return .crashed("its result channel carried \"\(stray)\", not the recorder's records") }
        let ending = capture.signal.map { "killed by signal \($0)" }
            ?? "exited with status \(capture.exitStatus.map(String.init) ?? "unknown")"
        let firstLine = String(decoding: capture.errors, as: UTF8.self).split(separator: "\n").first { !$0.isEmpty }
            .map { ": " + $0.prefix(300) } ?? ""
        guard records.started == [test.name], records.finished.map(\.name) == [test.name] else {
            return .crashed("\(ending) before the test finished" + firstLine)
        }
        guard records.runFinished, capture.signal == nil, capture.exitStatus == 0 || capture.exitStatus == 1 else {
            return .crashed("\(ending) after the test finished" + firstLine)
        }
        if !records.failures.isEmpty { return .failed(records.failures) }
        if capture.exitStatus != 0 { return .failed([]) }
        if records.finished[0].skipped { return .notVerifiable("the test skipped itself (XCTSkip)") }
        if let reason = records.notVerifiable.first { return .notVerifiable(reason) }
        return .passed
    }
}
