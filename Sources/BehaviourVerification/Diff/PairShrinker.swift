import BaselineChecks
import RatingReference

/// Shrinks a case on which two controls differ: steps dropped and numbers made rounder for as long as they
/// still differ in the same field, both controls running each round's candidates in one batch each.
struct PairShrinker {
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
        func found(_ candidates: [OracleCase]) -> (OracleCase, (ControlRun, ControlRun)?, Divergence)? {
            let before = oldRunner.run(candidates)
            let after = newRunner.run(candidates)
            for (candidate, (was, now)) in zip(candidates, zip(before, after)) {
                guard let divergence = BehaviourComparison.divergence(was, now, in: candidate),
                      DivergenceReporter.signature(of: divergence) == signature
                else { continue }
                var runs: (ControlRun, ControlRun)?
                if case .ran(let first) = was, case .ran(let second) = now { runs = (first, second) }
                return (candidate, runs, divergence)
            }
            return nil
        }
        if let start = found([oracleCase]) { (current, currentRuns, currentDivergence) = start }
        for _ in 0..<40 {
            let candidates = DivergenceReporter.smaller(current)
            guard !candidates.isEmpty, let smaller = found(candidates) else { break }
            (current, currentRuns, currentDivergence) = smaller
        }
        return (current, currentRuns, currentDivergence)
    }
}
