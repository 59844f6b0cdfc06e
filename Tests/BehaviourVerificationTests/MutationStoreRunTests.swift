import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// `mutation-score` with the verdict store, run on a copy of the example checkout (3 mutants, few cases): a
/// second run reuses every verdict, `--fresh` none, a damaged entry is judged again, and a changed control line
/// (a comment: the key holds the control's whole text) judges every mutant again, each time to the same verdicts.
final class MutationStoreRunTests: XCTestCase {
    func testVerdicts_areReusedUntilAnInputChanges() throws {
        let directory = try TemporaryDirectory()
        try ExampleCheckout.copy(into: directory.path)
        var options = MutationOptions()
        options.limit = 3
        options.ownTests = false
        options.verify.generatedCases = 100
        func run(fresh: Bool = false) throws -> MutationReport {
            var given = options
            given.fresh = fresh
            do {
                return try MutationScore.run(directory.path, options: given, jobs: 2, cacheBase: VerifyControlCache.home)
            } catch {
                throw Prerequisite.missing("mutation-score cannot run here: \(error)")
            }
        }
        func verdicts(_ report: MutationReport) -> [Int: MutantVerdict] {
            Dictionary(uniqueKeysWithValues: report.results.map { ($0.mutant.number, $0.verdict) })
        }
        // Fresh first: an earlier run of these tests may have stored them.
        let first = try run(fresh: true)
        XCTAssertEqual(first.results.count, 3)
        XCTAssertEqual(first.reused, 0, "--fresh reused a stored verdict")
        let second = try run()
        XCTAssertEqual(second.reused, 3, "the second run judged again")
        XCTAssertEqual(verdicts(second), verdicts(first))
        XCTAssertTrue(second.text().contains("3 of 3 verdicts reused from the store"), second.text())
        XCTAssertTrue(try second.json().contains("\"reused\": 3"))

        // One entry damaged: its mutant alone is judged again, to the same verdict.
        let (_, original, _) = try MutationScore.mutants(of: directory.path, revision: nil)
        let toolchain = try Toolchain.find(outside: [])
        let cache = try BuildCache(base: VerifyControlCache.home)
        let store = try XCTUnwrap(VerdictStore(cache: cache, toolchain: toolchain.version, linkage: LinkAllowlist.fingerprint,
                                               control: original, options: options, ownTests: "not run"))
        let damaged = try XCTUnwrap(first.results.first).mutant
        let product = cache.directory + "/" + store.key(for: damaged) + "/" + VerdictStore.product
        XCTAssertTrue(FileManager.default.fileExists(atPath: product), "the test names the entry as the run does")
        try "survived\n".write(toFile: product, atomically: false, encoding: .utf8)
        let repaired = try run()
        XCTAssertEqual(repaired.reused, 2, "a damaged entry was trusted, or a whole one judged again")
        XCTAssertTrue(repaired.notes.contains { $0.contains(store.key(for: damaged)) && $0.contains("damaged") }, "\(repaired.notes)")
        XCTAssertEqual(verdicts(repaired), verdicts(first))

        // A comment added: the control's text is not the same, so no verdict is reused. The comment is new to
        // every run of the tests, which store what they judge.
        let control = directory.path + "/" + CheckoutPaths.source
        let text = try String(contentsOfFile: control, encoding: .utf8)
        try (text + "// one more line, \(UUID().uuidString)\n").write(toFile: control, atomically: false, encoding: .utf8)
        let edited = try run()
        XCTAssertEqual(edited.reused, 0, "a verdict of another control was reused")
        XCTAssertEqual(verdicts(edited), verdicts(first))
        XCTAssertEqual(try run(fresh: true).reused, 0)
    }
}
