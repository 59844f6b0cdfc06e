import BaselineSupport
import BehaviourVerification
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
        let outcome = CheckBaseline.run(["--format", "json", "--rev", failing, "--rev=HEAD~1", "--rev", passing, repository.path])
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
            let outcome = CheckBaseline.run(revisions.flatMap { ["--rev", $0] } + [repository.path])
            XCTAssertEqual(outcome.exitCode, exitCode, "\(revisions)")
        }
        let failingText = CheckBaseline.run(["--format", "compiler", "--rev", failing, repository.path]).standardOutput
        XCTAssertTrue(failingText.contains("\(repository.path)@\(failing.prefix(12))/\(Self.delegatePath):"), failingText)
        XCTAssertTrue(failingText.contains("[SRC003]"), failingText)
    }

    func testJobs_giveTheSameOutputInTheSameOrder() throws {
        let (repository, passing, failing) = try makeHistory()
        let revisions = [failing, passing, "HEAD", "HEAD~1", passing, failing, "main", "main~1", failing]
        let arguments = revisions.flatMap { ["--rev", $0] } + [repository.path]
        let sequential = CheckBaseline.run(arguments)
        let parallel = CheckBaseline.run(["--jobs", "2"] + arguments)
        XCTAssertEqual(parallel, sequential)
        let verdicts = sequential.standardOutput.split(separator: "\n").compactMap { line in
            line.contains(": FAILED: ") ? "FAILED" : line.contains(": PASSED: ") ? "PASSED" : nil
        }
        XCTAssertEqual(verdicts, ["FAILED", "PASSED", "FAILED", "PASSED", "PASSED", "FAILED", "FAILED", "PASSED", "FAILED"])
    }

    func testUnreadableRevision_isThatReportsFinding_andTheOthersAreStillChecked() throws {
        let (repository, passing, _) = try makeHistory()
        let outcome = CheckBaseline.run(["--rev", passing, "--rev", "no-such-tag", "--rev", "HEAD~1", repository.path])
        XCTAssertEqual(outcome.exitCode, 1)
        XCTAssertEqual(outcome.standardError, "")
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains(
            "\(repository.path)@no-such-tag: error: cannot be read: \(repository.path) at no-such-tag: not a commit in its git repository [FILE007]"),
            outcome.standardOutput)
        let verdicts = lines.filter { $0.contains(": PASSED: ") || $0.contains(": FAILED: ") }
        XCTAssertEqual(verdicts.count, 3, outcome.standardOutput)
        XCTAssertTrue(verdicts[0].contains(": PASSED: ") && verdicts[2].contains(": PASSED: "), outcome.standardOutput)
        XCTAssertTrue(verdicts[1].hasPrefix("\(repository.path)@no-such-tag: FAILED: "), verdicts[1])
        let plain = try TemporaryDirectory()
        let notARepository = CheckBaseline.run(["--rev", "HEAD", plain.path])
        XCTAssertEqual(notARepository.exitCode, 1)
        XCTAssertTrue(notARepository.standardOutput.contains("\(plain.path) at HEAD: not a git repository (or any of the parent directories): .git [FILE007]"),
                      notARepository.standardOutput)
    }

    func testParsing_revisionsAndInstallHook() throws {
        let options = try CheckCommand.arguments(["--rev", "v1", "a", "--rev=HEAD~2", "b"])
        XCTAssertEqual(options.revisions, ["v1", "HEAD~2"])
        XCTAssertEqual(options.checkouts, ["a", "b"])
        XCTAssertEqual(try CheckCommand.arguments([]).revisions, [])
        let hooks: [(words: [String], checkout: String, force: Bool, hook: HookOptions)] = [
            ([], ".", false, HookOptions()),
            (["repo"], "repo", false, HookOptions()),
            (["--force", "repo"], "repo", true, HookOptions()),
            (["repo", "--", "--behaviour"], "repo", false, behaviour),
            (["--", "--behaviour", "--strict"], ".", false, strict),
            (["--", "--skip", "FMT005", "--jobs=1"], ".", false, skipping),
        ]
        for (words, checkout, force, hook) in hooks {
            let arguments = try InstallHookCommand.arguments(words)
            XCTAssertEqual(arguments.checkout, checkout, "\(words)")
            XCTAssertEqual(arguments.force, force, "\(words)")
            XCTAssertEqual(arguments.hook, hook, "\(words)")
        }
        let verify = try VerifyControlCommand.arguments(["--against", "v1", "--rev", "v2", "."])
        XCTAssertEqual(verify.verify.mode, .comparison(against: "v1"))
        XCTAssertEqual(verify.revisions, ["v2"])
    }

    private var behaviour: HookOptions {
        var options = HookOptions()
        options.behaviour = true
        return options
    }

    private var skipping: HookOptions {
        var options = HookOptions()
        options.checkOptions = ["--skip", "FMT005", "--jobs=1"]
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
            (["install-hook", "--", "--skip"], "the hook takes --behaviour, --mutants-in-diff, --strict and options of a check after --: --skip needs a value"),
            (["install-hook", "--", "--skip", "FMT005", "fork"],
             "the hook takes --behaviour, --mutants-in-diff, --strict and options of a check after --, not a checkout, a revision or a command: --skip FMT005 fork"),
            (["install-hook", "--", "--rev", "HEAD"],
             "the hook takes --behaviour, --mutants-in-diff, --strict and options of a check after --, not a checkout, a revision or a command: --rev HEAD"),
            (["install-hook", "--", "--list-rules"],
             "the hook takes --behaviour, --mutants-in-diff, --strict and options of a check after --, not a checkout, a revision or a command: --list-rules"),
            (["install-hook", "--", "--strict"], "--strict only goes with --behaviour or --mutants-in-diff"),
            (["verify-control", "--against", "v1", "--rev", "a", "--rev", "b"], "--against compares with one revision: give at most one --rev (default: the work tree)"),
            (["--against", "v1", "."], "--against only applies to verify-control"),
            (["install-hook", "--rev", "HEAD"], "install-hook takes --force and --since, not --rev"),
            (["install-hook", "--format", "json"], "install-hook takes --force and --since, not --format"),
            (["install-hook", "--list-rules"], "install-hook takes --force and --since, not --list-rules"),
            (["install-hook", "--since"], "--since needs a value"),
            (["--since", "v1", "."], "--since only applies to install-hook"),
            (["--prepare"], "--prepare only applies to verify-control"),
            (["verify-control", "--skip-test", "testA", "."], "--skip-test goes with --xctest"),
            (["verify-control", "--prepare", "."], "--prepare takes no checkout, revision or other option"),
            (["verify-control", "--prepare", "--xctest"], "--xctest and --prepare cannot be combined"),
            (["verify-control", "--prepare", "--rev", "HEAD"], "--prepare takes no checkout, revision or other option"),
            (["verify-control", "--xctest", "--save-cases", "d"],
             "--save-cases goes with a run against the model or --against, whose differences are cases"),
            (["verify-control", "--since", "v1"], "verify-control takes --format, --rev, --jobs, --strict, --quiet,"
                + " --verbose, --generate, --seed, --save-cases, --against, --xctest, --skip-test, --add-tests, --no-sandbox and --prepare, not --since"),
            (["verify-control", "--add-tests", "a.swift", "."], "--add-tests goes with --xctest"),
            (["--list-rules", "--rev", "HEAD"], "--list-rules takes no checkout or revision"),
        ]
        for (arguments, message) in cases {
            XCTAssertEqual(usageError(arguments), message, "\(arguments)")
        }
    }
}

