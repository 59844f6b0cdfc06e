import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BaselineCommand

/// `--in-diff REV|FILE` on a git repository made from the example: a commit that changes one line of the control
/// keeps exactly the mutants on that line; one that changes no line of it keeps none, says so and judges none.
final class MutationInDiffTests: XCTestCase {
    /// The example committed, then its control's line 202 changed (a comment added, so no mutant moves) and
    /// committed, then a README changed and committed.
    private func repository() throws -> GitRepository {
        let repository = try GitRepository()
        try ExampleCheckout.copy(into: repository.path)
        try repository.commit("example")
        let control = repository.path + "/" + CheckoutPaths.source
        var lines = try String(contentsOfFile: control, encoding: .utf8).components(separatedBy: "\n")
        XCTAssertTrue(lines[201].hasPrefix("        guard let emptyImage = emptyImage, availableWidth > 0"), lines[201])
        lines[201] += " // changed"
        try lines.joined(separator: "\n").write(toFile: control, atomically: true, encoding: .utf8)
        try repository.commit("line 202")
        try "changed\n".write(toFile: repository.path + "/NOTES.md", atomically: true, encoding: .utf8)
        try repository.commit("notes")
        return repository
    }

    private func run(_ words: [String]) -> CommandOutcome {
        CheckBaseline.run(["mutation-score"] + words)
    }

    /// `(line, number)` of each listed mutant, and the summary lines after them.
    private func listed(_ outcome: CommandOutcome) -> (mutants: [(line: Int, number: Int)], summary: [String]) {
        var mutants: [(Int, Int)] = [], summary: [String] = []
        for line in outcome.standardOutput.split(separator: "\n").map(String.init) {
            let parts = line.split(separator: ":")
            if line.hasPrefix(CheckoutPaths.source + ":"), let lineNumber = Int(parts[1]), let mark = line.firstRange(of: " #"),
               let number = Int(line[mark.upperBound...].prefix { $0 != ":" }) {
                mutants.append((lineNumber, number))
            } else {
                summary.append(line)
            }
        }
        return (mutants, summary)
    }

    func testACommitChangingOneLine_listsOnlyThatLinesMutants_byRevisionAndByDiffFile() throws {
        let repository = try repository()
        let whole = listed(run(["--list", "--quiet", repository.path]))
        let onTheLine = whole.mutants.filter { $0.line == 202 }.map(\.number)
        XCTAssertGreaterThan(onTheLine.count, 3)
        let byRevision = run(["--list", "--quiet", "--in-diff", "HEAD~2", repository.path])
        XCTAssertEqual(byRevision.exitCode, 0, byRevision.standardError)
        let kept = listed(byRevision)
        XCTAssertEqual(kept.mutants.map(\.number), onTheLine)
        XCTAssertTrue(kept.summary.contains("--in-diff: \(onTheLine.count) of the control's \(whole.mutants.count) mutants are on"
            + " lines changed since HEAD~2; \(whole.mutants.count - onTheLine.count) left out"), "\(kept.summary)")

        let diff = try repository.git("diff", "HEAD~2", "HEAD")
        let file = try repository.outside.write("change.diff", diff + "\n")
        let byFile = listed(run(["--list", "--quiet", "--in-diff", file, repository.path]))
        XCTAssertEqual(byFile.mutants.map(\.number), onTheLine)
        XCTAssertTrue(byFile.summary.contains { $0.contains("are on lines the diff \(file) adds or changes") }, "\(byFile.summary)")

        // With --rev, the change is from the --in-diff revision to that one: line 202 again, then nothing.
        XCTAssertEqual(listed(run(["--list", "--quiet", "--rev", "HEAD~1", "--in-diff", "HEAD~2", repository.path])).mutants.map(\.number),
                       onTheLine)
        XCTAssertEqual(listed(run(["--list", "--quiet", "--rev", "HEAD~1", "--in-diff", "HEAD~1", repository.path])).mutants.count, 0)

        // Shards of the kept mutants together are the kept mutants.
        let shards = (0..<2).map { listed(run(["--list", "--quiet", "--in-diff", "HEAD~2", "--shard", "\($0)/2", repository.path])) }
        XCTAssertEqual(shards.flatMap { $0.mutants.map(\.number) }.sorted(), onTheLine)
        XCTAssertTrue(shards[1].summary.contains { $0.hasPrefix("shard 1/2 of a list of \(onTheLine.count) mutants") }, "\(shards[1].summary)")
    }

    func testACommitChangingNoControlLine_keepsNone_andSaysSo_exitZero() throws {
        let repository = try repository()
        let listing = run(["--list", "--quiet", "--in-diff", "HEAD~1", repository.path])
        XCTAssertEqual(listing.exitCode, 0, listing.standardError)
        XCTAssertTrue(listed(listing).mutants.isEmpty, listing.standardOutput)
        XCTAssertTrue(listing.standardOutput.contains("--in-diff: no mutant of the control is on a line changed since HEAD~1;"
            + " none judged ("), listing.standardOutput)
        // Judging: nothing is built, the report says so, and --fail-under does not fail a run with nothing to judge.
        let judged = run(["--quiet", "--fail-under", "90", "--in-diff", "HEAD~1", repository.path])
        XCTAssertEqual(judged.exitCode, 0, judged.standardError)
        XCTAssertTrue(judged.standardOutput.contains(", 0 judged\n--in-diff: no mutant of the control is on a line"), judged.standardOutput)
    }

    func testWhatIsNeitherAFileNorARevision_isRefused() throws {
        let repository = try repository()
        let unknown = run(["--list", "--in-diff", "no-such-revision", repository.path])
        XCTAssertEqual(unknown.exitCode, 2)
        XCTAssertTrue(unknown.standardError.contains("--in-diff no-such-revision is neither a file nor a revision of"), unknown.standardError)
        let range = run(["--list", "--in-diff", "HEAD~1..HEAD", repository.path])
        XCTAssertEqual(range.exitCode, 2)
        XCTAssertTrue(range.standardError.contains("--in-diff takes a file or one revision"), range.standardError)
        let broken = try repository.outside.write("broken.diff", "+++ b/\(CheckoutPaths.source)\n@@ -1,2 +1,x @@\n")
        let malformed = run(["--list", "--in-diff", broken, repository.path])
        XCTAssertEqual(malformed.exitCode, 2)
        XCTAssertTrue(malformed.standardError.contains("--in-diff \(broken):2: expected a hunk header"), malformed.standardError)
    }
}
