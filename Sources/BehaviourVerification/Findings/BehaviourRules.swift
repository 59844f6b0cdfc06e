import BaselineChecks

/// The rules `verify-control` reports under: the checkout's own control compiled against the UIKit stand-in,
/// run in a sandbox, and held against the RatingReference model, against itself at another revision, or
/// against its own tests. Each family of rules is declared, worded and exemplified in its own file.
public enum BehaviourRules {
    /// Every rule `verify-control` reports, for `explain`: family by family in the order a run's report
    /// lists its rules (the build before what needs it, the tells last).
    public static let described = agreementFamily + buildAndRunFamily + changeFamily + ownTestsFamily + tellsFamily
        + sampleAppFamily

    /// The rules of `verify-control`, in report order.
    public static let all = reported(by: .model)
    /// The rules of `verify-control --against`.
    public static let comparison = reported(by: .comparison)
    /// The rules of `verify-control --xctest`.
    public static let ownTests = reported(by: .ownTests)

    /// The rules `run` reports, in report order.
    public static func reported(by run: VerificationRun) -> [RuleDescriptor] {
        described.filter { $0.runs.contains(run) }.map(\.descriptor)
    }
}
