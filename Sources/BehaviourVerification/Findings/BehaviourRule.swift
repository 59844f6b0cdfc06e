import BaselineChecks

/// A `verify-control` rule, whole in one value as a catalog rule is: what reports show of it, the runs that
/// report it, and its examples, which the tests put through those runs (a failing one must report it, a
/// passing one must not) and `explain` prints.
public struct BehaviourRule: DescribedRule, Equatable {
    public var descriptor: RuleDescriptor
    /// The runs of `verify-control` that report the rule; its examples go through the first.
    public var runs: [VerificationRun]
    public var failing: [ForkExample]
    public var passing: [ForkExample]

    public var id: String { descriptor.id }
    /// The sample app's rules (APP) are `xcode-test`'s; every other one is `verify-control`'s (BHV).
    public var family: RuleFamily { runs == [.sampleApp] ? .sampleApp : .behaviour }
    public var exampleSet: RuleExampleSet { .forks(failing: failing, passing: passing) }

    public init(
        _ descriptor: RuleDescriptor, runs: [VerificationRun], failing: [ForkExample], passing: [ForkExample]
    ) {
        self.descriptor = descriptor
        self.runs = runs
        self.failing = failing
        self.passing = passing
    }
}

/// The runs of `verify-control`, each with a report of its own rules.
public enum VerificationRun: Sendable, Equatable {
    /// `verify-control`: the control held against the model.
    case model
    /// `verify-control --against REV`: the control held against itself at REV (in the examples, the
    /// example checkout unchanged).
    case comparison
    /// `verify-control --xctest`: the checkout's own tests.
    case ownTests
    /// `xcode-test`'s sample-app proof: the sample app type-checked, its storyboards cross-checked.
    case sampleApp
}

extension RuleFamily {
    public static let behaviour = RuleFamily(
        name: "behaviour",
        origin: "Reported by `check-baseline verify-control`, which compiles and runs the checkout's control in a sandbox.")

    public static let sampleApp = RuleFamily(
        name: "sample-app",
        origin: "Reported by `check-baseline xcode-test`, which type-checks the checkout's sample app against the UIKit"
            + " stand-in and the control, and cross-checks its storyboards; nothing of the app is run.")
}