/// `--rev A..B` and `--rev A...B`: a range stands for its commits, oldest first, as git lists them.
final class GitRevisionRangeTests: XCTestCase {
    /// Five commits on main, each changing README.md; the third drops `weak` from the delegate
    /// and the fourth restores it. A branch `side` forks from the second commit with one commit.
    private func makeHistory() throws -> (repository: GitRepository, commits: [String], side: String) {
        let repository = try GitRepository()
        try ExampleCheckout.copy(into: repository.path)
        var commits = [try repository.commit("the example checkout")]
        let delegate = repository.path + "/iHeartRating/iHeartRatingView.swift"
        let original = try String(contentsOfFile: delegate, encoding: .utf8)
        for (index, text) in [original, original.replacingOccurrences(of: "public weak var delegate", with: "public var delegate"),
                              original, original].enumerated() {
            try text.write(toFile: delegate, atomically: true, encoding: .utf8)
            try "# note \(index)\n".write(toFile: repository.path + "/NOTE.md", atomically: true, encoding: .utf8)
            commits.append(try repository.commit("commit \(index + 2)"))
        }
        try repository.git("checkout", "-q", "-b", "side", commits[1])
        try "side\n".write(toFile: repository.path + "/SIDE.md", atomically: true, encoding: .utf8)
        let side = try repository.commit("on the side")
        try repository.git("checkout", "-q", "main")
        return (repository, commits, side)
    }

