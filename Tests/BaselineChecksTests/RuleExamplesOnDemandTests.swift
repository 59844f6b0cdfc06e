import Synchronization
import TestSupport
import XCTest
@testable import BaselineChecks

/// A rule's examples are built when they are read (the tests, `explain`, the catalog as JSON),
/// never by a check, which does not need them.
final class RuleExamplesOnDemandTests: XCTestCase {
    /// Counts how often the examples below are built.
    private final class Builds: Sendable {
        let count = Mutex(0)

        func example(_ summary: String) -> [RuleExample] {
            count.withLock { $0 += 1 }
            return [RuleExample(summary)]
        }
    }

    func testCheck_buildsNoExamples_readingThemBuildsThem() throws {
        let builds = Builds()
        let rule = Rule(id: "AAA001", name: "a", summary: "s", rationale: "r", check: .fileExists(path: "a"),
                        examples: RuleExamples(failing: builds.example("failing"), passing: builds.example("passing")))
        let directory = try TemporaryDirectory()
        try directory.write("a", "")

        let report = Engine.check(Checkout(source: try DirectorySource(root: directory.path)), rules: [rule])
        XCTAssertTrue(report.passed)
        XCTAssertEqual(builds.count.withLock { $0 }, 0)

        XCTAssertEqual(rule.examples.failing.map(\.summary), ["failing"])
        XCTAssertEqual(rule.examples.passing.map(\.summary), ["passing"])
        XCTAssertEqual(builds.count.withLock { $0 }, 2)
    }
}
