import XCTest
@testable import BaselineCommand
@testable import BaselineChecks
@testable import BehaviourVerification
@testable import MutationTesting
import TestSupport

/// The words after `mutation-score`: its own options, refused with a message when they make no sense.
final class MutationArgumentsTests: XCTestCase {
    private func request(_ words: [String]) throws -> MutationScoreCommand.Arguments {
        try MutationScoreCommand.arguments(words)
    }

    func testDefaults_judgeEveryMutantOfTheCurrentDirectory_inText() throws {
        let plain = try request([])
        XCTAssertEqual(plain.checkout, ".")
        XCTAssertNil(plain.options.limit)
        XCTAssertNil(plain.options.failUnder)
        XCTAssertTrue(plain.options.ownTests)
        XCTAssertEqual(plain.format, .text)
    }

    func testOptions_inBothSpellings() throws {
        let given = try request(["--limit=12", "--seed", "0x10", "--fail-under", "87.5", "--generate=300", "--no-xctest",
                                 "-j", "3", "--format", "json", "--rev", "HEAD~1", "fork"])
        XCTAssertEqual(given.checkout, "fork")
        XCTAssertEqual(given.options.limit, 12)
        XCTAssertEqual(given.options.seed, 16)
        XCTAssertEqual(given.options.failUnder, 87.5)
        XCTAssertEqual(given.options.verify.generatedCases, 300)
        XCTAssertFalse(given.options.ownTests)
        XCTAssertEqual(given.jobs, 3)
        XCTAssertEqual(given.format, .json)
        XCTAssertEqual(given.options.revision, "HEAD~1")
        XCTAssertEqual(try request(["--mutant", "4", "--mutant=9"]).options.numbers, [4, 9])
        XCTAssertEqual(try request(["--format", "html"]).format, .html)
        XCTAssertEqual(try request(["--format=sarif"]).format, .sarif)
    }

    func testNonsense_isRefusedWithWhatWasWrong() {
        let refused: [([String], String)] = [
            (["--limit", "0"], "--limit takes a number from 1"),
            (["--fail-under", "101"], "--fail-under takes a percentage"),
            (["--format", "junit"], "mutation-score writes text, json, html or sarif, not junit"),
            (["--rev", "A..B"], "--rev takes one revision"),
            (["--mutant", "3", "--limit", "5"], "cannot be combined"),
            (["a", "b"], "takes one checkout"),
            (["--strict"], "mutation-score takes --rev, --limit, --seed, --mutant, --fail-under, --generate, --no-xctest, --fresh, --incremental,"
                + " --equivalent, --jobs, --format, --quiet, --in-diff, --shard, --merge and --list, not --strict"),
            (["--shard", "2/2"], "--shard 2/2: K counts from 0 to 1 (N-1); did you mean 1/2?"),
            (["--shard", "0/0"], "--shard 0/0: N is a number of shards from 1 to 1000"),
            (["--shard=1"], "--shard takes K/N (shard K of N, K from 0 to N-1), not 1"),
            (["--shard", "0/2", "--shard", "1/2"], "--shard"),
            (["--shrd", "0/2"], "unknown option --shrd; did you mean --shard?"),
            (["--merge"], "--merge takes the JSON reports of the shards, one FILE each"),
            (["--merge", "--shard", "0/2", "a.json"], "--merge takes only --format, --fail-under and --quiet, not --shard"),
            (["--merge", "--list", "a.json"], "--merge takes only --format, --fail-under and --quiet, not --list"),
            (["--bogus"], "unknown option --bogus; see check-baseline mutation-score --help"),
        ]
        for (words, message) in refused {
            let error = usageError(["mutation-score"] + words)
            XCTAssertTrue(error?.contains(message) ?? false, "\(words): \(error ?? "no usage error")")
        }
    }

    func testShardAndMerge_areTaken() throws {
        XCTAssertEqual(try request(["--shard", "2/5", "fork"]).options.shard, MutantShard(index: 2, count: 5))
        XCTAssertEqual(try request(["--shard=0/1"]).options.shard, MutantShard(index: 0, count: 1))
        let merge = try request(["--merge", "--format", "json", "--fail-under", "80", "a.json", "b.json"])
        XCTAssertTrue(merge.merge)
        XCTAssertEqual(merge.mergedFiles, ["a.json", "b.json"])
        XCTAssertEqual(merge.format, .json)
    }

    func testFresh_isTaken() throws {
        XCTAssertTrue(try request(["--fresh", "fork"]).options.fresh)
        XCTAssertFalse(try request(["fork"]).options.fresh, "stored verdicts are reused unless --fresh")
    }

    func testIncremental_isTaken_andOffByDefault() throws {
        XCTAssertTrue(try request(["--incremental", "fork"]).options.incremental)
        XCTAssertFalse(try request(["fork"]).options.incremental, "verdicts of other controls are reused unless --incremental")
    }

    /// `--list --shard K/N` lists shard K's mutants; the lists of all shards are the whole list, each once, and each
    /// names the same list.
    func testListOfEachShard_togetherTheWholeList() {
        func listed(_ extra: [String]) -> (numbers: [String], last: String) {
            let outcome = CheckBaseline.run(["mutation-score", "--list", "--quiet", "--limit", "30"] + extra + [ExampleCheckout.root])
            XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
            let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
            let mutants = lines.compactMap { line -> String? in
                guard let mark = line.firstRange(of: " #") else { return nil }
                return String(line[mark.upperBound...].prefix { $0 != ":" })
            }
            return (mutants, lines.last ?? "")
        }
        let whole = listed([])
        XCTAssertEqual(whole.numbers.count, 30)
        let shards = (0..<3).map { listed(["--shard", "\($0)/3"]) }
        XCTAssertEqual(shards.flatMap(\.numbers).sorted { Int($0)! < Int($1)! }, whole.numbers)
        let digests = Set(shards.map { $0.last.split(separator: "(list ").last.map { String($0.prefix(12)) } ?? "" })
        XCTAssertEqual(digests.count, 1, "\(shards.map(\.last))")
        XCTAssertTrue(shards[1].last.hasPrefix("shard 1/3 of a list of 30 mutants (list "), shards[1].last)
        XCTAssertTrue(shards[1].last.hasSuffix(", 10 listed above"), shards[1].last)
    }

    func testHelp_isPrintedAndExitsZero_andNamesEveryOperator() {
        let outcome = CheckBaseline.run(["mutation-score", "--help"])
        XCTAssertEqual(outcome.exitCode, 0)
        for operation in MutationOperator.allCases {
            XCTAssertTrue(outcome.standardOutput.contains(operation.rawValue), operation.rawValue)
        }
    }
}
