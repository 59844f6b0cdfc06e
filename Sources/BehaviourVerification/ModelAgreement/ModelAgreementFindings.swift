import BaselineChecks
import BaselineSupport
import RatingReference

// The model run's findings (agreement with the reference model), worded; its rules are in Findings/ModelAgreementRules.swift.
extension BehaviourFindings {
    /// BHV001: a documented case where the control parts from the model (drawn, for the HTML report, as each
    /// looked there); a note, naming the entries, when the case's expectations rest on assumed entries of the
    /// stand-in's fidelity ledger.
    static func documentedCase(
        _ oracleCase: OracleCase, _ divergence: Divergence, figures: DifferenceFigures? = nil, at location: SourceLocation
    ) -> Finding {
        let assumed = oracleCase.assumes.isEmpty ? ""
            : "; the expectation rests on what the stand-in assumes of iOS (docs/uikit-fidelity.md: "
                + oracleCase.assumes.joined(separator: ", ") + "), so the control may be right on a device"
        return Finding(
            ruleID: BehaviourRules.documentedCase.id, severity: oracleCase.assumes.isEmpty ? .error : .note,
            message: "documented case \(oracleCase.name) differs \(describe(divergence, in: oracleCase))\(assumed)",
            path: CheckoutPaths.source, location: location,
            notes: extraFields(divergence) + [FindingNote(message: "documented in \(oracleCase.documented)")],
            figures: figures?.figures, steps: figures?.steps)
    }

    /// BHV001: a runtime attribute of a storyboard's control that its case leaves out, at its place (a note).
    static func storyboardAttributeLeftOut(at path: String, _ location: SourceLocation, _ reason: String) -> Finding {
        Finding(ruleID: BehaviourRules.documentedCase.id, severity: .note, message: reason, path: path, location: location)
    }

    /// BHV002: generated cases where the control parts from the model, shown by one shrunk case (and drawn).
    static func generatedCases(
        count: Int, of total: Int, shrunk: OracleCase, _ divergence: Divergence, replay: String,
        saved: CaseFiles.Saved, figures: DifferenceFigures? = nil, at location: SourceLocation
    ) -> Finding {
        Finding(
            ruleID: BehaviourRules.generatedCase.id, severity: .error,
            message: "\(count) of \(total) generated cases differ like this one, shrunk to \(shrunk.steps.count)"
                + " steps: it differs \(describe(divergence, in: shrunk))",
            path: CheckoutPaths.source, location: location,
            notes: extraFields(divergence) + replayNotes(replay, saved), figures: figures?.figures, steps: figures?.steps)
    }
}
