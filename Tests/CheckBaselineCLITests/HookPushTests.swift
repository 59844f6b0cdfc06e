import Foundation
import TestSupport
import XCTest

/// The installed pre-push hook run by `git push` to a local bare repository: it checks
/// each pushed commit (not the work tree) with the freshly built check-baseline.
final class HookPushTests: XCTestCase {
    private static let delegatePath = "iHeartRating/iHeartRatingView.swift"
    private static let weakDelegate = "public weak var delegate"

    /// A work tree holding the example checkout, a bare remote, and the hook installed.
    private func makeRepository() throws -> GitRepository {
        let repository = try GitRepository()
        try ExampleCheckout.copy(into: repository.path)
        try repository.commit("the example checkout")
        try repository.git("init", "-q", "--bare", repository.remote)
        try repository.git("remote", "add", "origin", repository.remote)
        let install = try repository.installHook([repository.path])
        XCTAssertEqual(install.status, 0, install.error)
        return repository
    }

    /// The delegate file with `weak` present or dropped (rule SRC003).
    private func setDelegate(weak: Bool, in repository: GitRepository) throws {
        let file = repository.path + "/" + Self.delegatePath
        let text = try repository.read(file)
        let strong = text.replacingOccurrences(of: Self.weakDelegate, with: "public var delegate")
        try (weak ? strong.replacingOccurrences(of: "public var delegate", with: Self.weakDelegate) : strong)
            .write(toFile: file, atomically: true, encoding: .utf8)
    }

    private func remoteMain(_ repository: GitRepository) throws -> String? {
        let result = try repository.run(["rev-parse", "--verify", "--quiet", "refs/heads/main"], in: repository.remote)
        return result.status == 0 ? result.output.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }

    func testPush_ofAPassingCommit_isAllowed_evenWithABrokenWorkTree() throws {
        let repository = try makeRepository()
        try setDelegate(weak: false, in: repository)
        let push = try repository.run(["push", "-q", "origin", "main"])
        XCTAssertEqual(push.status, 0, push.error)
        XCTAssertEqual(try remoteMain(repository), try repository.git("rev-parse", "HEAD"))
    }

    func testPush_ofAFailingCommit_isRefused_evenWithAFixedWorkTree() throws {
        let repository = try makeRepository()
        XCTAssertEqual(try repository.run(["push", "-q", "origin", "main"]).status, 0)
        let accepted = try repository.git("rev-parse", "HEAD")
        try setDelegate(weak: false, in: repository)
        let failing = try repository.commit("a strong delegate")
        try setDelegate(weak: true, in: repository)
        let push = try repository.run(["push", "origin", "main"])
        XCTAssertNotEqual(push.status, 0)
        let output = push.output + push.error
        XCTAssertTrue(output.contains("@\(failing.prefix(12))/\(Self.delegatePath):"), output)
        XCTAssertTrue(output.contains("[SRC003]"), output)
        XCTAssertTrue(output.contains("pre-push: refs/heads/main (\(failing)) does not pass check-baseline; push refused"), output)
        XCTAssertEqual(try remoteMain(repository), accepted, "the remote keeps the last passing commit")
    }

    func testDeletingARemoteBranch_checksNothing() throws {
        let repository = try makeRepository()
        XCTAssertEqual(try repository.run(["push", "-q", "origin", "main:old"]).status, 0)
        // Checked, the all-zero commit of a deletion would be a usage error and stop the push.
        let deletion = try repository.run(["push", "-q", "origin", ":old"])
        XCTAssertEqual(deletion.status, 0, deletion.error)
        let branches = try repository.run(["branch", "--list", "old"], in: repository.remote)
        XCTAssertEqual(branches.output, "")
    }

    func testCheckAtARevision_fromTheCommandLine() throws {
        let repository = try makeRepository()
        let passing = try repository.git("rev-parse", "HEAD")
        try setDelegate(weak: false, in: repository)
        let failing = try repository.commit("a strong delegate")
        let cases: [(arguments: [String], status: Int32)] = [
            (["--rev", passing], 0), (["--rev", failing], 1), (["--rev", "HEAD~1"], 0), (["--rev", "HEAD", "--rev", passing], 1),
        ]
        for (arguments, status) in cases {
            let result = try ProcessRunner.run(ProcessRunner.tool, arguments + [repository.path])
            XCTAssertEqual(result.status, status, "\(arguments): \(result.output)\(result.error)")
        }
        let bad = try ProcessRunner.run(ProcessRunner.tool, ["--rev", "no-such-tag", repository.path])
        XCTAssertEqual(bad.status, 1)
        XCTAssertEqual(bad.error, "")
        XCTAssertTrue(bad.output.contains("cannot be read: \(repository.path) at no-such-tag: not a commit in its git repository [FILE007]"),
                      bad.output)
    }
}
