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
