import BehaviourVerification

/// How `check-baseline mutation-score` mutates and judges a control.
public struct MutationOptions: Equatable, Sendable {
    /// The revision whose control is mutated, instead of the work tree's.
    public var revision: String?
    /// How many mutants are judged, picked by `seed` from all of them; all when `nil`.
    public var limit: Int?
    /// Only these mutants (by their numbers in `--list`), instead of all or a sample (`--mutant`).
    public var numbers: [Int] = []
    /// Only the mutants on the control's lines this diff adds or changes (`--in-diff`); all when `nil`.
    public var inDiff: InDiff?
    /// Only this share of the list to judge (`--shard K/N`); the whole list when `nil`.
    public var shard: MutantShard?
    /// The seed the sample of `limit` mutants follows from.
    public var seed: UInt64 = 20_261_202
    /// The least caught share of the judged, non-equivalent mutants, in percent, for a pass (`--fail-under`).
    public var failUnder: Double?
    /// Whether a survivor of the model's cases is also run against the checkout's own tests (`--xctest`).
    public var ownTests = true
    /// Survivors argued to be equivalent on iOS (`--equivalent FILE`).
    public var declared = DeclaredEquivalences()
    /// Whether every mutant is judged again, stored verdicts ignored (and replaced) (`--fresh`).
    public var fresh = false
    /// Whether a verdict judged on another control is reused when the mutant's declaration is the same text
    /// (`--incremental`; `MutantDeclarations`): faster after a small change, but a change elsewhere in the control
    /// may change what the mutant does, so the report counts these apart.
    public var incremental = false
    /// How the cases are run and the sandbox used, as for `verify-control`.
    public var verify = VerifyOptions()

    public init() {}
}
