import JSONCoding

/// Holds the real control's run of a case against the model, allowing what the control may legitimately
/// do differently: rounding (`Tolerance`, `TouchAlternatives`) and an unspecified choice of touch.
///
/// The model keeps every state the control may be in (a few, after an ambiguous touch); each observation of
/// the control keeps those that agree with it. The first step where none agrees is the divergence.
public enum Conformance {
    /// The most model states followed at once.
    static let maximumCandidates = 32

    /// Where the control's run of `oracleCase` first parts from the model, or `nil` when it never does.
    public static func divergence(of run: ControlRun, in oracleCase: OracleCase) -> Divergence? {
        var candidates = [RatingControl()]
        for (index, step) in oracleCase.steps.enumerated() {
            switch step {
            case .observe:
                guard let answer = run.answers[index] else { return missingAnswer(at: index) }
                let outcome = agreeing(candidates, with: answer, step: index)
                guard !outcome.agreeing.isEmpty else { return Divergence(step: index, mismatches: outcome.closest) }
                candidates = outcome.agreeing
            case .sizeForImage(let image, let container, _):
                guard let answer = run.answers[index]?.json else { return missingAnswer(at: index) }
                let model = CaseFileEncoder.size(Layout.sizeForImage(image, in: container))
                let mismatches = ObservationMatch.mismatches(
                    expected: .object([JSONMember("sizeForImage", model)]),
                    actual: .object([JSONMember("sizeForImage", answer)]), step: index, numbers: .tolerant)
                if !mismatches.isEmpty { return Divergence(step: index, mismatches: mismatches) }
            default:
                candidates = perform(step, on: candidates)
                let modelException = candidates.lazy.compactMap(\.raised).first
                if let raised = run.raised, raised.step == index {
                    // The app ended: the case agrees if the model raised the same exception here.
                    guard let modelException, raised.message.contains(modelException.name) else {
                        return exceptionDivergence(model: modelException, control: raised.message, step: index)
                    }
                    return nil
                }
                candidates = candidates.filter { $0.raised == nil }
                if candidates.isEmpty {
                    return exceptionDivergence(model: modelException, control: "no exception", step: index)
                }
            }
        }
        return nil
    }

    /// Every candidate after `step`, with the alternatives of a touch, without repeats, at most `maximumCandidates`.
    static func perform(_ step: Step, on candidates: [RatingControl]) -> [RatingControl] {
        var next: [RatingControl] = []
        var seen = Set<RatingControl>()
        for candidate in candidates {
            for alternative in TouchAlternatives.of(step, frames: candidate.frames) {
                var state = candidate
                state.apply(alternative)
                if seen.insert(state).inserted { next.append(state) }
                if next.count == maximumCandidates { return next }
            }
        }
        return next
    }

    /// The candidates whose observation agrees with the control's, and the mismatches of the closest one
    /// when none does. Those whose observation is the answer's very text (with the frames as the model
    /// computes them, or as UIKit reads them back: `ReadBackFrames`) agree first, the answer not even read
    /// as JSON, and the others, which differ in something observable, are dropped; failing that, numbers
    /// are compared within `Tolerance`.
    static func agreeing(
        _ candidates: [RatingControl], with answer: ControlAnswer, step: Int
    ) -> (agreeing: [RatingControl], closest: [FieldMismatch]) {
        let exact = candidates.compactMap { candidate -> RatingControl? in
            var looked = candidate
            let observation = looked.observe()
            return ReadBackFrames.variants(of: observation).contains { variant in
                Array(JSONWriter.text(of: CaseFileEncoder.observation(variant), style: .compact).utf8) == answer.text
            } ? looked : nil
        }
        guard exact.isEmpty else { return (exact, []) }
        guard let json = answer.json else {
            return ([], [FieldMismatch(step: step, field: "answer", expected: "JSON", actual: "not JSON")])
        }
        return agreeingWithin(candidates, with: json, step: step)
    }

    /// `agreeing` for an answer read as JSON, numbers compared within `Tolerance`: each candidate first takes
    /// the control's rating when the two agree within `Tolerance.rating`, so that masks and text follow it.
    private static func agreeingWithin(
        _ candidates: [RatingControl], with answer: JSON, step: Int
    ) -> (agreeing: [RatingControl], closest: [FieldMismatch]) {
        let controlRating = ratingOf(answer)
        var agreeing: [RatingControl] = []
        var closest: [FieldMismatch]?
        for var candidate in candidates {
            if let controlRating, controlRating != candidate.rating,
               Tolerance.agree(Double(controlRating), Double(candidate.rating), relative: Tolerance.rating) {
                candidate.setRating(controlRating)
            }
            let observation = CaseFileEncoder.observation(candidate.observe())
            let mismatches = ObservationMatch.mismatches(
                expected: observation, actual: answer, step: step, numbers: .tolerant)
            if mismatches.isEmpty {
                agreeing.append(candidate)
            } else if closest == nil || mismatches.count < closest?.count ?? 0 {
                closest = mismatches
            }
        }
        return (agreeing, closest ?? [])
    }

    private static func ratingOf(_ answer: JSON) -> Float? {
        guard case .object(let members) = answer.value,
              let rating = members.first(where: { $0.key == "rating" }), let value = Tolerance.number(rating.value)
        else { return nil }
        return Float(value)
    }

    private static func missingAnswer(at step: Int) -> Divergence {
        Divergence(step: step, mismatches: [
            FieldMismatch(step: step, field: "answer", expected: "an answer", actual: "nothing"),
        ])
    }

    /// The divergence when one side raised at `step` and the other did not (or raised something else).
    private static func exceptionDivergence(model: RaisedException?, control: String, step: Int) -> Divergence {
        Divergence(step: step, mismatches: [
            FieldMismatch(
                step: step, field: "raised", expected: model?.description ?? "no exception", actual: control),
        ])
    }
}
