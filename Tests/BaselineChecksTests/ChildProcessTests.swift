import XCTest
@testable import BaselineChecks

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
}
