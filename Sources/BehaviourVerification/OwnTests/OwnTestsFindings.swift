import BaselineChecks
import BaselineSupport

// The findings of the own-tests run (verify-control --xctest), worded; its rules are in Findings/OwnTestsRules.swift.
extension BehaviourFindings {
    /// What a test left out by `--skip-test` shows in the test list.
    static let leftOut = "left out by --skip-test"

    /// BHV020: how many tests ran and how they ended, as a note, so that a run says what it ran.
    static func testCount(_ statuses: [RuleStatus], leftOut: Int) -> Finding {
        let count = { (status: RuleStatus) in statuses.filter { $0 == status }.count }
        var message = "ran \(CountedNoun.text(statuses.count - leftOut, "test")) of the suite: \(count(.passed)) passed,"
            + " \(count(.failed)) failed"
        let notVerifiable = count(.notEvaluated) - leftOut
        if notVerifiable > 0 { message += ", \(notVerifiable) not verifiable on Linux" }
        if leftOut > 0 { message += "; \(leftOut) \(leftOut == 1 ? "was" : "were") \(Self.leftOut)" }
        return Finding(ruleID: BehaviourRules.testFailed.id, severity: .note, message: message)
    }

    /// BHV021: a `--skip-test` name that names no test of the suite.
    static func unknownSkippedTest(_ name: String) -> Finding {
        Finding(ruleID: BehaviourRules.testsBuild.id, severity: .error,
                message: "--skip-test \(name) names no test of the suite (a test is named Class.method, or method)")
    }

    /// BHV020: a failed assertion of `test`, where it failed.
    static func testFailed(_ test: TestSuite.Test, _ message: String, path: String, at location: SourceLocation?) -> Finding {
        Finding(ruleID: BehaviourRules.testFailed.id, severity: .error, message: "\(test.name) failed: \(message)",
                path: path, location: location)
    }

    /// BHV020: why `test` is not verifiable on Linux; a note, and the reason the rule is not evaluated.
    static func notVerifiable(_ test: TestSuite.Test, _ reason: String) -> String {
        "\(test.name) is not verifiable on Linux: \(reason)"
    }

    static func testNotVerifiable(_ test: TestSuite.Test, _ reason: String) -> Finding {
        Finding(ruleID: BehaviourRules.testFailed.id, severity: .note, message: notVerifiable(test, reason),
                path: test.path, location: test.location)
    }

    /// BHV022: `test` crashed, with `detail` (the signal and the first line it printed).
    static func testCrashed(_ test: TestSuite.Test, _ detail: String) -> Finding {
        Finding(ruleID: BehaviourRules.testCrashed.id, severity: .error, message: "\(test.name) crashed (\(detail))",
                path: test.path, location: test.location)
    }

    /// What became of a test that hung, for its finding and its line in the test list.
    static let testHung = "made no progress for \(TestRun.idleSeconds) s and was killed"

    /// BHV022: `test` hung and was killed.
    static func testHung(_ test: TestSuite.Test) -> Finding {
        Finding(ruleID: BehaviourRules.testCrashed.id, severity: .error, message: "\(test.name) \(testHung)",
                path: test.path, location: test.location)
    }

    /// BHV021: a compiler error at its place in the checkout, naming the UIKit API the stand-in lacks.
    static func testsBuildError(_ message: String, lacking: String?, path: String, at location: SourceLocation?) -> Finding {
        let lacks = lacking.map { " (the UIKit stand-in has no \($0))" } ?? ""
        return Finding(ruleID: BehaviourRules.testsBuild.id, severity: .error,
                       message: "does not build against the UIKit stand-in: \(message)\(lacks)", path: path, location: location)
    }

    /// BHV021: why the suite cannot run here.
    static func suiteCannotRun(_ message: String, path: String, at location: SourceLocation?) -> Finding {
        Finding(ruleID: BehaviourRules.testsBuild.id, severity: .error, message: "the suite cannot run here: \(message)",
                path: path, location: location)
    }

    /// BHV021, as one note: the changes the rewrite for Linux made to a control file the tests import.
    static func testsRewrites(_ edits: [ControlRewrite.Edit], path: String) -> Finding? {
        rewrites(edits, ruleID: BehaviourRules.testsBuild.id, path: path)
    }
}
