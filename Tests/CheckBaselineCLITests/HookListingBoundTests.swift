import Foundation
import TestSupport
import XCTest

/// The pre-push hook asks the remote for its refs (`git ls-remote`) for a bounded time: a remote that stalls
/// does not hold the push. Before, the hook waited on `git ls-remote` for as long as the remote stalled (here
/// 2 s; a remote that never answers, for ever) and said nothing. (The helper git started, `sleep 2` here, is not
/// ended with git: it ends on its own, as ssh ends with its connection.)
final class HookListingBoundTests: XCTestCase {
    private static let zeros = String(repeating: "0", count: 40)

    /// A repository holding the example checkout, and the hook install-hook writes, its bound of 20 s made 1 s.
    private func repositoryWithHook() throws -> (repository: GitRepository, hook: String) {
        let repository = try GitRepository()
        try ExampleCheckout.copy(into: repository.path)
        try repository.commit("the example checkout")
        // A remote whose "transport" is a program that never writes: git waits on it.
        try repository.git("config", "protocol.ext.allow", "always")
        let install = try repository.installHook([repository.path])
        XCTAssertEqual(install.status, 0, install.error)
        let hook = repository.hooks + "/pre-push"
        let script = try repository.read(hook)
        XCTAssertEqual(script.components(separatedBy: "\nlisting_seconds=20\n").count, 2, "the bound, once")
        try script.replacingOccurrences(of: "\nlisting_seconds=20\n", with: "\nlisting_seconds=1\n")
            .write(toFile: hook, atomically: true, encoding: .utf8)
        return (repository, hook)
    }

    /// The hook run as git runs it for a push of `main` as a new branch of `remote`.
    private func push(_ repository: GitRepository, hook: String, to remote: String) throws -> ProcessResult {
        let head = try repository.git("rev-parse", "HEAD")
        return try ProcessRunner.run("/bin/sh", [hook, remote], in: repository.path, environment: repository.environment,
                                     input: "refs/heads/main \(head) refs/heads/main \(Self.zeros)\n")
    }

    func testAStalledRemote_isLeftAtTheBound_andSaid_andThePushIsJudgedByTrackingRefs() throws {
        let (repository, hook) = try repositoryWithHook()
        let stalled = try push(repository, hook: hook, to: "ext::sleep 2")
        XCTAssertEqual(stalled.status, 0, stalled.error)
        XCTAssertTrue(stalled.error.contains(
            "pre-push: ext::sleep 2 did not answer git ls-remote within 1 s: its remote-tracking refs stand for what it has"),
            stalled.error)
        XCTAssertTrue(stalled.error.contains("is the first push of this history") || stalled.output.contains("PASSED"),
                      stalled.output + stalled.error)
    }

    func testARemoteThatAnswers_isAskedAsBefore_withNothingSaid() throws {
        let (repository, hook) = try repositoryWithHook()
        let remote = repository.outside.path + "/remote.git"
        try repository.git("init", "-q", "--bare", remote)
        let answered = try push(repository, hook: hook, to: remote)
        XCTAssertEqual(answered.status, 0, answered.error)
        XCTAssertFalse(answered.error.contains("did not answer"), answered.error)
        XCTAssertTrue(answered.output.contains("PASSED"), answered.output)
    }
}
