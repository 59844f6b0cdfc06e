import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BaselineCommand
@testable import BehaviourVerification
@testable import MutationTesting

/// `mutation-score --merge FILE...` as a user runs it: shard reports read from files, the merged report written
/// in the asked format with `--fail-under`'s exit code, and a refusal as a usage error (exit 2) naming the file.
final class MutationMergeCommandTests: XCTestCase {
    /// Shard reports of a sample of 9 of the example's mutants, every third survived, written to `directory`.
    private func shardFiles(_ count: Int, in directory: TemporaryDirectory) throws -> [String] {
        let (_, source, made) = try MutationScore.mutants(of: ExampleCheckout.root, revision: nil)
        return try (0..<count).map { index in
            var options = MutationOptions()
            options.limit = 9
            options.shard = MutantShard(index: index, count: count)
            let selection = try MutationScore.selected(made.mutants, of: source, in: ExampleCheckout.root, options: options)
            var report = MutationReport(
                checkout: "fork", controlPath: CheckoutPaths.source, madeCount: made.mutants.count, beyondCapCount: 0,
                results: selection.share.map { mutant in
                    MutantResult(mutant: mutant, verdict: mutant.number % 3 == 0 ? .survived : .caught(ruleID: "BHV001", detail: "differs"),
                                 in: source)
                }, ownTestsNote: nil, notes: [])
            report.list = selection.list
            report.shard = options.shard
            return try directory.write("shard-\(index).json", try report.json())
        }
    }

    func testMerge_writesOneReport_andHoldsFailUnder() throws {
        let directory = try TemporaryDirectory()
        let files = try shardFiles(3, in: directory)
        let text = CheckBaseline.run(["mutation-score", "--merge"] + files)
        XCTAssertEqual(text.exitCode, 0, text.standardError)
        XCTAssertTrue(text.standardOutput.contains(", 9 judged\n3 shards merged, a list of 9 mutants (list "), text.standardOutput)
        let json = CheckBaseline.run(["mutation-score", "--merge", "--format", "json"] + files.reversed())
        let merged = try MutationReport.decoded(from: Array(json.standardOutput.utf8))
        XCTAssertEqual(merged.results.count, 9)
        XCTAssertEqual(merged.mergedShards, 3)
        let failing = CheckBaseline.run(["mutation-score", "--merge", "--fail-under", "100"] + files)
        XCTAssertEqual(failing.exitCode, 1)
        XCTAssertTrue(failing.standardError.contains("is below --fail-under 100"), failing.standardError)
    }

    func testMerge_refusals_areUsageErrors_namingTheFile() throws {
        let directory = try TemporaryDirectory()
        let files = try shardFiles(3, in: directory)
        let missing = CheckBaseline.run(["mutation-score", "--merge", files[0], files[2]])
        XCTAssertEqual(missing.exitCode, 2)
        XCTAssertTrue(missing.standardError.contains("--merge: shard 1/3 of list "), missing.standardError)
        let notJSON = try directory.write("notes.txt", "not a report")
        let unreadable = CheckBaseline.run(["mutation-score", "--merge", files[0], notJSON])
        XCTAssertEqual(unreadable.exitCode, 2)
        XCTAssertTrue(unreadable.standardError.contains("--merge: \(notJSON): it is not a mutation-score JSON report"),
                      unreadable.standardError)
        let absent = CheckBaseline.run(["mutation-score", "--merge", directory.path + "/absent.json"])
        XCTAssertEqual(absent.exitCode, 2)
        XCTAssertTrue(absent.standardError.contains("--merge: cannot read \(directory.path)/absent.json"), absent.standardError)
    }
}