    private func checkouts(_ outcome: CommandOutcome) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any]
        return (object?["checkouts"] as? [[String: Any]] ?? []).compactMap { $0["checkout"] as? String }
    }

    func testTwoDotRange_checksEachCommitAfterTheFirst_oldestFirst() throws {
        let (repository, commits, _) = try makeHistory()
        let outcome = CheckBaseline.run(["--format", "json", "--rev", "\(commits[0])..main", repository.path])
        XCTAssertEqual(outcome.standardError, "")
        XCTAssertEqual(outcome.exitCode, 1, "the third commit drops weak")
        XCTAssertEqual(try checkouts(outcome), commits.dropFirst().map { repository.path + "@" + $0.prefix(12) })
    }

    func testThreeDotRange_checksTheCommitsOnEitherSideOnly() throws {
        let (repository, commits, side) = try makeHistory()
        let outcome = CheckBaseline.run(["--format", "json", "--rev", "side...main", repository.path])
        XCTAssertEqual(Set(try checkouts(outcome)), Set((commits[2...] + [side]).map { repository.path + "@" + $0.prefix(12) }))
    }

    func testEmptyRange_checksNothingAndPasses() throws {
        let (repository, _, _) = try makeHistory()
        let outcome = CheckBaseline.run(["--format", "json", "--rev", "main..main", repository.path])
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        XCTAssertEqual(try checkouts(outcome), [])
    }

    func testMalformedOrOptionLikeRanges_areRefused() throws {
        let (repository, _, _) = try makeHistory()
        for range in ["main..", "..main", "--all..main", "main..-n1", "main....side", "main..side..main", ".main..side"] {
            let outcome = CheckBaseline.run(["--rev", range, repository.path])
            XCTAssertEqual(outcome.exitCode, 2, range)
            XCTAssertTrue(outcome.standardError.contains(range), "\(range): \(outcome.standardError)")
        }
        // Well formed but naming nothing: that checkout's finding, not a usage error.
        let unknown = CheckBaseline.run(["--rev", "main..nowhere", repository.path])
        XCTAssertEqual(unknown.exitCode, 1)
        XCTAssertTrue(unknown.standardOutput.contains("\(repository.path)@main..nowhere: error: cannot be read: "), unknown.standardOutput)
    }

    /// A range that names no commit says so (text), or is an empty report with the words on standard error.
    func testAnEmptyRange_saysThereIsNothingToCheck() throws {
        let (repository, _, _) = try makeHistory()
        let text = CheckBaseline.run(["--rev", "main..main", repository.path])
        XCTAssertEqual(text.exitCode, 0)
        XCTAssertEqual(text.standardOutput, "0 commits in main..main of \(repository.path): nothing to check\n")
        let json = CheckBaseline.run(["--rev", "main..main", "--format", "json", repository.path])
        XCTAssertTrue(json.standardOutput.contains("\"checkouts\": []"), json.standardOutput)
        XCTAssertEqual(json.standardError, text.standardOutput)
        let some = CheckBaseline.run(["--rev", "main~1..main", repository.path])
        XCTAssertFalse(some.standardOutput.contains("nothing to check"), some.standardOutput)
    }

    func testRangeReports_nameEachCommit_andEndWithTheSummaryAndTally() throws {
        let (repository, commits, _) = try makeHistory()
        let outcome = CheckBaseline.run(["--rev", "\(commits[0])..main", repository.path])
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        // git's own rendering of the subject and the author date, not the tool's.
        let date = try repository.git("log", "-1", "--format=%aI", commits[2])
        XCTAssertTrue(lines.contains { $0.hasPrefix("\(repository.path)@\(commits[2].prefix(12)) (\(date.prefix(10)) “commit 3”): FAILED: ") },
                      outcome.standardOutput)
        XCTAssertEqual(Array(lines.suffix(2)), ["3 of 4 commits passed", "SRC003 failed in 1 of 4 (weak-delegate)"])
    }

    func testRangeJSON_carriesEachRevisionAndTheSummary() throws {
        let (repository, commits, _) = try makeHistory()
        let outcome = CheckBaseline.run(["--format", "json", "--rev", "\(commits[0])..main", repository.path])
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let summary = try XCTUnwrap(object["summary"] as? [String: Any])
        XCTAssertEqual(summary["checkouts"] as? Int, 4)
        XCTAssertEqual(summary["passed"] as? Int, 3)
        XCTAssertEqual((summary["rules"] as? [String: [String: Int]])?["SRC003"], ["failed": 1, "notEvaluated": 0])
        let revisions = (object["checkouts"] as? [[String: Any]] ?? []).compactMap { $0["revision"] as? [String: String] }
        XCTAssertEqual(revisions.map { $0["id"] }, commits.dropFirst().map { $0 })
        for (revision, commit) in zip(revisions, commits.dropFirst()) {
            XCTAssertEqual(revision["subject"], try repository.git("log", "-1", "--format=%s", commit))
            XCTAssertEqual(revision["date"], try repository.git("log", "-1", "--format=%aI", commit))
        }
    }

    /// A commit as the timeline names it: short ID, git's short author date and subject.
    private func timelineName(_ commit: String, in repository: GitRepository) throws -> String {
        "\(commit.prefix(12)) \(try repository.git("log", "-1", "--format=%ad", "--date=short", commit)) “\(try repository.git("log", "-1", "--format=%s", commit))”"
    }

    func testTimeline_saysWhereEachRuleStartedAndStoppedFailing_oldestFirst() throws {
        let (repository, commits, _) = try makeHistory()
        let outcome = CheckBaseline.run(["--format", "timeline", "--rev", "\(commits[0])..main", repository.path])
        XCTAssertEqual(outcome.exitCode, 1)
        let name = { (commit: String) in try self.timelineName(commit, in: repository) }
        let root = URL(fileURLWithPath: repository.path).resolvingSymlinksInPath().path
        XCTAssertEqual(outcome.standardOutput, """
            \(root): 4 commits, \(try name(commits[1])) to \(try name(commits[4]))
              SRC003 weak-delegate: started failing at \(try name(commits[2]))
              SRC003 weak-delegate: stopped failing at \(try name(commits[3]))

            """)
    }

    /// Nothing before the first commit checked was compared: the rule may have started failing anywhere before it.
    func testTimeline_doesNotSayARuleFailingAtTheFirstCommitCheckedStartedFailingThere() throws {
        let (repository, commits, _) = try makeHistory()
        let outcome = CheckBaseline.run(["--format", "timeline", "--rev", "\(commits[1])..main", repository.path])
        let name = { (commit: String) in try self.timelineName(commit, in: repository) }
        let root = URL(fileURLWithPath: repository.path).resolvingSymlinksInPath().path
        XCTAssertEqual(outcome.standardOutput, """
            \(root): 3 commits, \(try name(commits[2])) to \(try name(commits[4]))
              SRC003 weak-delegate: already failing at the first commit checked, \(try name(commits[2]))
              SRC003 weak-delegate: stopped failing at \(try name(commits[3]))

            """)
    }
}

