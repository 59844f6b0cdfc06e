import BaselineSupport
import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BaselineCommand

/// `--rev`: the whole catalog run on commits of a repository holding the example
/// checkout, one report per checkout and revision, and the options around it.
final class GitRevisionCommandTests: XCTestCase {
    private static let delegatePath = "iHeartRating/iHeartRatingView.swift"

    /// A repository whose first commit is the conforming example checkout and whose
    /// second commit drops `weak` from the delegate (rule SRC003); the work tree is then
    /// changed again, so that only reading the commits can give the expected results.
    private func makeHistory() throws -> (repository: GitRepository, passing: String, failing: String) {
        let repository = try GitRepository()
        try ExampleCheckout.copy(into: repository.path)
        let passing = try repository.commit("the example checkout")
        let file = repository.path + "/" + Self.delegatePath
        let original = try String(contentsOfFile: file, encoding: .utf8)
        let broken = original.replacingOccurrences(of: "public weak var delegate", with: "public var delegate")
        XCTAssertNotEqual(broken, original)
        try broken.write(toFile: file, atomically: true, encoding: .utf8)
        let failing = try repository.commit("a strong delegate")
        try FileManager.default.removeItem(atPath: repository.path + "/README.md")
        try "".write(toFile: file, atomically: true, encoding: .utf8)
        return (repository, passing, failing)
    }

    private func failedRules(_ report: CheckoutReport) -> [String] {
        report.results.filter { $0.status != .passed }.map(\.ruleID) + report.fileFindings.map(\.ruleID)
    }

    func testWholeCatalog_passesAtTheGoodCommit_andFailsOnlySRC003AtTheBadOne() throws {
        let (repository, passing, failing) = try makeHistory()
        let good = Engine.check(Checkout(source: try GitRevisionSource(checkout: repository.path, revision: passing)), rules: Catalog.standard.rules)
        XCTAssertTrue(good.passed, "\(failedRules(good))")
        let bad = Engine.check(Checkout(source: try GitRevisionSource(checkout: repository.path, revision: failing)), rules: Catalog.standard.rules)
        XCTAssertEqual(failedRules(bad), ["SRC003"])
        let workTree = Engine.check(Checkout(source: try DirectorySource(root: repository.path)), rules: Catalog.standard.rules)
        XCTAssertFalse(workTree.passed, "the work tree was changed after the last commit")
    }

