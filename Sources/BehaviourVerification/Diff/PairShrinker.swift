import BaselineChecks
import RatingReference

/// Shrinks a case on which two controls differ: steps dropped and numbers made rounder for as long as they
/// still differ in the same field, both controls running each round's candidates in one batch each.
struct PairShrinker {
    /// The most of the earlier control's answers kept in one round (the example's take about 6 KB a candidate).
    static let keptBytes = 32 << 20

    let old: ControlVerifier.BuiltControl
    let new: ControlVerifier.BuiltControl
    let builder: ControlBuilder

    func shrink(
        _ oracleCase: OracleCase, signature: String
    ) -> (OracleCase, (ControlRun, ControlRun)?, Divergence) {
        let oldRunner = CaseBatchRunner(driver: old.driver, builder: builder)
        let newRunner = CaseBatchRunner(driver: new.driver, builder: builder)
        var current = oracleCase
        var currentRuns: (ControlRun, ControlRun)?
        var currentDivergence = Divergence(step: 0, mismatches: [])
        // The first candidate on which the two differ like `signature`, found as the later control's runs end:
        // of those, only its run is kept.
        func found(_ candidates: [OracleCase]) -> (OracleCase, (ControlRun, ControlRun)?, Divergence)? {
            let kept = KeptAnswers(bytes: Self.keptBytes)
            let before = oldRunner.run(candidates) { kept.keep($1) }
            var found: (OracleCase, (ControlRun, ControlRun)?, Divergence)?
            _ = newRunner.run(candidates) { index, now in
                // A run not kept, or one that asked what the stand-in cannot answer, shows nothing.
                guard found == nil, let was = before[index], !Self.asked(was), !Self.asked(now),
                      let divergence = BehaviourComparison.divergence(was, now, in: candidates[index]),
                      DivergenceReporter.signature(of: divergence) == signature
                else { return }
                var runs: (ControlRun, ControlRun)?
                if case .ran(let first) = was, case .ran(let second) = now { runs = (first, second) }
                found = (candidates[index], runs, divergence)
            }
            return found
        }
        if let start = found([oracleCase]) { (current, currentRuns, currentDivergence) = start }
        for _ in 0..<40 {
            let candidates = DivergenceReporter.smaller(current)
            guard !candidates.isEmpty, let smaller = found(candidates) else { break }
            (current, currentRuns, currentDivergence) = smaller
        }
        return (current, currentRuns, currentDivergence)
    }

    /// Whether the run asked what the stand-in cannot answer as iOS would.
    private static func asked(_ result: ControlCaseResult) -> Bool {
        if case .ran(let run) = result { return !run.notVerifiable.isEmpty }
        return false
    }
}