/// `--strict`, `--quiet`, `--baseline FILE` and `--write-baseline FILE` on a history.
final class EverydayOptionsTests: XCTestCase {
    /// The example checkout, then a commit that drops `weak` (SRC003) and one that adds a README phrase.
    private func makeHistory() throws -> (repository: GitRepository, first: String) {
        let repository = try GitRepository()
        try ExampleCheckout.copy(into: repository.path)
        let first = try repository.commit("the example checkout")
        let delegate = repository.path + "/iHeartRating/iHeartRatingView.swift"
        let text = try String(contentsOfFile: delegate, encoding: .utf8)
        try text.replacingOccurrences(of: "public weak var delegate", with: "public var delegate")
            .write(toFile: delegate, atomically: true, encoding: .utf8)
        try repository.commit("a strong delegate")
        return (repository, first)
    }

    func testWrittenBaseline_makesKnownFindingsNotes_andANewFindingStillFails() throws {
        let (repository, first) = try makeHistory()
        let directory = try TemporaryDirectory()
        let file = directory.path + "/known.json"
        let written = CheckBaseline.run(["--rev", "\(first)..HEAD", "--write-baseline", file, repository.path])
        XCTAssertEqual(written.exitCode, 0, written.standardOutput + written.standardError)
        let known = CheckBaseline.run(["--rev", "HEAD", "--baseline", file, repository.path])
        XCTAssertEqual(known.exitCode, 0, known.standardOutput)
        XCTAssertTrue(known.standardOutput.contains("note: known (in the baseline): "), known.standardOutput)
        // Edits elsewhere in the file move the finding's line, not what makes it known.
        let delegate = repository.path + "/iHeartRating/iHeartRatingView.swift"
        let text = try String(contentsOfFile: delegate, encoding: .utf8)
        try ("// a line above\n" + text).write(toFile: delegate, atomically: true, encoding: .utf8)
        try repository.commit("a comment")
        XCTAssertEqual(CheckBaseline.run(["--rev", "HEAD", "--baseline", file, repository.path]).exitCode, 0)
        try text.replacingOccurrences(of: "open class HeartRatingView", with: "public class HeartRatingView")
            .write(toFile: delegate, atomically: true, encoding: .utf8)
        try repository.commit("a closed class")
        let new = CheckBaseline.run(["--rev", "HEAD", "--baseline", file, repository.path])
        XCTAssertEqual(new.exitCode, 1)
        XCTAssertTrue(new.standardOutput.contains("[SRC001]"), new.standardOutput)
    }

