import BaselineChecks
import JSONCoding
import RatingReference

/// `verify-control --against`: the control at one revision and at another (or the work tree) run on the
/// same documented and generated cases, and every observable difference reported as a behaviour change
/// (BHV010), grouped by the field that changed, each group shown by one case shrunk to a minimum.
struct BehaviourComparison {
    /// The most kinds of change shrunk and reported.
    static let maximumChanges = 8
    /// The most of the earlier control's answers kept until the later control's are held against them: the
    /// example's 3 000 generated cases take 19 MB.
    static let keptBytes = 128 << 20

    let verifier: ControlVerifier

    func compare(
        before: any CheckoutSource, beforeName: String, after: any CheckoutSource
    ) throws(EnvironmentFailure) -> CheckoutReport {
        var report = CheckoutReportBuilder(checkout: after.identity, rules: BehaviourRules.comparison)
        var beforeReport = CheckoutReportBuilder(checkout: before.identity, rules: BehaviourRules.comparison)
        guard let old = try verifier.prepare(before, into: &beforeReport) else {
            // The report is the later control's: what is wrong at `beforeName` says where, in words.
            for finding in beforeReport.finished().allFindings {
                let place = finding.location.map { " (line \($0.line), column \($0.column) there)" } ?? ""
                var moved = finding
                moved.message = "at \(beforeName)\(place): \(finding.message)"
                moved.location = nil
                if finding.ruleID.hasPrefix("FILE") { report.fileFindings.append(moved) } else { report.add(moved) }
            }
            report.rest(notEvaluated: "the control at \(beforeName) cannot be compared with")
            return report.finished()
        }
        guard let new = try verifier.prepare(after, into: &report) else { return report.finished() }
        report.passed(BehaviourRules.change)
        // The same text after the rewrite is the same program: nothing can have changed.
        guard old.driver != new.driver else { return report.finished() }

        // A Set's order is unspecified, so two controls may read different touches of one step: such cases
        // say nothing about a change (rating-model.md, correction D).
        let cases = new.cases(old.cases(EdgeCases.all + verifier.generatedCases())).filter { !Self.hasSeveralTouches($0) }
        var kinds: [(signature: String, first: OracleCase, count: Int)] = []
        var unrun: (count: Int, first: String?) = (0, nil)
        for (oracleCase, change) in zip(cases, changes(cases, from: old, to: new, beforeName: beforeName)) {
            if let reason = change.notRun { unrun = (unrun.count + 1, unrun.first ?? reason) }
            guard let signature = change.signature else { continue }
            if let index = kinds.firstIndex(where: { $0.signature == signature }) {
                kinds[index].count += 1
            } else {
                kinds.append((signature, oracleCase, 1))
            }
        }
        // A case without a result on either side says nothing about a change: the verdict cannot be "unchanged".
        if let first = unrun.first {
            report.partlyNotEvaluated(
                BehaviourRules.change, "\(unrun.count) of \(cases.count) cases could not be compared, the first \(first)")
        }
        let shrinker = PairShrinker(old: old, new: new, builder: verifier.builder)
        for kind in kinds.prefix(Self.maximumChanges) {
            let (shrunk, runs, divergence) = shrinker.shrink(kind.first, signature: kind.signature)
            let replay = Self.replay(shrunk)
            report.add(BehaviourFindings.change(
                count: kind.count, of: cases.count, shrunk: shrunk, divergence, beforeName: beforeName,
                replay: replay, saved: CaseFiles(directory: verifier.options.savedCases).save(replay, name: shrunk.name),
                figures: Self.figures(shrunk, divergence, runs: runs, beforeName: beforeName),
                at: new.declarations.location(before: divergence.step, in: shrunk)))
        }
        return report.finished()
    }

