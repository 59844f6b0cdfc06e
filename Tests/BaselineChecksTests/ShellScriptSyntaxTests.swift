import TestSupport
import XCTest
@testable import BaselineChecks

final class ShellScriptSyntaxTests: XCTestCase {
    func testValidScript_parses() throws {
        XCTAssertNoThrow(try ShellScriptSyntax.parse(Array("#!/bin/sh\nset -eu\nfor f in a b; do echo \"$f\"; done\n".utf8)))
    }

    func testSyntaxError_reportsTheLine() {
        XCTAssertThrowsError(try ShellScriptSyntax.parse(Array("#!/bin/sh\nif true; then\n  echo x\n".utf8))) { error in
            let error = error as? ParseError
            XCTAssertEqual(error?.location?.line, 4, "\(String(describing: error))")
            XCTAssertTrue(error?.message.contains("Syntax error") ?? false, "\(String(describing: error))")
        }
    }

    func testScriptIsNeverExecuted() throws {
        let directory = try TemporaryDirectory()
        let marker = directory.path + "/executed"
        _ = try ShellScriptSyntax.parse(Array("touch '\(marker)'\n".utf8))
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker))
    }

    func testDiagnostic_bashStyleLinePrefix() {
        let error = ShellScriptSyntax.diagnostic(from: "/tmp/x: line 7: syntax error near `fi'\n", copyPath: "/tmp/x")
        XCTAssertEqual(error.location, SourceLocation(line: 7, column: 1))
        XCTAssertEqual(error.message, "syntax error near `fi'")
    }

    /// An interrupted run must leave no copy of a script behind: the copy's name is gone once the shell
    /// has opened it, while the check is still pending.
    func testNoCopyIsLeftOnDisk_whileTheCheckRuns() throws {
        let directory = try TemporaryDirectory()
        let previous = getenv("TMPDIR").map { String(cString: $0) }
        setenv("TMPDIR", directory.path, 1)
        defer { if let previous { setenv("TMPDIR", previous, 1) } else { unsetenv("TMPDIR") } }
        let pending = PendingShellCheck(Array("echo ok\n".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
        XCTAssertNoThrow(try pending.finish())
        let failing = PendingShellCheck(Array("if true; then\n".utf8))
        XCTAssertThrowsError(try failing.finish()) { error in
            XCTAssertEqual((error as? ParseError)?.location?.line, 2, "\(error)")
        }
    }
}
