import JSONCoding

/// Holds one control's run of a case against another's (the same control before and after a change),
/// without the model: the first step where their answers differ beyond `Tolerance`, or where one raised
/// an exception and the other did not. Where that step looks right after a touch that rounding may place
/// on either side of an edge (`TouchAlternatives`), the two may legitimately differ, and do not count.
public enum RunComparison {
    /// Where `after` first parts from `before` in `oracleCase`, or `nil` when it never does.
    public static func divergence(before: ControlRun, after: ControlRun, in oracleCase: OracleCase) -> Divergence? {
        var model = RatingControl()
        for (index, step) in oracleCase.steps.enumerated() {
            let raisedBefore = before.raised.map { $0.step == index } ?? false
            let raisedAfter = after.raised.map { $0.step == index } ?? false
            if raisedBefore || raisedAfter {
                guard raisedBefore && raisedAfter else {
                    let beforeText = raisedBefore ? before.raised?.message ?? "" : "no exception"
                    let afterText = raisedAfter ? after.raised?.message ?? "" : "no exception"
                    return Divergence(step: index, mismatches: [
                        FieldMismatch(step: index, field: "raised", expected: beforeText, actual: afterText),
                    ])
                }
                return nil
            }
            if let first = before.answers[index]?.text, let second = after.answers[index]?.text, first != second {
                let mismatches = differences(first, second, step: index)
                if !mismatches.isEmpty && !(index > 0 && touchIsAmbiguous(oracleCase.steps[index - 1], on: model)) {
                    return Divergence(step: index, mismatches: mismatches)
                }
            } else if (before.answers[index] == nil) != (after.answers[index] == nil) {
                return Divergence(step: index, mismatches: [FieldMismatch(
                    step: index, field: "answer", expected: before.answers[index] == nil ? "nothing" : "an answer",
                    actual: after.answers[index] == nil ? "nothing" : "an answer")])
            }
            model.apply(step)
        }
        return nil
    }

    /// The fields of two answers that differ beyond `Tolerance` (every field, whichever side has it).
    static func differences(_ before: [UInt8], _ after: [UInt8], step: Int) -> [FieldMismatch] {
        guard let first = try? JSONParser.parse(before), let second = try? JSONParser.parse(after) else {
            return [FieldMismatch(step: step, field: "answer", expected: String(decoding: before, as: UTF8.self),
                                  actual: String(decoding: after, as: UTF8.self))]
        }
        let forward = ObservationMatch.mismatches(expected: first, actual: second, step: step, numbers: .tolerant)
        // Fields only the second answer has are differences too.
        let backward = ObservationMatch.mismatches(expected: second, actual: first, step: step, numbers: .tolerant)
            .filter { $0.actual == "nothing" }
            .map { FieldMismatch(step: $0.step, field: $0.field, expected: "nothing", actual: $0.expected) }
        return forward + backward
    }

    /// Whether a touch step may land on either side of an edge or threshold by rounding, on a control whose
    /// frames are the model's.
    static func touchIsAmbiguous(_ step: Step, on model: RatingControl) -> Bool {
        var outcomes = Set<RatingControl>()
        for alternative in TouchAlternatives.of(step, frames: model.frames) {
            var state = model
            state.apply(alternative)
            outcomes.insert(state)
            if outcomes.count > 1 { return true }
        }
        return false
    }
}