    /// Each case run by both controls, the later held against the earlier as it ends: why it has no result on
    /// one side, and how the two differ (`DivergenceReporter.signature`); the answers are not kept.
    private func changes(
        _ cases: [OracleCase], from old: ControlVerifier.BuiltControl, to new: ControlVerifier.BuiltControl,
        beforeName: String
    ) -> [(notRun: String?, signature: String?)] {
        let kept = KeptAnswers(bytes: Self.keptBytes)
        let before = verifier.run(cases, on: old) { _, result in kept.keep(result) }
        return verifier.run(cases, on: new) { index, now in
            guard let was = before[index] else { return ("(at \(beforeName)): \(kept.notKeptReason)", nil) }
            let notRun = Self.notRunReason(was, beforeName: beforeName) ?? Self.notRunReason(now, beforeName: nil)
            // Answers the stand-in could not give as iOS would are compared with nothing.
            guard notRun == nil || Self.isNotRun(was) != Self.isNotRun(now) else { return (notRun, nil) }
            return (notRun, Self.divergence(was, now, in: cases[index]).map(DivergenceReporter.signature))
        }
    }

    /// Where the control after the change first parts from the control before it in a case: a difference
    /// in an answer or an exception, or one of them failing to run the case where the other did (run,
    /// crashed or hung on one side, not run on the other, is a difference too).
    static func divergence(_ before: ControlCaseResult, _ after: ControlCaseResult, in oracleCase: OracleCase) -> Divergence? {
        switch (before, after) {
        case (.ran(let was), .ran(let now)):
            return RunComparison.divergence(before: was, after: now, in: oracleCase)
        case (.notRun, .notRun):
            return nil
        default:
            let (was, wasStep) = describe(before)
            let (now, nowStep) = describe(after)
            guard was != now || wasStep != nowStep else { return nil }
            let step = min(wasStep ?? oracleCase.steps.count - 1, nowStep ?? oracleCase.steps.count - 1)
            return Divergence(step: step, mismatches: [FieldMismatch(step: step, field: "outcome", expected: was, actual: now)])
        }
    }

    /// Why a case has no result that can be compared, said for the report ("at REV: …" for the control before
    /// the change): it did not run, or it asked what the stand-in cannot answer as iOS would.
    private static func notRunReason(_ result: ControlCaseResult, beforeName: String?) -> String? {
        let side = beforeName.map { "at \($0)" } ?? "after the change"
        switch result {
        case .notRun(let reason): return "(\(side)): \(reason)"
        case .ran(let run) where !run.notVerifiable.isEmpty:
            return "(\(side)): it asked what the UIKit stand-in cannot answer as iOS would: \(run.notVerifiable[0])"
        default: return nil
        }
    }

    private static func isNotRun(_ result: ControlCaseResult) -> Bool {
        if case .notRun = result { return true }
        return false
    }

    /// How a case ended, and at which step when it did not run to its end.
    private static func describe(_ result: ControlCaseResult) -> (String, Int?) {
        switch result {
        case .ran: ("ran to its end", nil)
        case .crashed(let step, let detail): ("crashed (\(detail))", step)
        case .timedOut(let step, _): ("hung", step)
        case .notRun(let reason): ("not run: \(reason)", nil)
        }
    }

    /// Whether a step of the case hands the control several touches at once, whatever its kind (read from the
    /// step's fields, so a touch kind declared later is covered).
    static func hasSeveralTouches(_ oracleCase: OracleCase) -> Bool {
        oracleCase.steps.contains(where: \.hasSeveralTouches)
    }

    /// The control before and after, drawn as each looked at the step where they part.
    static func figures(
        _ oracleCase: OracleCase, _ divergence: Divergence, runs: (ControlRun, ControlRun)?, beforeName: String
    ) -> DifferenceFigures? {
        guard let runs else { return nil }
        return DifferenceFigures(oracleCase, divergence, sides: (
            DifferenceFigures.control(runs.0, at: divergence.step, caption: "before (\(beforeName))"),
            DifferenceFigures.control(runs.1, at: divergence.step, caption: "after")))
    }

    /// The shrunk case as a case file that `oracle --eval` reads: its looks without expectations, so that the
    /// model's replay shows what it does there.
    static func replay(_ shrunk: OracleCase) -> String {
        let looks = shrunk.steps.map { step -> Step in if case .observe = step { .observe(Observation()) } else { step } }
        return JSONWriter.text(
            of: CaseFileEncoder.document([OracleCase(name: shrunk.name, documented: "", steps: looks)]), style: .compact)
    }
}
