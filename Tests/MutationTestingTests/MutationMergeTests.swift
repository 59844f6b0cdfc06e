import TestSupport
import XCTest
@testable import BaselineChecks
@testable import MutationTesting

/// `--merge`: shard reports, written as JSON and read back, joined into the whole list's report; shards that
/// would not make it (another list, one twice, one missing, not a shard) refused, naming the files. The
/// verdicts here are given, not judged, so that nothing is compiled.
final class MutationMergeTests: XCTestCase {
    private struct Made {
        let source: [UInt8]
        let all: [Mutant]
    }

    private func example() throws -> Made {
        let (_, source, made) = try MutationScore.mutants(of: ExampleCheckout.root, revision: nil)
        return Made(source: source, all: made.mutants)
    }

    /// Each kind of verdict in turn, by the mutant's number.
    private func verdict(of mutant: Mutant) -> MutantVerdict {
        switch mutant.number % 4 {
        case 0: .caught(ruleID: "BHV001", detail: "case \(mutant.number) \"differs\"\nsecond line")
        case 1: .survived
        case 2: .equivalent(reason: "declared: no state reaches it")
        default: .didNotBuild("error: line \(mutant.number)")
        }
    }

    /// The report a run with `options` would give (`shard` included), its verdicts given by `verdict(of:)`.
    private func report(_ made: Made, _ options: MutationOptions) throws -> MutationReport {
        let selection = try MutationScore.selected(made.all, of: made.source, in: ExampleCheckout.root, options: options)
        var report = MutationReport(
            checkout: "fork", controlPath: CheckoutPaths.source, madeCount: made.all.count, beyondCapCount: 0,
            results: selection.share.map { MutantResult(mutant: $0, verdict: verdict(of: $0), in: made.source) },
            ownTestsNote: nil, notes: ["the declared equivalence ROR 1:1 (line 3) matches no mutant"])
        report.list = selection.list
        report.shard = options.shard
        return report
    }

    /// Shard `index` of `count` of a sample of 13, written as JSON and read back, as `--merge` reads it.
    private func shard(_ made: Made, _ index: Int, of count: Int, seed: UInt64 = 7) throws -> MutationMerge.Shard {
        var options = MutationOptions()
        options.limit = 13
        options.seed = seed
        options.shard = MutantShard(index: index, count: count)
        let json = try report(made, options).json()
        return MutationMerge.Shard(path: "shard-\(index)-of-\(count)-seed-\(seed).json",
                                   report: try MutationReport.decoded(from: Array(json.utf8)))
    }

    /// The merged report's reused verdicts are the shards' together, read back from their JSON.
    func testMergedReport_sumsTheReusedVerdicts() throws {
        let made = try example()
        let shards = try (0..<3).map { index in
            var report = try shard(made, index, of: 3).report
            report.reused = index
            return MutationMerge.Shard(path: "shard-\(index).json", report: try MutationReport.decoded(from: Array(try report.json().utf8)))
        }
        let merged = try MutationMerge.merge(shards)
        XCTAssertEqual(merged.reused, 0 + 1 + 2)
        XCTAssertTrue(merged.text().contains("3 of 13 verdicts reused from the store"), merged.text())
    }

    private func refusal(_ shards: [MutationMerge.Shard]) -> String {
        do {
            let merged = try MutationMerge.merge(shards)
            return "merged \(merged.results.count) mutants"
        } catch {
            return error.description
        }
    }

