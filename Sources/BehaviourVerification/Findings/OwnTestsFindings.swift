import BaselineChecks
import BaselineSupport

/// BHV020–BHV022: the checkout's own XCTest suite builds against the UIKit stand-in and passes, test by
/// test in the sandbox (`verify-control --xctest`).
extension BehaviourRules {
    static let ownTestsFamily = [testsBuild, testFailed, testCrashed]

    public static let testFailed = BehaviourRule(
        RuleDescriptor(
            id: "BHV020", name: "own-tests-pass",
            summary: "The checkout's own XCTest suite, run on Linux against the UIKit stand-in (`verify-control --xctest`),"
                + " passes; a test that uses what Linux cannot answer is reported as not verifiable, never as passed.",
            rationale: "The control's tests otherwise run only on a Mac with a simulator: CI on Linux and an auditor of a"
                + " fork can now see a test fail, at the assertion's line in the test file."),
        runs: [.ownTests],
        // Regressions of the control that the example's tests were written to catch.
        failing: [
            ForkExample("oversized minimum images overlap their neighbours", [
                .control("let maximumImageWidth = desiredImageWidth",
                         "let maximumImageWidth = max(desiredImageWidth, minImageSize.width)"),
            ], reports: "iHeartRatingTests.testOversizedMinimumImageWidthDoesNotOverlapRatingFrames failed: "),
            ForkExample("an accessibility adjustment notifies when nothing changed", [
                .control("guard adjustedRating != rating else { return }", "guard adjustedRating.isFinite else { return }"),
            ], reports: "iHeartRatingTests.testAccessibilityAdjustmentsNotifyOnlyWhenRatingChanges failed: "),
            // Caught only once `maxRating` makes new image views.
            ForkExample("new image views no longer get the content mode", [
                .control("        imageView.contentMode = imageContentMode\n", ""),
            ], reports: "iHeartRatingTests.testImageContentModePropagatesAndSurvivesImageViewReplacement failed: "),
        ],
        passing: [
            ForkExample("the same comparison, written the other way round", [
                .control("guard adjustedRating != rating else { return }", "guard rating != adjustedRating else { return }"),
            ]),
        ])

    public static let testsBuild = BehaviourRule(
        RuleDescriptor(
            id: "BHV021", name: "own-tests-build-against-stand-in",
            summary: "The checkout's test files, unmodified, and its control, rewritten only where Linux requires it,"
                + " build against the UIKit stand-in.",
            rationale: "Tests that do not build cannot run; the compiler's errors are mapped to the checkout's files and"
                + " name the UIKit API the stand-in lacks, and a suite that cannot run here says why."),
        runs: [.ownTests],
        failing: [
            ForkExample("a test that uses UIKit the stand-in lacks", [
                .tests("// MARK: - Helpers", "func testStack() { _ = ↓UIStackView() }\n\n    // MARK: - Helpers"),
            ], reports: "(the UIKit stand-in has no UIStackView)"),
        ],
        passing: [
            ForkExample("a test that uses UIKit the stand-in has", [
                .tests("// MARK: - Helpers", "func testView() { _ = UIView() }\n\n    // MARK: - Helpers"),
            ]),
        ])

    public static let testCrashed = BehaviourRule(
        RuleDescriptor(
            id: "BHV022", name: "own-tests-run-to-completion",
            summary: "No test of the checkout's own suite crashes or runs past its deadline.",
            rationale: "Each test runs alone in the sandbox, so a crash or a hang costs that test only and is reported"
                + " with it."),
        runs: [.ownTests],
        failing: [
            ForkExample("an accessibility increment that reads past an array's end", [
                .control("adjustRating(by: 1)", "adjustRating(by: [Float]()[1])"),
            ], reports: "iHeartRatingTests.testAccessibilityAdjustmentsNotifyOnlyWhenRatingChanges crashed ("),
        ],
        passing: [
            ForkExample("an accessibility increment that reads within the array", [
                .control("adjustRating(by: 1)", "adjustRating(by: [Float](repeating: 1, count: 2)[1])"),
            ]),
        ])
}

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
