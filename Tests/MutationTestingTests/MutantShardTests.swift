import TestSupport
import XCTest
@testable import BaselineChecks
@testable import MutationTesting

/// `--shard K/N`: every shard takes its share of one list, the shares together are the list, and the list's digest
/// changes with anything that would change a verdict.
final class MutantShardTests: XCTestCase {
    private func example() throws -> (source: [UInt8], mutants: [Mutant]) {
        let (_, source, made) = try MutationScore.mutants(of: ExampleCheckout.root, revision: nil)
        return (source, made.mutants)
    }

    func testShards_partitionTheList_disjointAndWhole_inSourceOrder() throws {
        let (source, all) = try example()
        var sampled = MutationOptions()
        sampled.limit = 40
        for options in [MutationOptions(), sampled] {
            let list = try MutationScore.selected(all, of: source, in: ExampleCheckout.root, options: options)
            for count in 1...5 {
                let shares = try (0..<count).map { index in
                    var sharded = options
                    sharded.shard = MutantShard(index: index, count: count)
                    let selection = try MutationScore.selected(all, of: source, in: ExampleCheckout.root, options: sharded)
                    XCTAssertEqual(selection.list, list.list, "a shard's list is the whole run's")
                    return selection.share.map(\.number)
                }
                let joined = shares.flatMap { $0 }
                XCTAssertEqual(joined.sorted(), list.share.map(\.number), "\(count) shards: union is the list")
                XCTAssertEqual(Set(joined).count, joined.count, "\(count) shards: disjoint")
                XCTAssertLessThanOrEqual((shares.map(\.count).max() ?? 0) - (shares.map(\.count).min() ?? 0), 1)
                XCTAssertTrue(shares.allSatisfy { $0 == $0.sorted() })
            }
        }
    }

    func testShareOfAList_isPositionModuloCount() throws {
        let shard = try XCTUnwrap(MutantShard(index: 1, count: 3))
        XCTAssertEqual(shard.share(of: Array(10..<20)), [11, 14, 17])
        XCTAssertNil(MutantShard(index: 3, count: 3))
        XCTAssertNil(MutantShard(index: 0, count: 0))
    }

    func testParse_acceptsKOfN_andSaysWhatIsWrongOtherwise() {
        XCTAssertEqual(try MutantShard.parse("0/1").get(), MutantShard(index: 0, count: 1))
        XCTAssertEqual(try MutantShard.parse("3/4").get(), MutantShard(index: 3, count: 4))
        let refused: [(String, String)] = [
            ("4/4", "K counts from 0 to 3 (N-1); did you mean 3/4?"), ("5/4", "K counts from 0 to 3"),
            ("-1/4", "K counts from 0"), ("1/0", "N is a number of shards from 1 to 1000"),
            ("1", "--shard takes K/N"), ("1/2/3", "--shard takes K/N"), ("a/b", "--shard takes K/N"), ("", "--shard takes K/N"),
        ]
        for (text, message) in refused {
            guard case .failure(let error) = MutantShard.parse(text) else { return XCTFail("\(text) was accepted") }
            XCTAssertTrue(error.message.contains(message), "\(text): \(error.message)")
        }
    }

    /// The digest is the same when made twice, and differs with the control, the sample, or an argument that
    /// changes a verdict.
    func testListDigest_isStable_andNamesControlListAndArguments() throws {
        let (source, all) = try example()
        let options = MutationOptions()
        let digest = MutantList(all, of: source, options: options)
        XCTAssertEqual(MutantList(all, of: source, options: options), digest)
        XCTAssertEqual(digest.digest.count, 64)
        var fewerCases = options
        fewerCases.verify.generatedCases = 10
        var otherSeed = options
        otherSeed.seed = 1
        var noTests = options
        noTests.ownTests = false
        var edited = source
        edited[edited.count - 1] = UInt8(ascii: " ")
        let others = [
            MutantList(Array(all.dropLast()), of: source, options: options), MutantList(all, of: edited, options: options),
            MutantList(all, of: source, options: fewerCases), MutantList(all, of: source, options: otherSeed),
            MutantList(all, of: source, options: noTests),
        ]
        for (index, other) in others.enumerated() {
            XCTAssertNotEqual(other.digest, digest.digest, "change \(index) kept the digest")
        }
    }
}
