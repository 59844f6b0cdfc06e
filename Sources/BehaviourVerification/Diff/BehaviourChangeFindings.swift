import BaselineChecks
import RatingReference

// BHV010's finding (the comparison of revisions), worded; the rule is in Findings/BehaviourChangeRules.swift.
extension BehaviourFindings {
    /// BHV010: cases on which the control behaves differently from how it did at `beforeName`, shown by one
    /// shrunk case (`replay`, its looks without expectations; and, for the HTML report, drawn before and after).
    static func change(
        count: Int, of total: Int, shrunk: OracleCase, _ divergence: Divergence, beforeName: String,
        replay: String, saved: CaseFiles.Saved, figures: DifferenceFigures?, at location: SourceLocation
    ) -> Finding {
        let wording = { (mismatch: FieldMismatch) in
            "\(mismatch.field): before \(shown(mismatch.expected)), after \(shown(mismatch.actual))"
        }
        let mismatch = divergence.mismatches.first.map(wording) ?? "no field"
        let index = min(divergence.step, shrunk.steps.count - 1)
        var place = stepText(shrunk.steps[index])
        if case .observe = shrunk.steps[index], index > 0 { place = "a look after step \(index): " + stepText(shrunk.steps[index - 1]) }
        return Finding(
            ruleID: BehaviourRules.change.id, severity: .error,
            message: "behaviour changed since \(beforeName) in \(count) of \(total) cases, shown by one shrunk to"
                + " \(shrunk.steps.count) steps: at step \(index + 1) (\(place)): \(mismatch)",
            path: CheckoutPaths.source, location: location,
            notes: extraFields(divergence, wording: wording) + replayNotes(replay, saved), figures: figures?.figures,
            steps: figures?.steps)
    }
}
