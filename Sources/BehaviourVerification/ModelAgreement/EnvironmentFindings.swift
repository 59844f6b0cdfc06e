import BaselineChecks
import RatingReference

extension BehaviourFindings {
    /// BHV005: `count` documented cases the control agreed on in the standard run and not under `environment`,
    /// shown by the first: it reacts to what differs between devices (a screen's scale, the interface style), as
    /// code that tells the stand-in from a device would.
    static func environmentReaction(
        _ oracleCase: OracleCase, _ outcome: DivergenceReporter.Outcome, count: Int, environment: DeviceEnvironment,
        at location: SourceLocation
    ) -> Finding {
        let what: String
        switch outcome {
        case .agrees: what = "it agrees"
        case .differs(let signature, let finding):
            what = finding?.message ?? "it differs in \(signature)"
        case .failed(let finding): what = finding.message
        case .notVerifiable(let reason): what = "it asked what the stand-in cannot answer: \(reason)"
        }
        return Finding(
            ruleID: BehaviourRules.tells.id, severity: .error,
            message: "the control reacts to which device it is on: \(count == 1 ? "" : "\(count) documented cases like")"
                + " documented case \(oracleCase.name) agree\(count == 1 ? "s" : "") with the model at \(DeviceEnvironment.standard.description) but not at \(environment.description) ("
                + "\(what)); a rating view has no use for either, and code that tells a device from the stand-in"
                + " would read them: no behaviour verdict holds",
            path: CheckoutPaths.source, location: location)
    }
}
