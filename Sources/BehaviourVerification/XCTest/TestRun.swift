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
/// only that test.
struct TestRun {
    static let idleSeconds: Int32 = 20
    /// The line the stand-in writes when a test asks what Linux cannot answer (`StandInRecorder.notVerifiable`).
    static let notVerifiableMarker = "check-baseline: not verifiable: "

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
            var run = SandboxRun(executable: copy, arguments: ["\(module).\(test.className)/\(test.method)"])
            run.readOnlyBinds = [directory] + (builder.toolchain.bindableRoot.map { [$0] } ?? [])
            run.environment = ["SWIFT_BACKTRACE=enable=no", "SWIFT_DETERMINISTIC_HASHING=1"]
            run.idleTimeoutMilliseconds = Self.idleSeconds * 1000
            run.deadlineMilliseconds = 120_000
            run.limits.fileSizeBytes = 1 << 20
            do {
                return Self.outcome(try builder.sandbox.run(run), test: test)
            } catch {
                return .crashed("cannot run it: \(error)")
            }
        }
    }

    /// The outcome of `test` from what its process did and printed.
    static func outcome(_ capture: ChildProcess.Capture, test: TestSuite.Test) -> TestOutcome {
        let output = String(decoding: capture.output, as: UTF8.self)
        let errors = String(decoding: capture.errors, as: UTF8.self)
        if capture.timedOut || capture.wentIdle { return .hung }
        let notVerifiable = (output + "\n" + errors).split(separator: "\n")
            .first { $0.hasPrefix(notVerifiableMarker) }.map { String($0.dropFirst(notVerifiableMarker.count)) }
        let finished = output.contains("Test Case '\(test.name)' passed") || output.contains("Test Case '\(test.name)' failed")
        guard finished, capture.signal == nil else {
            let ending = capture.signal.map { "killed by signal \($0)" } ?? "exited with status \(capture.exitStatus.map(String.init) ?? "unknown")"
            let first = errors.split(separator: "\n").first { !$0.isEmpty }.map { ": " + $0.prefix(300) } ?? ""
            return .crashed(ending + first)
        }
        if let notVerifiable { return .notVerifiable(notVerifiable) }
        let failures = failureLines(in: output, test: test)
        return failures.isEmpty && output.contains("Test Case '\(test.name)' passed") ? .passed : .failed(failures)
    }

    /// XCTest's `path:line: error: Class.method : message` lines for `test`.
    static func failureLines(in output: String, test: TestSuite.Test) -> [TestOutcome.Failure] {
        output.split(separator: "\n").compactMap { line in
            guard let marker = line.firstRange(of: ": error: \(test.name) : ") else { return nil }
            let place = line[..<marker.lowerBound]
            guard let colon = place.lastIndex(of: ":"), let number = Int(place[place.index(after: colon)...]) else { return nil }
            return TestOutcome.Failure(path: String(place[..<colon]), line: number, message: String(line[marker.upperBound...]))
        }
    }
}
