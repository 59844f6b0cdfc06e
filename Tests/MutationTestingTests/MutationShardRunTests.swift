import TestSupport
import XCTest
@testable import BaselineChecks
@testable import MutationTesting

/// `--shard` and `--merge` end to end on the example (the one test here that compiles mutants): a sample judged
/// whole, and judged in two shards written as JSON and merged, gives the same verdicts and score.
final class MutationShardRunTests: XCTestCase {
    func testTwoShardsMerged_giveTheWholeRunsVerdicts() throws {
        var options = MutationOptions()
        options.limit = 3
        options.ownTests = false
        options.verify.generatedCases = 50
        func run(_ shard: MutantShard?) throws -> MutationReport {
            var sharded = options
            sharded.shard = shard
            // Judged by the shards themselves, not read from what the whole run stored.
            sharded.fresh = shard != nil
            do {
                return try MutationScore.run(ExampleCheckout.root, options: sharded, jobs: 2, cacheBase: VerifyControlCache.home)
            } catch {
                throw XCTSkip("mutation-score cannot run here: \(error)")
            }
        }
        let whole = try run(nil)
        XCTAssertEqual(whole.results.count, 3)
        let shards = try (0..<2).map { index in
            let report = try run(MutantShard(index: index, count: 2))
            return MutationMerge.Shard(path: "shard-\(index).json", report: try MutationReport.decoded(from: Array(report.json().utf8)))
        }
        XCTAssertEqual(shards.map(\.report.results.count), [2, 1])
        let merged = try MutationMerge.merge(shards)
        XCTAssertEqual(merged.results.map(\.mutant.number), whole.results.map(\.mutant.number))
        XCTAssertEqual(merged.results.map(\.verdict), whole.results.map(\.verdict))
        XCTAssertEqual(merged.scoreText, whole.scoreText)
        XCTAssertEqual(merged.list, whole.list)
    }
}
