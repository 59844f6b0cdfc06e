import BaselineChecks
import BaselineSupport
import JSONCoding
import RatingReference

/// The findings `verify-control` reports, each worded in its rule's family file; here, how they show a case's
/// steps and the fields where two answers part.
enum BehaviourFindings {
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
    static func shown(_ value: String) -> String {
        value.count <= 200 ? value : value.prefix(200) + "… (\(value.utf8.count) bytes)"
    }

    /// The most differing fields after the first that a finding shows, one note line each.
    static let shownFields = 3

    /// The other differing fields of the step, as notes (at most `shownFields`, then how many more), each as
    /// `wording` says (`model M, control C`, or `before B, after A`).
    static func extraFields(
        _ divergence: Divergence, wording: (FieldMismatch) -> String = mismatchText
    ) -> [FindingNote] {
        let others = divergence.mismatches.dropFirst()
        var notes = others.prefix(shownFields).map { FindingNote(message: "also " + wording($0)) }
        if others.count > shownFields { notes.append(FindingNote(message: "and \(others.count - shownFields) more fields")) }
        return notes
    }

    /// A step as the case files write it (a look without its expectation).
    static func stepText(_ step: Step) -> String {
        if case .observe = step { return "observe" }
        return JSONWriter.text(of: CaseFileEncoder.step(step), style: .compact)
    }
}
