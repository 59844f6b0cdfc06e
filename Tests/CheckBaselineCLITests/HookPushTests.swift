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
        XCTAssertTrue(output.contains("“a strong delegate”): FAILED: "), output)
        XCTAssertTrue(output.contains("pre-push: refs/heads/main sends a commit that does not pass check-baseline"), output)
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

    // Every commit a push sends is checked, not only the tip (issue 10, item 2).

    /// Three commits after `base`: a note, the delegate made strong (SRC003 fails), then fixed again.
    private func commitBadInTheMiddle(_ repository: GitRepository) throws -> (bad: String, tip: String) {
        try "first\n".write(toFile: repository.path + "/NOTE.md", atomically: true, encoding: .utf8)
        try repository.commit("a note")
        try setDelegate(weak: false, in: repository)
        let bad = try repository.commit("a strong delegate")
        try setDelegate(weak: true, in: repository)
        let tip = try repository.commit("weak again")
        return (bad, tip)
    }

    private func assertRefusedNaming(_ bad: String, _ push: ProcessResult, _ ref: String = "refs/heads/main") {
        let output = push.output + push.error
        XCTAssertNotEqual(push.status, 0, output)
        XCTAssertTrue(output.contains("@\(bad.prefix(12)) ("), output)
        XCTAssertTrue(output.contains("“a strong delegate”): FAILED: "), output)
        XCTAssertTrue(output.contains("2 of 3 commits passed"), output)
        XCTAssertTrue(output.contains("pre-push: \(ref) sends a commit that does not pass check-baseline"), output)
    }

    /// The first push of a history to a remote that has none of it checks the tip only, and says so: its past
    /// is what it is (a real repository's early commits fail today's catalog). Later pushes check every commit.
    func testFirstPushOfAHistory_checksItsTipOnly_andSaysSo() throws {
        let repository = try makeRepository()
        _ = try commitBadInTheMiddle(repository)
        let push = try repository.run(["push", "origin", "main"])
        XCTAssertEqual(push.status, 0, push.output + push.error)
        XCTAssertTrue(push.error.contains(
            "pre-push: refs/heads/main is the first push of this history to origin: checked its tip, not its 4 commits"),
            push.error)
        XCTAssertFalse((push.output + push.error).contains("“a strong delegate”"), "the bad commit in its past is not checked")
        let (bad, _) = try commitBadInTheMiddle(repository)
        assertRefusedNaming(bad, try repository.run(["push", "origin", "main"]))
    }

    func testPushToAnExistingBranch_ofSeveralCommits_badInTheMiddle_isRefused() throws {
        let repository = try makeRepository()
        XCTAssertEqual(try repository.run(["push", "-q", "origin", "main"]).status, 0)
        let accepted = try repository.git("rev-parse", "HEAD")
        let (bad, _) = try commitBadInTheMiddle(repository)
        assertRefusedNaming(bad, try repository.run(["push", "origin", "main"]))
        XCTAssertEqual(try remoteMain(repository), accepted)
    }

    func testPushOfANewBranch_badInTheMiddle_isRefused_andOnlyItsNewCommitsAreChecked() throws {
        let repository = try makeRepository()
        XCTAssertEqual(try repository.run(["push", "-q", "origin", "main"]).status, 0)
        try repository.git("checkout", "-q", "-b", "topic")
        let (bad, _) = try commitBadInTheMiddle(repository)
        let push = try repository.run(["push", "origin", "topic"])
        assertRefusedNaming(bad, push, "refs/heads/topic")
        XCTAssertFalse((push.output + push.error).contains("“the example checkout”"), "commits the remote has are not checked again")
        let branches = try repository.run(["branch", "--list", "topic"], in: repository.remote)
        XCTAssertEqual(branches.output, "")
    }

    func testForcePush_overARewrittenHistory_checksTheCommitsItSends() throws {
        let repository = try makeRepository()
        // Not the note the rewrite commits: the same tree and message in the same second would be the same commit.
        try "earlier\n".write(toFile: repository.path + "/NOTE.md", atomically: true, encoding: .utf8)
        try repository.commit("an earlier note")
        XCTAssertEqual(try repository.run(["push", "-q", "origin", "main"]).status, 0)
        let accepted = try repository.git("rev-parse", "HEAD")
        try repository.git("reset", "-q", "--hard", "HEAD~1")
        let (bad, _) = try commitBadInTheMiddle(repository)
        assertRefusedNaming(bad, try repository.run(["push", "--force", "origin", "main"]))
        XCTAssertEqual(try remoteMain(repository), accepted)
        // The same rewrite without the bad commit goes through.
        try repository.git("reset", "-q", "--hard", "HEAD~3")
        try "second\n".write(toFile: repository.path + "/NOTE.md", atomically: true, encoding: .utf8)
        let good = try repository.commit("another note")
        let push = try repository.run(["push", "-q", "--force", "origin", "main"])
        XCTAssertEqual(push.status, 0, push.output + push.error)
        XCTAssertEqual(try remoteMain(repository), good)
    }

    /// A push by URL has no remote-tracking refs: what the remote has is asked of it (issue 26, item 6).
    func testFirstPushByURL_ofAHistory_checksItsTipOnly() throws {
        let repository = try makeRepository()
        _ = try commitBadInTheMiddle(repository)
        let push = try repository.run(["push", repository.remote, "main"])
        XCTAssertEqual(push.status, 0, push.output + push.error)
        XCTAssertTrue(push.error.contains("pre-push: refs/heads/main is the first push of this history to \(repository.remote):"
            + " checked its tip, not its 4 commits"), push.error)
    }

    /// A new branch on commits the remote has sends nothing to check, and the hook says so instead of nothing.
    func testABranchOfCommitsTheRemoteHas_saysThereIsNothingToCheck() throws {
        let repository = try makeRepository()
        XCTAssertEqual(try repository.run(["push", "-q", "origin", "main"]).status, 0)
        let copy = try repository.run(["push", "origin", "main:refs/heads/copy"])
        XCTAssertEqual(copy.status, 0, copy.output + copy.error)
        XCTAssertTrue(copy.error.contains("pre-push: refs/heads/main sends no commit the remote lacks: nothing to check"), copy.error)
    }

    func testPushByURL_ofANewBranch_badInTheMiddle_isRefused_andOnlyItsNewCommitsAreChecked() throws {
        let repository = try makeRepository()
        XCTAssertEqual(try repository.run(["push", "-q", repository.remote, "main"]).status, 0)
        try repository.git("checkout", "-q", "-b", "topic")
        let (bad, _) = try commitBadInTheMiddle(repository)
        let push = try repository.run(["push", repository.remote, "topic"])
        assertRefusedNaming(bad, push, "refs/heads/topic")
        XCTAssertFalse((push.output + push.error).contains("“the example checkout”"), "commits the remote has are not checked again")
        XCTAssertFalse(push.error.contains("first push of this history"), push.error)
    }

    /// A refused push says how to push once anyway and how to adopt the hook; after `install-hook --since`,
    /// the commits at and before the one named are not checked, and those after it still are.
    func testSince_leavesOlderCommitsUnchecked_andTheRefusalSaysHow() throws {
        let repository = try makeRepository()
        XCTAssertEqual(try repository.run(["push", "-q", "origin", "main"]).status, 0)
        let (bad, tip) = try commitBadInTheMiddle(repository)
        let refused = try repository.run(["push", "origin", "main"])
        assertRefusedNaming(bad, refused)
        XCTAssertTrue(refused.error.contains("pre-push: to push once without these checks: git push --no-verify; to check only"
            + " commits after one the remote has: check-baseline install-hook --since COMMIT\n"), refused.error)
        let install = try repository.installHook(["--since", tip, repository.path])
        XCTAssertEqual(install.status, 0, install.error)
        XCTAssertTrue(install.output.contains("commits at and before \(tip.prefix(12)) are never checked (--since)"), install.output)
        // A push of commits that all precede --since checks nothing, and says so.
        let older = try repository.run(["push", "origin", "\(bad):refs/heads/older"])
        XCTAssertEqual(older.status, 0, older.output + older.error)
        XCTAssertTrue(older.error.contains(" sends no commit to check: those at and before "), older.error)
        try "third\n".write(toFile: repository.path + "/NOTE.md", atomically: true, encoding: .utf8)
        let good = try repository.commit("a note after --since")
        let accepted = try repository.run(["push", "origin", "main"])
        XCTAssertEqual(accepted.status, 0, accepted.output + accepted.error)
        XCTAssertEqual(try remoteMain(repository), good)
        XCTAssertFalse(accepted.output.contains("@\(bad.prefix(12)) ("), accepted.output)
        try setDelegate(weak: false, in: repository)
        let later = try repository.commit("strong again, after --since")
        let stillChecked = try repository.run(["push", "origin", "main"])
        XCTAssertNotEqual(stillChecked.status, 0)
        XCTAssertTrue(stillChecked.output.contains("@\(later.prefix(12)) ("), stillChecked.output)
        let unknown = try repository.installHook(["--since", "no-such-commit", repository.path])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.error.contains("--since no-such-commit names no commit of its repository"), unknown.error)
    }

    func testOptionsGivenAtInstall_areKeptInTheHook() throws {
        let repository = try makeRepository()
        let install = try repository.installHook([repository.path, "--", "--skip", "SRC003"])
        XCTAssertEqual(install.status, 0, install.error)
        XCTAssertTrue(install.output.contains(" --skip SRC003 --rev <commit>"), install.output)
        XCTAssertTrue(try repository.read(repository.hooks + "/pre-push").contains("set -- '--skip' 'SRC003'"))
        let (_, tip) = try commitBadInTheMiddle(repository)
        let push = try repository.run(["push", "-q", "origin", "main"])
        XCTAssertEqual(push.status, 0, push.output + push.error)
        XCTAssertEqual(try remoteMain(repository), tip)
        let unknown = try repository.installHook([repository.path, "--", "--skip", "NOPE001"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.error.contains("no rule NOPE001"), unknown.error)
    }

    /// The pre-commit framework's entry, as the framework runs it at the pre-push stage.
    private func preCommitEntry(_ repository: GitRepository, from: String?, to: String) throws -> ProcessResult {
        var environment = repository.environment
        environment["PATH"] = (ProcessRunner.tool as NSString).deletingLastPathComponent + ":/usr/bin:/bin"
        environment["PRE_COMMIT_TO_REF"] = to
        if let from { environment["PRE_COMMIT_FROM_REF"] = from }
        return try ProcessRunner.run(
            "/bin/sh", [RepositoryRoot.path + "/scripts/pre-commit-push.sh"], in: repository.path, environment: environment)
    }

    func testPreCommitEntry_checksTheRangeItIsGiven_elseThePushedCommit() throws {
        let repository = try makeRepository()
        let base = try repository.git("rev-parse", "HEAD")
        let (bad, tip) = try commitBadInTheMiddle(repository)
        let range = try preCommitEntry(repository, from: base, to: tip)
        XCTAssertEqual(range.status, 1, range.output + range.error)
        XCTAssertTrue(range.output.contains("@\(bad.prefix(12)) ("), range.output)
        let unknownBase = try preCommitEntry(repository, from: String(repeating: "0", count: 40), to: tip)
        XCTAssertEqual(unknownBase.status, 0, unknownBase.output + unknownBase.error)
        XCTAssertFalse(unknownBase.output.contains(String(bad.prefix(12))), unknownBase.output)
    }
}
