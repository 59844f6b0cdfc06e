import BaselineChecks

/// What `mutation-score` found for one control: every judged mutant and the score.
public struct MutationReport: Sendable {
    /// How the checkout is named, and the control's path in it.
    public let checkout: String
    public let controlPath: String
    /// How many mutants were made of the control (at most `MutantGenerator.maximumMutants`), and how many
    /// more it has, beyond the cap; `results` holds the judged ones (all made, or `--limit` of them).
    public let madeCount: Int
    public let beyondCapCount: Int
    public let results: [MutantResult]
    /// Whether survivors of the cases were also run against the checkout's own tests, and if not, why.
    public let ownTestsNote: String?
    /// What else the reader must know: declared equivalences that matched nothing or were caught.
    public let notes: [String]
    /// The checkout's root directory, when it is one: the SARIF report's base for the control's path.
    public var checkoutRoot: String?
    /// The list the judged mutants were taken from, and which share of it (`--shard`); `mergedShards` when the
    /// report joins shard reports (`--merge`).
    public var list: MutantList?
    public var shard: MutantShard?
    public var mergedShards: Int?
    /// How many verdicts were taken from the store (`VerdictStore`) instead of judged again.
    public var reused = 0
    /// How many of those were judged on another control whose declaration around the mutant was the same
    /// (`--incremental`).
    public var reusedByDeclaration = 0
    /// How many of the control's mutants `--in-diff` kept and left out.
    public var inDiff: InDiffNote?

    /// Whether `--in-diff` left nothing to judge: no mutant is on a changed line, which is no failing score.
    public var nothingInDiff: Bool { inDiff?.kept == 0 }

    /// Equivalent by the compiler's code, and by a declared reason.
    public var equivalentCounts: (compiler: Int, declared: Int) {
        var compiler = 0, declared = 0
        for result in results {
            guard case .equivalent(let reason) = result.verdict else { continue }
            if reason.hasPrefix("declared: ") { declared += 1 } else { compiler += 1 }
        }
        return (compiler, declared)
    }

    public func count(_ word: String) -> Int { results.count { $0.verdict.word == word } }

    /// Caught among the mutants that could be told apart: caught and survived (the equivalent and those that
    /// did not build are out of the count, as mutation-testing tools do); `nil` when there is none.
    public var score: Double? {
        let caught = count("caught"), survived = count("survived")
        return caught + survived == 0 ? nil : Double(caught) * 100 / Double(caught + survived)
    }

    /// The caught share as text with one decimal: `97.3 %`, or `no mutant could be told apart`.
    public var scoreText: String {
        guard let score else { return "no mutant could be told apart" }
        let tenths = Int((score * 10).rounded(.down))
        return "\(tenths / 10).\(tenths % 10) %"
    }
}
