import BaselineChecks
import JSONCoding
import RatingReference

/// Turns the control's results into findings: each documented case that differs (BHV001), each kind of
/// difference among the generated cases with one case shrunk to a minimum (BHV002), and every crash,
/// unexpected exception and hang (BHV004).
package struct DivergenceReporter {
    /// The most kinds of generated difference shrunk and reported; the rest are counted in the last.
    static let maximumGeneratedFindings = 8
    /// The most crashes reported one by one.
    static let maximumRunFindings = 8

    let runner: CaseBatchRunner
    let declarations: ControlDeclarations
    /// Where each shrunk case is written (`--save-cases`).
    let caseFiles: CaseFiles

    static func report(documented outcomes: [Outcome], into report: inout CheckoutReportBuilder) {
        var runFailures = 0
        var unanswered: [String] = []
        for outcome in outcomes {
            switch outcome {
            case .agrees: continue
            case .differs(_, let finding):
                guard let finding else { continue }
                report.add(finding)
                // A difference where the expectation rests on an assumption is no error, and no agreement either.
                if finding.severity == .note { unanswered.append(finding.message) }
            case .failed(let finding):
                runFailures += 1
                if runFailures <= maximumRunFindings { report.add(finding) }
            case .notVerifiable(let reason): unanswered.append(reason)
            }
        }
        notEvaluated(BehaviourRules.documentedCase, unanswered, into: &report)
        report.passed(BehaviourRules.documentedCase)
        report.passed(BehaviourRules.run)
    }

    /// Cases whose answers may not be iOS's leave `rule` not evaluated (unless it failed), said once with the first.
    private static func notEvaluated(_ rule: BehaviourRule, _ reasons: [String], into report: inout CheckoutReportBuilder) {
        guard let first = reasons.first else { return }
        report.partlyNotEvaluated(rule, "\(reasons.count) cases rest on what the UIKit stand-in cannot answer as iOS"
            + " would, the first: \(first)")
    }

    func report(generated cases: [OracleCase], outcomes: [Outcome], into report: inout CheckoutReportBuilder) {
        var kinds: [(signature: String, first: OracleCase, count: Int)] = []
        var runFailures = 0
        var unanswered: [String] = []
        for (oracleCase, outcome) in zip(cases, outcomes) {
            switch outcome {
            case .agrees: continue
            case .notVerifiable(let reason): unanswered.append(reason)
            case .differs(let signature, _):
                if let index = kinds.firstIndex(where: { $0.signature == signature }) {
                    kinds[index].count += 1
                } else {
                    kinds.append((signature, oracleCase, 1))
                }
            case .failed(let finding):
                runFailures += 1
                if runFailures <= Self.maximumRunFindings { report.add(finding) }
            }
        }
        for kind in kinds.prefix(Self.maximumGeneratedFindings) {
            let (shrunk, run, divergence) = shrink(kind.first, signature: kind.signature)
            let replay = Self.replay(shrunk, run, divergence)
            report.add(BehaviourFindings.generatedCases(
                count: kind.count, of: cases.count, shrunk: shrunk, divergence, replay: replay,
                saved: caseFiles.save(replay, name: shrunk.name), figures: Self.figures(shrunk, divergence, run),
                at: declarations.location(before: divergence.step, in: shrunk)))
        }
        Self.notEvaluated(BehaviourRules.generatedCase, unanswered, into: &report)
        report.passed(BehaviourRules.generatedCase)
        report.passed(BehaviourRules.run)
    }

    // MARK: - One case

    /// What is kept of a case once it ran: nothing of the control's answers, which may be as large as the
    /// driver's budget allows, only what the report needs.
    package enum Outcome: Sendable {
        case agrees
        /// The control differs: how (`signature`, which makes two differences alike) and, for a documented
        /// case, its finding.
        case differs(signature: String, finding: Finding?)
        case failed(Finding)
        /// The control asked what the stand-in cannot answer as iOS would: neither agreement nor a difference.
        case notVerifiable(String)
    }

    /// Whether the control agreed with the model on the case, differed (`documented`: a documented case), or
    /// failed to run it; a documented difference drawn for the HTML report unless `drawn` is false (a mutant's verdict).
    package static func outcome(
        of result: ControlCaseResult, in oracleCase: OracleCase, documented: Bool, declarations: ControlDeclarations,
        drawn: Bool = true
    ) -> Outcome {
        let failure = { (what: BehaviourFindings.RunFailure, step: Int?) -> Outcome in
            .failed(BehaviourFindings.runFailure(
                what, in: oracleCase, step: step,
                at: step.map { declarations.location(before: $0, in: oracleCase) } ?? declarations.control))
        }
        switch result {
        case .ran(let run):
            if let reason = run.notVerifiable.first { return .notVerifiable("case \(oracleCase.name): \(reason)") }
            guard let divergence = Conformance.divergence(of: run, in: oracleCase) else { return .agrees }
            if let raised = run.raised, raised.step == divergence.step {
                return failure(.raised(raised.message), raised.step)
            }
            let finding = documented ? BehaviourFindings.documentedCase(
                oracleCase, divergence, figures: drawn ? figures(oracleCase, divergence, run) : nil,
                at: declarations.location(before: divergence.step, in: oracleCase)) : nil
            return .differs(signature: signature(of: divergence), finding: finding)
        case .crashed(let step, let detail): return failure(.crashed(detail), step)
        case .timedOut(let step, let seconds): return failure(.timedOut(seconds: seconds), step)
        case .notRun(let reason): return failure(.notRun(reason), nil)
        }
    }

    /// The model and the control drawn as each looked where they part.
    static func figures(_ oracleCase: OracleCase, _ divergence: Divergence, _ run: ControlRun?) -> DifferenceFigures? {
        DifferenceFigures(oracleCase, divergence, sides: (
            DifferenceFigures.model(oracleCase, at: divergence.step),
            DifferenceFigures.control(run, at: divergence.step, caption: "the control")))
    }

    // MARK: - Shrinking

    /// The first differing field with its indices dropped (`pairs[].frame.x`): what makes two differences alike.
    static func signature(of divergence: Divergence) -> String {
        let field = divergence.mismatches.first?.field ?? ""
        var result = ""
        var inIndex = false
        for character in field {
            if character == "[" { inIndex = true; result.append("[") } else if character == "]" { inIndex = false }
            if !inIndex { result.append(character) }
        }
        return result
    }

    /// The smallest case reachable from `oracleCase` (a step dropped, a number made rounder) on which the
    /// control still differs in the same way; the control runs each round's candidates in one batch.
    func shrink(_ oracleCase: OracleCase, signature: String) -> (OracleCase, ControlRun?, Divergence) {
        var current = oracleCase
        var currentRun: ControlRun?
        var currentDivergence = Divergence(step: 0, mismatches: [])
        if case .ran(let run) = runner.run([oracleCase]).first, let divergence = Conformance.divergence(of: run, in: oracleCase) {
            (currentRun, currentDivergence) = (run, divergence)
        }
        for _ in 0..<40 {
            let candidates = Self.smaller(current)
            guard !candidates.isEmpty, let (smaller, run, divergence) = firstDiffering(candidates, like: signature)
            else { break }
            (current, currentRun, currentDivergence) = (smaller, run, divergence)
        }
        return (current, currentRun, currentDivergence)
    }

    /// The first of `candidates` on which the control differs as `signature` says, without raising; only its
    /// run is kept.
    private func firstDiffering(
        _ candidates: [OracleCase], like signature: String
    ) -> (OracleCase, ControlRun, Divergence)? {
        var found: (OracleCase, ControlRun, Divergence)?
        _ = runner.run(candidates) { index, result in
            guard found == nil, case .ran(let run) = result, run.raised == nil, run.notVerifiable.isEmpty,
                  let divergence = Conformance.divergence(of: run, in: candidates[index]),
                  Self.signature(of: divergence) == signature
            else { return }
            found = (candidates[index], run, divergence)
        }
        return found
    }

    /// Cases one simplification away: a step fewer (the case still ends with a look), or a rounder number.
    static func smaller(_ oracleCase: OracleCase) -> [OracleCase] {
        let steps = oracleCase.steps
        func with(_ steps: [Step]) -> OracleCase {
            var steps = steps
            if case .observe? = steps.last {} else { steps.append(.observe(Observation())) }
            return OracleCase(name: oracleCase.name, documented: oracleCase.documented, steps: steps)
        }
        var candidates = steps.indices.dropLast().map { index in
            var fewer = steps
            fewer.remove(at: index)
            return with(fewer)
        }
        for index in steps.indices {
            candidates += StepSimplifier.variants(of: steps[index]).map { variant in
                var changed = steps
                changed[index] = variant
                return with(changed)
            }
        }
        return candidates
    }

    /// The case as a case file that `oracle --eval` reads: the control's values of the fields that differ
    /// as the expectation where they differ, so that the model's replay names the same difference.
    static func replay(_ oracleCase: OracleCase, _ run: ControlRun?, _ divergence: Divergence) -> String {
        let fields = Set(divergence.mismatches.map { String($0.field.prefix { $0 != "." && $0 != "[" }) })
        let steps = oracleCase.steps.enumerated().map { index, step -> Step in
            guard case .observe = step else { return step }
            guard index == divergence.step, let answer = run?.answers[index]?.json, case .object(let members) = answer.value,
                  let observation = try? CaseFileDecoder.observation(
                      JSONField(root: .object(members.filter { fields.contains($0.key) })))
            else { return .observe(Observation()) }
            return .observe(observation)
        }
        let document = CaseFileEncoder.document([OracleCase(name: oracleCase.name, documented: "", steps: steps)])
        return JSONWriter.text(of: document, style: .compact)
    }
}