    func testMergedShards_giveTheWholeRunsVerdictsAndScore() throws {
        let made = try example()
        var options = MutationOptions()
        options.limit = 13
        options.seed = 7
        let whole = try report(made, options)
        for count in [1, 2, 3, 13, 20] {
            let merged = try MutationMerge.merge(try (0..<count).reversed().map { try shard(made, $0, of: count) })
            XCTAssertEqual(merged.results.map(\.mutant.number), whole.results.map(\.mutant.number), "\(count) shards")
            XCTAssertEqual(merged.results.map(\.verdict), whole.results.map(\.verdict), "\(count) shards")
            XCTAssertEqual(merged.results.map(\.diff), whole.results.map(\.diff))
            XCTAssertEqual(merged.results.map(\.change), whole.results.map(\.change))
            XCTAssertEqual(merged.scoreText, whole.scoreText)
            XCTAssertEqual(merged.list, whole.list)
            XCTAssertEqual(merged.notes, whole.notes, "a note every shard made is said once")
            XCTAssertTrue(merged.text().contains("\(count) shards merged, a list of 13 mutants (list \(whole.list!.shortDigest))"),
                          merged.text())
            // The whole run's text, but for the line that says it was merged.
            XCTAssertEqual(merged.text().split(separator: "\n").filter { !$0.contains("shards merged") },
                           whole.text().split(separator: "\n"))
        }
    }

    func testAShardsText_namesItsShardAndList() throws {
        let made = try example()
        let text = try shard(made, 1, of: 3).report.text()
        XCTAssertTrue(text.contains("shard 1/3 of a list of 13 mutants (list "), text)
        XCTAssertTrue(text.contains(", 4 judged\n"), text)
    }

    func testShardsOfAnotherList_areRefused_namingBothFiles() throws {
        let made = try example()
        let message = refusal([try shard(made, 0, of: 2), try shard(made, 1, of: 2, seed: 8)])
        XCTAssertTrue(message.contains("shard-0-of-2-seed-7.json (shard 0/2 of list "), message)
        XCTAssertTrue(message.contains("and shard-1-of-2-seed-8.json (shard 1/2 of list "), message)
        XCTAssertTrue(message.contains("are shards of different lists"), message)
        let counts = refusal([try shard(made, 0, of: 2), try shard(made, 1, of: 3)])
        XCTAssertTrue(counts.contains("are shards of different lists"), counts)
    }

    func testAShardGivenTwice_orMissing_isRefused_namingIt() throws {
        let made = try example()
        let twice = refusal([try shard(made, 0, of: 3), try shard(made, 1, of: 3), try shard(made, 1, of: 3)])
        XCTAssertTrue(twice.contains("shard-1-of-3-seed-7.json and shard-1-of-3-seed-7.json are both shard 1/3"), twice)
        let missing = refusal([try shard(made, 1, of: 3)])
        XCTAssertTrue(missing.contains("shards 0/3, 2/3 of list "), missing)
        XCTAssertTrue(missing.hasSuffix("are missing"), missing)
        let one = refusal([try shard(made, 0, of: 2)])
        XCTAssertTrue(one.contains("shard 1/2 of list ") && one.hasSuffix("is missing"), one)
        XCTAssertEqual(refusal([]), "--merge takes shard reports, and none was given")
    }

    func testAWholeRunsReport_orAShardCutShort_isRefused() throws {
        let made = try example()
        var options = MutationOptions()
        options.limit = 13
        let whole = MutationMerge.Shard(path: "whole.json", report: try report(made, options))
        XCTAssertTrue(refusal([whole]).contains("whole.json is not a shard's report"), refusal([whole]))
        let first = try shard(made, 0, of: 2)
        let json = try first.report.json()
        let target = "\"number\": \(first.report.results[0].mutant.number),"
        XCTAssertTrue(json.contains(target))
        let cut = json.replacing(target, with: "\"number\": \(first.report.results[1].mutant.number),", maxReplacements: 1)
        let changed = MutationMerge.Shard(path: "cut.json", report: try MutationReport.decoded(from: Array(cut.utf8)))
        let message = refusal([changed, try shard(made, 1, of: 2)])
        XCTAssertTrue(message.contains("the shards hold 13 mutants (12 different) but their list has 13"), message)
    }

    func testAFileThatIsNoReport_isRefused_sayingWhy() {
        for text in ["", "{}", "[1]", "{\"checkout\": 3}"] {
            XCTAssertThrowsError(try MutationReport.decoded(from: Array(text.utf8)), text) { error in
                XCTAssertTrue("\(error)".contains("it is not a mutation-score JSON report"), "\(error)")
            }
        }
    }
}
