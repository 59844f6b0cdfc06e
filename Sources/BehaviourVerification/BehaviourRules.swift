import BaselineChecks

/// The rules `verify-control` reports under: the checkout's own control compiled against the UIKit stand-in,
/// run in a sandbox, and held against the RatingReference model.
public enum BehaviourRules {
    public static let documentedCase = RuleDescriptor(
        id: "BHV001", name: "documented-cases-agree",
        summary: "On every documented edge case the control behaves as the model of the real control does.",
        rationale: "The documented cases are what the control's README, plans and tests promise; a fork that keeps"
            + " every guard string but changes what the control does breaks one of them, and no source rule sees it.")
    public static let generatedCase = RuleDescriptor(
        id: "BHV002", name: "generated-cases-agree",
        summary: "On generated cases aimed at the decision boundaries the control behaves as the model does.",
        rationale: "Touches just below, at and above every frame edge and half-rating threshold, sizes at the caps"
            + " and ratings around whole values find the behaviour changes the documented cases miss; each"
            + " difference is shrunk to a minimal case that `oracle --eval` replays.")
    public static let build = RuleDescriptor(
        id: "BHV003", name: "control-builds-against-stand-in",
        summary: "The control compiles on Linux against the UIKit stand-in, with only Objective-C and Interface"
            + " Builder attributes and optional requirements rewritten.",
        rationale: "A control that does not build cannot be run, so its behaviour cannot be verified; compiler"
            + " errors are mapped back to the checkout's file, line and column.")
    public static let run = RuleDescriptor(
        id: "BHV004", name: "control-runs-to-completion",
        summary: "The control never crashes, never raises CALayerInvalidGeometry where the model does not, and"
            + " finishes every case within its deadline.",
        rationale: "On iOS a crash or an uncaught CALayerInvalidGeometry ends the app, and a hang freezes it.")

    public static let tells = RuleDescriptor(
        id: "BHV005", name: "no-verification-tells",
        summary: "The control (and, with --xctest, its tests) uses nothing that lets code tell it is being verified"
            + " or reach outside the control: platform conditionals, other imports, the process and its environment,"
            + " files, symbols linked by name, ending the process, the stand-in's instrumentation.",
        rationale: "verify-control runs the control on Linux, in a sandbox, against a stand-in: code that can tell"
            + " can behave one way there and another on a device, and every verdict would hold only for the first."
            + " Each construct is a warning (it fails with --strict), and reaching the stand-in's instrumentation an"
            + " error: an honest control needs none of them.",
        severity: .warning)

    public static let change = RuleDescriptor(
        id: "BHV010", name: "behaviour-unchanged",
        summary: "The control behaves as it did at the revision it is compared with (`verify-control --against`),"
            + " on every documented and generated case.",
        rationale: "A reviewer needs to know what a change does to the control, not only whether it still agrees"
            + " with a model: the two revisions' controls are run on the same cases and every observable"
            + " difference (case, step, field, before, after) is a behaviour change, whether intended or not.")

    public static let testFailed = RuleDescriptor(
        id: "BHV020", name: "own-tests-pass",
        summary: "The checkout's own XCTest suite, run on Linux against the UIKit stand-in (`verify-control --xctest`),"
            + " passes; a test that uses what Linux cannot answer is reported as not verifiable, never as passed.",
        rationale: "The control's tests otherwise run only on a Mac with a simulator: CI on Linux and an auditor of a"
            + " fork can now see a test fail, at the assertion's line in the test file.")
    public static let testsBuild = RuleDescriptor(
        id: "BHV021", name: "own-tests-build-against-stand-in",
        summary: "The checkout's test files, unmodified, and its control, rewritten only where Linux requires it,"
            + " build against the UIKit stand-in.",
        rationale: "Tests that do not build cannot run; the compiler's errors are mapped to the checkout's files and"
            + " name the UIKit API the stand-in lacks, and a suite that cannot run here says why.")
    public static let testCrashed = RuleDescriptor(
        id: "BHV022", name: "own-tests-run-to-completion",
        summary: "No test of the checkout's own suite crashes or runs past its deadline.",
        rationale: "Each test runs alone in the sandbox, so a crash or a hang costs that test only and is reported"
            + " with it.")

    /// The rules of `verify-control`, in report order.
    public static let all = [documentedCase, generatedCase, build, run, tells]
    /// The rules of `verify-control --against`.
    public static let comparison = [build, change, tells]
    /// The rules of `verify-control --xctest`.
    public static let ownTests = [testsBuild, testFailed, testCrashed, tells]

    /// Every rule `verify-control` reports, for `explain`.
    public static let described = all + [change] + ownTests.filter { $0 != tells }
}