    func testCommand_oneReportPerCheckoutAndRevision_inTheOrderGiven() throws {
        let (repository, passing, failing) = try makeHistory()
        let outcome = CheckCommand.run(["--format", "json", "--rev", failing, "--rev=HEAD~1", "--rev", passing, repository.path])
        XCTAssertEqual(outcome.exitCode, 1)
        XCTAssertEqual(outcome.standardError, "")
        let object = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any]
        let checkouts = object?["checkouts"] as? [[String: Any]] ?? []
        XCTAssertEqual(checkouts.map { $0["checkout"] as? String }, [
            repository.path + "@" + failing.prefix(12), repository.path + "@HEAD~1", repository.path + "@" + passing.prefix(12),
        ])
    }

    func testCommand_exitCodeFollowsTheRevisionsChecked() throws {
        let (repository, passing, failing) = try makeHistory()
        let cases: [(revisions: [String], exitCode: Int32)] = [([passing], 0), ([failing], 1), (["HEAD~1"], 0), ([passing, failing], 1)]
        for (revisions, exitCode) in cases {
            let outcome = CheckCommand.run(revisions.flatMap { ["--rev", $0] } + [repository.path])
            XCTAssertEqual(outcome.exitCode, exitCode, "\(revisions)")
        }
        let failingText = CheckCommand.run(["--format", "compiler", "--rev", failing, repository.path]).standardOutput
        XCTAssertTrue(failingText.contains("\(repository.path)@\(failing.prefix(12))/\(Self.delegatePath):"), failingText)
        XCTAssertTrue(failingText.contains("[SRC003]"), failingText)
    }

    func testJobs_giveTheSameOutputInTheSameOrder() throws {
        let (repository, passing, failing) = try makeHistory()
        let revisions = [failing, passing, "HEAD", "HEAD~1", passing, failing, "main", "main~1", failing]
        let arguments = revisions.flatMap { ["--rev", $0] } + [repository.path]
        let sequential = CheckCommand.run(arguments)
        let parallel = CheckCommand.run(["--jobs", "2"] + arguments)
        XCTAssertEqual(parallel, sequential)
        let verdicts = sequential.standardOutput.split(separator: "\n").compactMap { line in
            line.contains(": FAILED: ") ? "FAILED" : line.contains(": PASSED: ") ? "PASSED" : nil
        }
        XCTAssertEqual(verdicts, ["FAILED", "PASSED", "FAILED", "PASSED", "PASSED", "FAILED", "FAILED", "PASSED", "FAILED"])
    }

    func testBadRevision_isAUsageErrorNamingTheCheckoutAndTheRevision() throws {
        let (repository, passing, _) = try makeHistory()
        let outcome = CheckCommand.run(["--rev", passing, "--rev", "no-such-tag", repository.path])
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertEqual(outcome.standardOutput, "")
        XCTAssertEqual(outcome.standardError, "check-baseline: cannot check \(repository.path) at no-such-tag: not a commit in its git repository\n")
        let plain = try TemporaryDirectory()
        let notARepository = CheckCommand.run(["--rev", "HEAD", plain.path])
        XCTAssertEqual(notARepository.exitCode, 2)
        XCTAssertTrue(notARepository.standardError.contains("\(plain.path) at HEAD: not a git repository"), notARepository.standardError)
    }

    func testParsing_revisionsAndInstallHook() throws {
        let options = try Invocation.parse(["--rev", "v1", "a", "--rev=HEAD~2", "b"]).options
        XCTAssertEqual(options.revisions, ["v1", "HEAD~2"])
        XCTAssertEqual(options.checkouts, ["a", "b"])
        XCTAssertEqual(try Invocation.parse([]).options.revisions, [])
        let commands: [(arguments: [String], command: Invocation.Command)] = [
            (["install-hook"], .installHook(checkout: ".", force: false, hook: HookOptions())),
            (["install-hook", "repo"], .installHook(checkout: "repo", force: false, hook: HookOptions())),
            (["install-hook", "--force", "repo"], .installHook(checkout: "repo", force: true, hook: HookOptions())),
            (["--force", "install-hook"], .installHook(checkout: ".", force: true, hook: HookOptions())),
            (["install-hook", "repo", "--", "--behaviour"], .installHook(checkout: "repo", force: false, hook: behaviour)),
            (["install-hook", "--", "--behaviour", "--strict"], .installHook(checkout: ".", force: false, hook: strict)),
        ]
        for (arguments, command) in commands {
            XCTAssertEqual(try Invocation.parse(arguments).command, command, "\(arguments)")
        }
        var verify = VerifyOptions()
        verify.against = "v1"
        XCTAssertEqual(try Invocation.parse(["verify-control", "--against", "v1", "--rev", "v2", "."]).command,
                       .verifyControl(verify))
    }

    private var behaviour: HookOptions {
        var options = HookOptions()
        options.behaviour = true
        return options
    }

    private var strict: HookOptions {
        var options = behaviour
        options.strict = true
        return options
    }

    func testParsing_usageErrors() {
        let cases: [(arguments: [String], message: String)] = [
            (["--rev"], "--rev needs a value"),
            (["--force", "repo"], "--force only applies to install-hook"),
            (["--force", "explain", "SRC001"], "--force only applies to install-hook"),
            (["install-hook", "a", "b"], "install-hook takes one checkout"),
            (["install-hook", "--", "--skip"], "the hook takes --behaviour and --strict after --, not --skip"),
            (["install-hook", "--", "--strict"], "--strict only goes with --behaviour"),
            (["verify-control", "--against", "v1", "--rev", "a", "--rev", "b"], "--against compares with one revision: give at most one --rev (default: the work tree)"),
            (["--against", "v1", "."], "--against only applies to verify-control"),
            (["install-hook", "--rev", "HEAD"], "install-hook takes no option but --force"),
            (["install-hook", "--format", "json"], "install-hook takes no option but --force"),
            (["install-hook", "--list-rules"], "install-hook takes no option but --force"),
            (["--list-rules", "--rev", "HEAD"], "--list-rules takes no checkout or revision"),
        ]
        for (arguments, message) in cases {
            XCTAssertThrowsError(try Invocation.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual((error as? UsageError)?.description, message)
            }
        }
    }
}
