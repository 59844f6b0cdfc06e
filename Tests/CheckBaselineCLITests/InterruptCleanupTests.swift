import Foundation
import TestSupport
import XCTest

/// An interrupted run leaves nothing in `TMPDIR`: the build directory `verify-control` was compiling in is
/// removed before the process ends, by the signal that ended it.
final class InterruptCleanupTests: XCTestCase {
    func testSIGINTDuringACompile_removesTheBuildDirectory_andEndsByTheSignal() throws {
        try interrupt(with: SIGINT)
    }

    func testSIGTERMDuringACompile_removesTheBuildDirectory_andEndsByTheSignal() throws {
        try interrupt(with: SIGTERM)
    }

    private func interrupt(with signal: Int32) throws {
        let temporary = try TemporaryDirectory()
        let cache = try TemporaryDirectory()
        // Run as root, the sandbox's user must reach the build directory.
        XCTAssertEqual(chmod(temporary.path, 0o755), 0)
        // An empty build cache, so the run compiles the stand-in in a directory under TMPDIR.
        let environment = ProcessInfo.processInfo.environment.merging(
            ["TMPDIR": temporary.path, "XDG_CACHE_HOME": cache.path]) { $1 }
        let pid = try SpawnedTool.start(ProcessRunner.tool, ["verify-control", ExampleCheckout.root], environment: environment)
        var waited = 0
        var status: Int32 = 0
        while try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty {
            guard waitpid(pid, &status, WNOHANG) == 0 else {
                return XCTFail("the run ended (status \(status)) before it made a build directory")
            }
            guard waited < 1200 else {
                kill(pid, SIGKILL)
                return XCTFail("no build directory appeared in TMPDIR within 60 s")
            }
            usleep(50_000)
            waited += 1
        }
        kill(pid, signal)
        status = try SpawnedTool.wait(pid).status
        XCTAssertEqual(status & 0x7f, signal, "ended by the signal, status \(status)")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [])
    }
}
