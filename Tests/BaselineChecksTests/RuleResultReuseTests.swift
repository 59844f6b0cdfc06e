import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks

/// A history whose commits change a few files reuses the results of the rules those files do not touch, and
/// reports exactly what checking every commit afresh reports: failures that start and stop, files that come
/// and go or become links, a broken script, and files whose size brings the checkout to its memory budget.
final class RuleResultReuseTests: XCTestCase {
    func testAHistory_reportsWhatCheckingEachCommitAfreshReports_andReusesMostResults() throws {
        let repository = try GitRepository()
        try ExampleCheckout.copy(into: repository.path)
        var commits = [try repository.commit("the example checkout")]
        let source = repository.path + "/" + CheckoutPaths.source
        let original = try String(contentsOfFile: source, encoding: .utf8)
        let readme = repository.path + "/README.md"
        let readmeText = try String(contentsOfFile: readme, encoding: .utf8)
        let changes = repository.path + "/CHANGES.md"
        let changesText = try String(contentsOfFile: changes, encoding: .utf8)
        // 1.2 MiB of text is charged 100 MiB: two such files pass the budget, in long lines that parse quickly.
        let big = String(repeating: String(repeating: "x", count: 1023) + "\n", count: 1200)
        let steps: [(String, () throws -> Void)] = [
            ("drop weak", { try self.write(original.replacingOccurrences(of: "public weak var delegate", with: "public var delegate"), source) }),
            ("a note", { try self.write("note\n", repository.path + "/NOTE.md") }),
            ("weak again", { try self.write(original, source) }),
            ("break the script", { try self.write("if then\n", repository.path + "/build.sh") }),
            ("README as a link", {
                try FileManager.default.removeItem(atPath: readme)
                try FileManager.default.createSymbolicLink(atPath: readme, withDestinationPath: "VISION.md")
            }),
            ("README back", {
                try FileManager.default.removeItem(atPath: readme)
                try self.write(readmeText, readme)
            }),
            ("a big CHANGES", { try self.write(changesText + big, changes) }),
            ("a big README too", { try self.write(readmeText + big, readme) }),
            ("CHANGES small again", { try self.write(changesText, changes) }),
            ("no podspec", { try FileManager.default.removeItem(atPath: repository.path + "/" + CheckoutPaths.podspec) }),
        ]
        for (message, change) in steps {
            try change()
            commits.append(try repository.commit(message))
        }
        // Every commit twice, so that the second pass can reuse everything.
        let revisions = ["\(commits[0])..HEAD", "\(commits[0])..HEAD"]
        let sources = try revisions.flatMap { try GitRevisionRange.commits($0, in: repository.path) }.map {
            try GitRevisionSource(checkout: repository.path, revision: $0) as any CheckoutSource
        }
        let afresh = sources.map { Engine.check(Checkout(source: $0), rules: Catalog.standard.rules) }
        for jobs in [1, 2] {
            let reports = Engine.check([repository.path], atRevisions: revisions, rules: Catalog.standard.rules, jobs: jobs)
            XCTAssertEqual(JSONReport(style: .plain).render(reports), JSONReport(style: .plain).render(afresh), "jobs \(jobs)")
            let text = TextReport(style: .plain).render(reports)
            XCTAssertTrue(text.contains("FILE009"), "the big commits meet the budget")
            XCTAssertTrue(text.contains("[SRC003]"), "dropping weak fails")
        }
        // The same run with a cache the test can count.
        let earlier = RuleResultCache()
        let checked = Engine.check(sources, rules: Catalog.standard.rules, jobs: 2, earlier: earlier)
        XCTAssertEqual(JSONReport(style: .plain).render(checked), JSONReport(style: .plain).render(afresh))
        let evaluations = Catalog.standard.rules.count * checked.count
        XCTAssertGreaterThan(earlier.reusedCount, evaluations * 3 / 4, "of \(evaluations)")
    }

    private func write(_ text: String, _ path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
