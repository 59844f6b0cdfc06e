import BaselineChecks
import BaselineSupport
import BehaviourVerification
import RatingReference

/// What judges a run's mutants: the builder of mutants and its judge by the cases, and the judge by the
/// checkout's own tests when survivors are to meet them.
struct MutantJudges: Sendable {
    let cases: MutantJudge
    let ownTests: OwnTestsJudge?

    /// The judges of mutants of `original`: its unmutated control compiled (with the driver), and, with
    /// `ownTests`, a cache for the mutants' test builds.
    static func make(
        _ source: any CheckoutSource, original: [UInt8], verifier: ControlVerifier, ownTests: Bool
    ) throws(VerificationFailure) -> MutantJudges {
        let rewrite: ControlRewrite
        do {
            rewrite = try ControlRewrite.rewrite(original)
        } catch {
            throw VerificationFailure("mutation-score: \(CheckoutPaths.source) does not lex as Swift: \(error.message)")
        }
        let builder: MutantBuilder
        switch MutantBuilder.make(builder: verifier.builder, original: rewrite) {
        case .success(let made): builder = made
        case .failure(let failure):
            throw VerificationFailure("mutation-score cannot build the unmutated control: \(failure.reason)")
        }
        // A mutant's cases run in one driver: `jobs` mutants are judged at once.
        let single = ControlVerifier(builder: verifier.builder, options: verifier.options, jobs: 1)
        let cases = MutantJudge(source: source, original: original, builder: builder, verifier: single)
        switch ownTests ? OwnTestsJudge.make(source: source, builder: verifier.builder).map(Optional.some) : .success(nil) {
        case .success(let made): return MutantJudges(cases: cases, ownTests: made)
        case .failure(let reason): throw VerificationFailure("mutation-score: \(reason)")
        }
    }

    /// The verdicts of `mutants` (none stored, or `--fresh`), `jobs` at once: each built and run through the
    /// cases, a survivor then through the checkout's own tests when `ownTests` (they pass unmutated).
    func verdicts(
        of mutants: [Mutant], in original: [UInt8], options: MutationOptions, ownTests: Bool, jobs: Int,
        counter: ProgressCounter
    ) throws(VerificationFailure) -> [MutantVerdict] {
        let testsJudge = ownTests ? self.ownTests : nil
        let verdicts = ParallelMap.map(mutants.count, jobs: max(1, jobs)) { index in
            // A declared equivalence is accepted only after cases aimed at it agree too.
            let probe = options.declared.entry(for: mutants[index], in: original).map { _ in
                EquivalenceProbe.cases(seed: options.seed &+ UInt64(mutants[index].number), generated: MutationScore.probeCases)
            }
            var verdict = cases.verdict(of: mutants[index], probe: probe)
            if verdict == .survived, let testsJudge {
                verdict = testsJudge.verdict(of: mutants[index], in: original)
            }
            counter.judged(mutants[index], verdict)
            return verdict
        }
        if let failure = cases.environmentFailure ?? testsJudge?.environmentFailure {
            throw VerificationFailure("mutation-score could not judge every mutant: \(failure)")
        }
        return verdicts
    }
}

extension MutationScore {
    /// What a run needs before it judges: the unmutated control's outcome (`stored`, else verified now) and,
    /// when `building`, the judges. The two share nothing, so with two jobs or more they are made at once: the
    /// unmutated control's cases run while the mutants' builder compiles it again for itself.
    static func prepare(
        _ source: any CheckoutSource, original: [UInt8], options: MutationOptions, verifier: ControlVerifier,
        stored: VerdictStore.Unmutated?, building: Bool, jobs: Int
    ) throws(VerificationFailure) -> (VerdictStore.Unmutated, MutantJudges?) {
        let parts = ParallelMap.map(2, jobs: min(2, max(1, jobs))) { part -> Preparation in
            if part == 0 {
                if let stored { return .unmutated(.success(stored)) }
                return .unmutated(Result { () throws(VerificationFailure) in
                    try verifiedUnmutated(source, options: options, verifier: verifier)
                })
            }
            guard building else { return .judges(.success(nil)) }
            return .judges(Result { () throws(VerificationFailure) in
                try MutantJudges.make(source, original: original, verifier: verifier, ownTests: options.ownTests)
            })
        }
        // The unmutated control's failure first: it says why no score can be made.
        guard case .unmutated(let unmutated) = parts[0], case .judges(let judges) = parts[1] else {
            preconditionFailure("the preparation's parts are in their order")
        }
        return (try unmutated.get(), try judges.get())
    }

    private enum Preparation: Sendable {
        case unmutated(Result<VerdictStore.Unmutated, VerificationFailure>)
        case judges(Result<MutantJudges?, VerificationFailure>)
    }

    /// The unmutated control verified (it must pass: a score of a failing control would count its own failures)
    /// and its own tests run: whether survivors are to meet them (they pass unmutated), and if not, why not.
    private static func verifiedUnmutated(
        _ source: any CheckoutSource, options: MutationOptions, verifier: ControlVerifier
    ) throws(VerificationFailure) -> VerdictStore.Unmutated {
        let control: CheckoutReport
        do {
            control = try verifier.verify(source)
        } catch {
            throw VerificationFailure("mutation-score: \(error)")
        }
        if let failing = firstFailure(in: control) {
            throw VerificationFailure("mutation-score: the unmutated control of \(source.displayName) does not pass"
                + " verify-control (\(failing.ruleID): \(failing.detail)); a score would count its own failures")
        }
        guard options.ownTests else {
            return VerdictStore.Unmutated(ownTestsUsable: false, note: "the checkout's own tests were not run (--no-xctest)")
        }
        let tests: CheckoutReport
        do {
            tests = try OwnTestsVerifier(builder: verifier.builder).verify(source)
        } catch {
            throw VerificationFailure("mutation-score: \(error)")
        }
        if let failing = firstFailure(in: tests) {
            return VerdictStore.Unmutated(
                ownTestsUsable: false, note: "the checkout's own tests were not run on survivors: unmutated, they do not pass"
                    + " (\(failing.ruleID): \(failing.detail))")
        }
        return VerdictStore.Unmutated(ownTestsUsable: true, note: nil)
    }
}
