import BaselineSupport
import Foundation
import TestSupport
import XCTest
@testable import BehaviourVerification

/// What a build writes is the build's until the tool has taken it: a compile runs as a user of its own, and
/// its folder is the tool's again before anything of it is read, so that no program running as `nobody` (the
/// user a checkout's programs run as, with `--no-sandbox` on the host) can swap what enters the cache.
final class BuildFolderTests: XCTestCase {
    private func sandbox() throws -> Sandbox {
        guard geteuid() == 0 else { throw XCTSkip("only root runs programs as other users") }
        switch Sandbox.locate(outside: []) {
        case .success(let sandbox): return sandbox
        case .failure(let unavailable): throw Prerequisite.missing("no sandbox on this machine: \(unavailable)")
        }
    }

    func testASwapPlantedBetweenCompileAndPublish_neverReachesTheCache() throws {
        let sandbox = try sandbox()
        let setpriv = try XCTUnwrap(sandbox.user?.setpriv)
        let directory = try TemporaryDirectory()
        let builder = ControlBuilder(toolchain: Toolchain(compiler: "/usr/bin/false", root: "/", version: ""),
                                     cache: try BuildCache(base: directory.path), sandbox: sandbox)
        var compiledAs = ""
        var swap: ChildProcess.Outcome?
        let entry = try builder.build("k", products: ["control-driver"]) { work in
            // The compile: a run that writes its folder, as swiftc does.
            var compile = SandboxRun(executable: "/bin/sh", arguments: ["-c", "echo built > control-driver && id -u"])
            compile.readWriteBinds = [work]
            compile.workingDirectory = work
            guard let capture = try? sandbox.run(compile), capture.exitStatus == 0 else { return .failure(.environment("no compile")) }
            compiledAs = String(decoding: capture.output, as: UTF8.self)
            // The plant, after the compile and before the tool publishes: a program running as `nobody`.
            swap = ChildProcess.run(setpriv, [
                "--reuid=\(SandboxUser.id)", "--regid=\(SandboxUser.id)", "--clear-groups", "--", "/bin/sh", "-c",
                "echo forged > '\(work)/control-driver' || { echo forged > '\(work)/new' && mv -f '\(work)/new' '\(work)/control-driver'; }",
            ], timeoutMilliseconds: 10_000)
            return .success(())
        }.get()
        XCTAssertNotEqual(try XCTUnwrap(swap).exitStatus, 0, "nobody changed the build: \(swap?.output ?? "")")
        XCTAssertEqual(try String(contentsOfFile: entry + "/control-driver", encoding: .utf8), "built\n")
        let uid = try XCTUnwrap(UInt32(compiledAs.trimmingCharacters(in: .whitespacesAndNewlines)), compiledAs)
        XCTAssertEqual(uid, SandboxUser.buildBase + UInt32(getpid()), "the compile ran as the build user")
        XCTAssertNotEqual(uid, SandboxUser.id)
    }

    func testAFolderGivenToABuild_isTheToolsAgainAfterIt_passableNotListable() throws {
        let sandbox = try sandbox()
        let directory = try TemporaryDirectory()
        XCTAssertEqual(chmod(directory.path, 0o711), 0)
        try directory.makeDirectory("work")
        var run = SandboxRun(executable: "/bin/sh", arguments: ["-c", "echo x > product"], deadlineMilliseconds: 20_000)
        run.readWriteBinds = [directory.path + "/work"]
        run.workingDirectory = directory.path + "/work"
        XCTAssertEqual(try sandbox.run(run).exitStatus, 0)
        var info = stat()
        XCTAssertEqual(stat(directory.path + "/work", &info), 0)
        XCTAssertEqual(info.st_uid, geteuid())
        XCTAssertEqual(info.st_mode & 0o777, 0o711)
    }
}
