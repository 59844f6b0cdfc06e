import Foundation
import TestSupport
import XCTest
@testable import BaselineSupport

/// Trusted programs run by the tool: their exit status and output are kept, and none can
/// keep the tool waiting past the deadline, even after closing its output.
final class ChildProcessTests: XCTestCase {
    func testRun_outcomeOfEachKindOfChild() {
        let cases: [(name: String, script: String, timeout: Int32, status: Int32?, output: String, timedOut: Bool)] = [
            ("exits with a status", "echo out; echo err >&2; exit 3", 10_000, 3, "out\nerr\n", false),
            ("closes its output, then exits", "echo early; exec >&- 2>&-; sleep 0.2; exit 4", 10_000, 4, "early\n", false),
            ("closes its output, then outlives the deadline", "echo early; exec >&- 2>&-; sleep 30", 300, nil, "early\n", true),
            ("keeps its output open past the deadline", "echo early; sleep 30", 300, nil, "early\n", true),
        ]
        for (name, script, timeout, status, output, timedOut) in cases {
            let outcome = ChildProcess.run("/bin/sh", ["-c", script], timeoutMilliseconds: timeout)
            XCTAssertEqual(outcome.exitStatus, status, name)
            XCTAssertEqual(outcome.output, output, name)
            XCTAssertEqual(outcome.timedOut, timedOut, name)
        }
    }

    func testWait_killsAChildStillRunningAtTheDeadline() throws {
        let started = ProcessSpawner.spawn(
            "/bin/sleep", ["30"], environment: ChildProcess.environment, input: .null, output: .null, errors: .null)
        let pid = try started.get()
        let ended = ProcessSpawner.wait(pid, until: Deadline(milliseconds: 100))
        XCTAssertTrue(ended.killed)
        XCTAssertNil(ended.exitStatus)
        var status: Int32 = 0
        XCTAssertEqual(waitpid(pid, &status, WNOHANG), -1, "the child was reaped")
        XCTAssertEqual(errno, ECHILD)
    }

    func testCapture_tellsASignalFromAnExit() throws {
        let crashed = try ChildProcess.start("/bin/sh", ["-c", "kill -SEGV $$"]).capture()
        XCTAssertEqual(crashed.signal, SIGSEGV)
        XCTAssertNil(crashed.exitStatus)
        let exited = try ChildProcess.start("/bin/sh", ["-c", "exit 139"]).capture()
        XCTAssertEqual(exited.exitStatus, 139)
        XCTAssertNil(exited.signal)
    }

    func testCapture_killsAProgramThatGoesIdle() throws {
        let clock = ContinuousClock()
        let started = clock.now
        let capture = try ChildProcess.start(
            "/bin/sh", ["-c", "echo a; sleep 0.1; echo b; sleep 30"], timeoutMilliseconds: 20_000,
            // Wide enough that a start or a `sleep 0.1` slowed by a loaded machine (the tests run four classes at
            // once on two processors) is not taken for idleness.
            idleTimeoutMilliseconds: 1_000
        ).capture()
        XCTAssertEqual(String(decoding: capture.output, as: UTF8.self), "a\nb\n")
        XCTAssertTrue(capture.wentIdle)
        XCTAssertFalse(capture.timedOut)
        XCTAssertEqual(capture.signal, SIGKILL)
        XCTAssertLessThan(clock.now - started, .seconds(5))
    }

    func testIsolatedChild_inheritsOnlyItsStreamsRunsWhereToldAndDiesWithItsGroup() throws {
        let scratch = try TemporaryDirectory()
        // A descriptor left open on exec, as a careless parent might leave one.
        let leaked = open("/", O_RDONLY | O_DIRECTORY)
        defer { close(leaked) }
        // The deadline leaves a loaded machine time to run `ls` and `tr`; the background child outlives it unless
        // its group is killed.
        let script = "ls /proc/self/fd | tr '\\n' ' '; pwd; (sleep 4; touch '\(scratch.path)/survived') & sleep 30"
        let capture = try ChildProcess.start(
            "/bin/sh", ["-c", script], timeoutMilliseconds: 2_000, isolated: true, workingDirectory: "/usr"
        ).capture()
        // 0 to 2, and the one `ls` opened to list them.
        XCTAssertEqual(String(decoding: capture.output, as: UTF8.self), "0 1 2 3 /usr\n")
        XCTAssertTrue(capture.timedOut)
        usleep(2_500_000)
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.path + "/survived"), "the group was killed")
        let plain = try ChildProcess.start("/bin/sh", ["-c", "ls /proc/self/fd | grep -qx \(leaked)"]).capture()
        XCTAssertEqual(plain.exitStatus, 0, "without isolation the descriptor is inherited, as before")
    }
}