    func testUnusableBaseline_isAUsageError() throws {
        let directory = try TemporaryDirectory()
        let bad = try directory.write("bad.json", #"{"schemaVersion": 2, "findings": []}"#)
        let outcome = CheckBaseline.run(["--baseline", bad, ExampleCheckout.root])
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(outcome.standardError.contains("schemaVersion 2 is not supported"), outcome.standardError)
        XCTAssertEqual(CheckBaseline.run(["--baseline", directory.path + "/none.json", ExampleCheckout.root]).exitCode, 2)
    }

    func testStrict_failsOnWarnings() throws {
        var report = CheckoutReport(
            checkout: CheckoutIdentity(displayName: "c", root: "/c"),
            results: [RuleResult(rule: Catalog.standard.rules[0].descriptor, status: .passed,
                                 findings: [Finding(ruleID: Catalog.standard.rules[0].id, severity: .warning, message: "w")])],
            fileFindings: [])
        XCTAssertTrue(report.passed)
        report = report.strict
        XCTAssertFalse(report.passed)
    }

    func testQuiet_printsOnlyWhatFailed() throws {
        let (repository, first) = try makeHistory()
        let outcome = CheckBaseline.run(["--quiet", "--rev", first, "--rev", "HEAD", repository.path])
        XCTAssertEqual(outcome.exitCode, 1)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertFalse(lines.contains { $0.contains(": note: ") || $0.contains(": PASSED: ") }, outcome.standardOutput)
        XCTAssertTrue(lines.contains { $0.contains("[SRC003]") }, outcome.standardOutput)
        XCTAssertEqual(lines.last, "SRC003 failed in 1 of 2 (weak-delegate)")
    }
}

/// The audit of a long history, as issue 10 asks: every commit named, the summary and the timeline right,
/// and the work tree left as it was.
final class LongHistoryTests: XCTestCase {
    func testNinetyCommits_eachReportedWithSubjectAndDate_summaryAndTimelineRight_workTreeUntouched() throws {
        let repository = try GitRepository()
        try ExampleCheckout.copy(into: repository.path)
        var commits = [try repository.commit("the example checkout")]
        let delegate = repository.path + "/iHeartRating/iHeartRatingView.swift"
        let original = try String(contentsOfFile: delegate, encoding: .utf8)
        // Commits 30 to 59 (of 1...89) drop `weak`: SRC003 starts failing at 30 and stops at 60.
        for index in 1...89 {
            let weak = !(30..<60).contains(index)
            try (weak ? original : original.replacingOccurrences(of: "public weak var delegate", with: "public var delegate"))
                .write(toFile: delegate, atomically: true, encoding: .utf8)
            try "note \(index)\n".write(toFile: repository.path + "/NOTE.md", atomically: true, encoding: .utf8)
            commits.append(try repository.commit("commit \(index)"))
        }
        try "uncommitted\n".write(toFile: repository.path + "/NOTE.md", atomically: true, encoding: .utf8)
        let statusBefore = try repository.git("status", "--porcelain")

        // One check, rendered in both formats.
        let reports = Engine.check([repository.path], atRevisions: ["\(commits[0])..HEAD"], rules: Catalog.standard.rules,
                                   jobs: ProcessorCount.online)
        let text = TextReport(style: .plain).render(reports)
        let headlines = text.split(separator: "\n").filter { $0.contains(": PASSED: ") || $0.contains(": FAILED: ") }
        XCTAssertEqual(headlines.count, 89)
        // git's own short author dates, one `git log` for all.
        let days = Dictionary(uniqueKeysWithValues: try repository.git("log", "--format=%H %ad", "--date=short")
            .split(separator: "\n").map { line in (String(line.prefix(40)), String(line.dropFirst(41))) })
        for (headline, index) in zip(headlines, 1...89) {
            let date = days[commits[index]] ?? "?"
            XCTAssertTrue(headline.hasPrefix("\(repository.path)@\(commits[index].prefix(12)) (\(date) “commit \(index)”): "
                                             + ((30..<60).contains(index) ? "FAILED" : "PASSED")), String(headline))
        }
        XCTAssertTrue(text.hasSuffix("59 of 89 commits passed\nSRC003 failed in 30 of 89 (weak-delegate)\n"),
                      String(text.suffix(200)))

        let rules = TimelineReport(style: .plain).render(reports).split(separator: "\n").dropFirst()
        XCTAssertEqual(rules.map { String($0.prefix(while: { $0 != "“" })) }, [
            "  SRC003 weak-delegate: started failing at \(commits[30].prefix(12)) ",
            "  SRC003 weak-delegate: stopped failing at \(commits[60].prefix(12)) ",
        ].map { $0 + (days[$0.contains("started") ? commits[30] : commits[60]] ?? "?") + " " })
        XCTAssertEqual(try repository.git("status", "--porcelain"), statusBefore)
        XCTAssertEqual(try String(contentsOfFile: repository.path + "/NOTE.md", encoding: .utf8), "uncommitted\n")
    }
}
