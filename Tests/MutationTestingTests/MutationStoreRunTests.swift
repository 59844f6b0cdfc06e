import Foundation
import Synchronization
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification
@testable import MutationTesting

/// `mutation-score` with the verdict store, run on a copy of the example checkout (3 mutants, few cases): a
/// second run reuses every verdict, `--fresh` none, a damaged entry is judged again, and a changed control line
/// (a comment: the key holds the control's whole text) judges every mutant again, each time to the same verdicts.
final class MutationStoreRunTests: XCTestCase {
    private func verdicts(_ report: MutationReport) -> [Int: MutantVerdict] {
        Dictionary(uniqueKeysWithValues: report.results.map { ($0.mutant.number, $0.verdict) })
    }

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
                                               control: original, options: options, ownTests: .notRun))
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
        // --fresh judges again what the run before stored for this very control (one mutant is enough to show it;
        // the key leaves out which mutants a run takes).
        options.numbers = [try XCTUnwrap(edited.results.first).mutant.number]
        let again = try run(fresh: true)
        XCTAssertEqual(again.results.count, 1)
        XCTAssertEqual(again.reused, 0, "--fresh reused a stored verdict")
        XCTAssertEqual(verdicts(again), verdicts(first).filter { options.numbers.contains($0.key) })
    }

    /// `--incremental`: a comment added inside `refresh()` (and every later line moved down; new to every run of
    /// the tests, as the one in `bounce()` is, since the store keeps what each run judges) judges again only
    /// the mutant in `refresh()`; the one in `bounce()`, whose declaration is the same text, takes the verdict
    /// judged on the control before, said apart; a run without `--incremental` takes none of those.
    func testIncremental_judgesAgainOnlyTheMutantsOfTheChangedDeclaration() throws {
        let directory = try TemporaryDirectory()
        try ExampleCheckout.copy(into: directory.path)
        let control = directory.path + "/" + CheckoutPaths.source
        let text = try String(contentsOfFile: control, encoding: .utf8)
        // A control new to every run of the tests, which store what they judge.
        try text.replacingOccurrences(of: "    private func bounce() {\n",
                                      with: "    private func bounce() {\n        // \(UUID().uuidString)\n")
            .write(toFile: control, atomically: false, encoding: .utf8)
        let (_, original, made) = try MutationScore.mutants(of: directory.path, revision: nil)
        let lines = String(decoding: original, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        func firstMutant(after declaration: String) throws -> Mutant {
            let line = try XCTUnwrap(lines.firstIndex { $0.contains(declaration) }) + 1
            return try XCTUnwrap(made.mutants.first { $0.location.line > line + 1 && $0.mutationOperator == .constant })
        }
        let inRefresh = try firstMutant(after: "    func refresh() {")
        let inBounce = try firstMutant(after: "    private func bounce() {")
        var options = MutationOptions()
        options.numbers = [inRefresh.number, inBounce.number]
        options.ownTests = false
        options.verify.generatedCases = 100
        let progress = Mutex<[String]>([])
        func run(incremental: Bool = false, fresh: Bool = false) throws -> MutationReport {
            var given = options
            given.incremental = incremental
            given.fresh = fresh
            progress.withLock { $0 = [] }
            do {
                return try MutationScore.run(directory.path, options: given, jobs: 2, cacheBase: VerifyControlCache.home) { line in
                    progress.withLock { $0.append(line) }
                }
            } catch {
                throw Prerequisite.missing("mutation-score cannot run here: \(error)")
            }
        }
        let first = try run(fresh: true)
        XCTAssertEqual(first.results.count, 2)

        let edited = try String(contentsOfFile: control, encoding: .utf8).replacingOccurrences(
            of: "    func refresh() {\n", with: "    func refresh() {\n        // \(UUID().uuidString)\n")
        try edited.write(toFile: control, atomically: false, encoding: .utf8)
        let incremental = try run(incremental: true)
        XCTAssertEqual(incremental.reused, 1)
        XCTAssertEqual(incremental.reusedByDeclaration, 1)
        XCTAssertEqual(verdicts(incremental), verdicts(first))
        let told = progress.withLock { $0 }
        XCTAssertTrue(told.contains { $0.contains(" \(inBounce.location.line + 1):\(inBounce.location.column) ")
            && $0.hasSuffix("(stored for its declaration, --incremental)") }, "\(told)")
        XCTAssertTrue(told.contains { $0.contains(" \(inRefresh.location.line + 1):\(inRefresh.location.column) ")
            && !$0.contains("stored") }, "\(told)")
        XCTAssertTrue(incremental.text().contains("1 of them by --incremental, judged on a control that differed outside"),
                      incremental.text())

        // Without --incremental, only the verdict judged on this very control is taken.
        let whole = try run()
        XCTAssertEqual(whole.reused, 1)
        XCTAssertEqual(whole.reusedByDeclaration, 0)
        XCTAssertEqual(verdicts(whole), verdicts(first))
    }
}
