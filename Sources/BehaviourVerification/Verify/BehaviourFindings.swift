import BaselineChecks
import BaselineSupport
import JSONCoding
import RatingReference

/// The findings `verify-control` reports, worded in one place, each under its rule.
enum BehaviourFindings {
    /// BHV001: a documented case where the control parts from the model; a note, naming the entries, when the
    /// case's expectations rest on assumed entries of the stand-in's fidelity ledger.
    static func documentedCase(
        _ oracleCase: OracleCase, _ divergence: Divergence, at location: SourceLocation
    ) -> Finding {
        let assumed = oracleCase.assumes.isEmpty ? ""
            : "; the expectation rests on what the stand-in assumes of iOS (docs/uikit-fidelity.md: "
                + oracleCase.assumes.joined(separator: ", ") + "), so the control may be right on a device"
        return Finding(
            ruleID: BehaviourRules.documentedCase.id, severity: oracleCase.assumes.isEmpty ? .error : .note,
            message: "documented case \(oracleCase.name) differs \(describe(divergence, in: oracleCase))\(assumed)",
            path: CheckoutPaths.source, location: location,
            notes: extraFields(divergence) + [FindingNote(message: "documented in \(oracleCase.documented)")])
    }

    /// BHV002: generated cases where the control parts from the model, shown by one shrunk case.
    static func generatedCases(
        count: Int, of total: Int, shrunk: OracleCase, _ divergence: Divergence, replay: String,
        at location: SourceLocation
    ) -> Finding {
        Finding(
            ruleID: BehaviourRules.generatedCase.id, severity: .error,
            message: "\(count) of \(total) generated cases differ like this one, shrunk to \(shrunk.steps.count)"
                + " steps: it differs \(describe(divergence, in: shrunk))",
            path: CheckoutPaths.source, location: location,
            notes: extraFields(divergence) + [FindingNote(
                message: "replay on the model: printf '%s\\n' \(ShellQuoting.quoted(replay)) | check-baseline oracle --eval -")])
    }

    /// BHV010: cases on which the control behaves differently from how it did at `beforeName`, shown by one
    /// shrunk case (and, for the HTML report, drawn before and after).
    static func change(
        count: Int, of total: Int, shrunk: OracleCase, _ divergence: Divergence, beforeName: String,
        figures: [FindingFigure]?, at location: SourceLocation
    ) -> Finding {
        let mismatch = divergence.mismatches.first
            .map { "\($0.field): before \(shown($0.expected)), after \(shown($0.actual))" } ?? "no field"
        let others = divergence.mismatches.dropFirst().prefix(5).map {
            FindingNote(message: "also \($0.field): before \(shown($0.expected)), after \(shown($0.actual))")
        }
        let index = min(divergence.step, shrunk.steps.count - 1)
        var place = stepText(shrunk.steps[index])
        if case .observe = shrunk.steps[index], index > 0 { place = "a look after step \(index): " + stepText(shrunk.steps[index - 1]) }
        let looks = shrunk.steps.map { step -> Step in if case .observe = step { .observe(Observation()) } else { step } }
        let caseText = JSONWriter.text(
            of: CaseFileEncoder.document([OracleCase(name: shrunk.name, documented: "", steps: looks)]), style: .compact)
        return Finding(
            ruleID: BehaviourRules.change.id, severity: .error,
            message: "behaviour changed since \(beforeName) in \(count) of \(total) cases, shown by one shrunk to"
                + " \(shrunk.steps.count) steps: at step \(index + 1) (\(place)): \(mismatch)",
            path: CheckoutPaths.source, location: location,
            notes: Array(others) + [FindingNote(message: "the case: \(caseText)")], figures: figures)
    }

    /// BHV003: a compiler error, at the checkout's position when it is in the control.
    static func buildError(_ message: String, at location: SourceLocation, inDriver: Bool) -> Finding {
        Finding(
            ruleID: BehaviourRules.build.id, severity: .error,
            message: inDriver
                ? "the control does not offer what the driver uses (its documented API): \(message)"
                : "does not build against the UIKit stand-in: \(message)",
            path: CheckoutPaths.source, location: location)
    }

    /// BHV003, as a note: one change the rewrite for Linux made to the control, where it made it.
    static func rewrite(_ edit: ControlRewrite.Edit) -> Finding {
        let change = edit.removed.isEmpty ? "inserted `\(edit.inserted)`" : "removed `\(edit.removed)`"
        return Finding(
            ruleID: BehaviourRules.build.id, severity: .note, message: "compiled for Linux with \(change): \(edit.reason)",
            path: CheckoutPaths.source, location: edit.location)
    }

    /// BHV005: a construct that lets code tell it is being verified, at its place in `path`: an error where it
    /// reaches the stand-in's instrumentation, a warning otherwise.
    static func tell(_ tell: VerificationTells.Tell, path: String) -> Finding {
        Finding(
            ruleID: BehaviourRules.tells.id, severity: tell.reachesInstrumentation ? .error : .warning,
            message: "`\(tell.construct)` \(tell.why): code can behave otherwise on a device than under"
                + " verification, and the verdicts hold only where it runs as verified",
            path: path, location: tell.location)
    }

    /// BHV004: a case the control crashed in, raised an exception the model does not, or ran past its deadline.
    static func runFailure(_ what: String, in oracleCase: OracleCase, step: Int?, at location: SourceLocation) -> Finding {
        let place = step.map { " at step \($0 + 1) (\(stepText(oracleCase.steps[min($0, oracleCase.steps.count - 1)])))" } ?? ""
        return Finding(
            ruleID: BehaviourRules.run.id, severity: .error,
            message: "case \(oracleCase.name)\(place): \(what)", path: CheckoutPaths.source, location: location)
    }

    /// `at step N (STEP): FIELD: model M, control C`; a look names the step it looks after.
    static func describe(_ divergence: Divergence, in oracleCase: OracleCase) -> String {
        let index = min(divergence.step, oracleCase.steps.count - 1)
        var place = stepText(oracleCase.steps[index])
        if case .observe = oracleCase.steps[index], index > 0 {
            place = "a look after step \(index): " + stepText(oracleCase.steps[index - 1])
        }
        let first = divergence.mismatches.first.map(mismatchText) ?? "no field"
        return "at step \(index + 1) (\(place)): \(first)"
    }

    static func mismatchText(_ mismatch: FieldMismatch) -> String {
        "\(mismatch.field): model \(shown(mismatch.expected)), control \(shown(mismatch.actual))"
    }

    /// A value as a finding shows it: its first 200 characters, so that a control's answer (as large as the
    /// driver's budget lets it be) does not become the report.
    private static func shown(_ value: String) -> String {
        value.count <= 200 ? value : value.prefix(200) + "… (\(value.utf8.count) bytes)"
    }

    /// The other differing fields of the step, as notes (at most five, then how many more).
    private static func extraFields(_ divergence: Divergence) -> [FindingNote] {
        let others = divergence.mismatches.dropFirst()
        var notes = others.prefix(5).map { FindingNote(message: "also " + mismatchText($0)) }
        if others.count > 5 { notes.append(FindingNote(message: "and \(others.count - 5) more fields")) }
        return notes
    }

    /// A step as the case files write it (a look without its expectation).
    static func stepText(_ step: Step) -> String {
        if case .observe = step { return "observe" }
        return JSONWriter.text(of: CaseFileEncoder.step(step), style: .compact)
    }
}
