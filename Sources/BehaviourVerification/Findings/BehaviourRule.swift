import BaselineChecks

/// A `verify-control` rule, whole in one value as a catalog rule is: what reports show of it, the runs that
/// report it, and its examples, which the tests put through those runs (a failing one must report it, a
/// passing one must not) and `explain` prints.
public struct BehaviourRule: Sendable, Equatable {
    public var descriptor: RuleDescriptor
    /// The runs of `verify-control` that report the rule; its examples go through the first.
    public var runs: [VerificationRun]
    public var failing: [BehaviourExample]
    public var passing: [BehaviourExample]

    public var id: String { descriptor.id }

    public init(
        _ descriptor: RuleDescriptor, runs: [VerificationRun], failing: [BehaviourExample], passing: [BehaviourExample]
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
