import BaselineChecks
import BaselineSupport
import JSONCoding
import RatingReference

/// A behaviour difference drawn for the HTML report: the two sides (the model and the control, or the control
/// before and after a change) as each looked at the step where they part, side by side at the same scale (both
/// in the bounds the case set), the frames and masks that differ outlined on both, and the steps that led there.
struct DifferenceFigures {
    var figures: [FindingFigure]
    var steps: [String]

    /// One side of a difference: its caption and its answer at the differing look.
    struct Side {
        var caption: String
        var answer: JSON?
    }

    /// The drawings of `oracleCase` at the look `divergence` names, or `nil` when that step is no look or a side's
    /// answer does not say where its pairs are (an exception, a size, a control that answered nothing).
    init?(_ oracleCase: OracleCase, _ divergence: Divergence, sides: (Side, Side)) {
        let step = divergence.step
        guard oracleCase.steps.indices.contains(step), case .observe = oracleCase.steps[step] else { return nil }
        var bounds = Rect.zero
        for case .set(.bounds(let rect)) in oracleCase.steps.prefix(step) { bounds = rect }
        let marks = SVGMarks(fields: divergence.mismatches.map(\.field))
        let drawings = [sides.0, sides.1].compactMap { side -> FindingFigure? in
            guard let answer = side.answer, let observation = try? CaseFileDecoder.observation(JSONField(root: answer)) else {
                return nil
            }
            // Two drawings of one case on one page need clip paths of their own: named after what they draw.
            let digest = SHA256.digest(Array("\(oracleCase.name)\n\(step)\n\(side.caption)\n".utf8) + ControlAnswer(answer).text)
            let svg = SVGRenderer.svg(
                of: observation, bounds: bounds, title: "\(oracleCase.name), step \(step + 1), \(side.caption)",
                idPrefix: "d\(Hexadecimal.lowercase(digest.prefix(6)))-", marked: marks)
            return svg.map { FindingFigure(caption: side.caption, svg: $0) }
        }
        guard drawings.count == 2 else { return nil }
        figures = drawings
        steps = oracleCase.steps.prefix(step + 1).map(BehaviourFindings.stepText)
    }

    /// The model's side of a case where a control parted from it: what the model shows at the look `step`.
    static func model(_ oracleCase: OracleCase, at step: Int) -> Side {
        let prefix = OracleCase(name: oracleCase.name, documented: "", steps: Array(oracleCase.steps.prefix(step + 1)))
        let evaluated = CaseRunner.run(prefix).evaluated.steps
        guard evaluated.indices.contains(step), case .observe(let observation) = evaluated[step] else {
            return Side(caption: "the model", answer: nil)
        }
        return Side(caption: "the model", answer: CaseFileEncoder.observation(observation))
    }

    /// The control's side: its answer at the look `step` of `run`.
    static func control(_ run: ControlRun?, at step: Int, caption: String) -> Side {
        Side(caption: caption, answer: run?.answers[step]?.json)
    }
}
