import BaselineChecks
import BaselineSupport
import BehaviourVerification
import RatingReference
import Synchronization

/// Judges mutants by the model's cases: builds each (`MutantBuilder`), calls it equivalent when its object
/// code is the unmutated control's, and otherwise runs the documented and generated cases as
/// `verify-control` does; the mutant is caught when a rule fails or cannot be evaluated (a verification that
/// would not pass).
final class MutantJudge: Sendable {
    private let source: any CheckoutSource
    private let original: [UInt8]
    private let builder: MutantBuilder
    private let verifier: ControlVerifier
    private let failure = Mutex<String?>(nil)

    init(source: any CheckoutSource, original: [UInt8], builder: MutantBuilder, verifier: ControlVerifier) {
        self.source = source
        self.original = original
        self.builder = builder
        self.verifier = verifier
    }

    /// The first reason a mutant could not be judged that was not the mutant's (a build directory, the sandbox).
    var environmentFailure: String? { failure.withLock { $0 } }

    /// The mutant's verdict; with `probe` (the cases aimed at a declared equivalence, `EquivalenceProbe`), a
    /// mutant that agrees on the documented and generated cases must agree on those too to survive.
    func verdict(of mutant: Mutant, probe: [OracleCase]? = nil) -> MutantVerdict {
        let bytes = mutant.applied(to: original)
        let rewrite: ControlRewrite
        let declarations: ControlDeclarations
        do {
            (rewrite, declarations) = try ControlVerifier.read(bytes)
        } catch {
            return .didNotBuild("its Swift does not lex: \(error.message)")
        }
        let product: MutantBuilder.Product
        switch builder.build(rewrite) {
        case .success(let built): product = built
        case .failure(.compiler(let output)): return .didNotBuild(Self.firstError(output, rewrite: rewrite))
        case .failure(.refused(let violations)):
            return .caught(ruleID: BehaviourRules.tells.id,
                           detail: violations.first.map { MutationScore.firstLine($0.message("the control")) } ?? "")
        case .failure(.environment(let reason)):
            failure.withLock { $0 = $0 ?? reason }
            return .didNotBuild("not judged: \(reason)")
        }
        defer { builder.discard(product) }
        if let code = product.objectCode, code == builder.original.objectCode {
            return .equivalent(reason: "the compiler made the same object code of it as of the unmutated control")
        }
        let control = ControlVerifier.BuiltControl(rewrite: rewrite, declarations: declarations, driver: product.driver)
        guard let caught = firstFailure(of: control, in: control.cases(EdgeCases.all), documented: true)
                ?? firstFailure(of: control, in: control.cases(verifier.generatedCases()), documented: false)
        else {
            guard let probe, let refuted = firstFailure(of: control, in: control.cases(probe), documented: false) else {
                return .survived
            }
            return .caught(ruleID: refuted.ruleID, detail: "by a case aimed at its declared equivalence: " + refuted.detail)
        }
        return .caught(ruleID: caught.ruleID, detail: caught.detail)
    }

    /// The first of `cases` on which `control` does not agree with the model: any such case fails
    /// verify-control (a difference, a crash or hang, or an answer the stand-in cannot give as iOS would,
    /// which leaves a rule not evaluated). The documented cases run first, and the generated ones only when
    /// all of those agree; nothing is shrunk, as verify-control's report does, since only the verdict counts.
    private func firstFailure(
        of control: ControlVerifier.BuiltControl, in cases: [OracleCase], documented: Bool
    ) -> (ruleID: String, detail: String)? {
        let outcomes = verifier.run(cases, on: control) { index, result in
            // Only the verdict counts: nothing is drawn.
            DivergenceReporter.outcome(
                of: result, in: cases[index], documented: documented, declarations: control.declarations, drawn: false)
        }
        let rule = documented ? BehaviourRules.documentedCase.id : BehaviourRules.generatedCase.id
        for (oracleCase, outcome) in zip(cases, outcomes) {
            switch outcome {
            case .agrees: continue
            case .differs(let signature, let finding):
                return (rule, finding.map { MutationScore.firstLine($0.message) } ?? "generated case \(oracleCase.name) differs in \(signature)")
            case .failed(let finding): return (finding.ruleID, MutationScore.firstLine(finding.message))
            case .notVerifiable(let reason): return (rule, "not evaluated: \(reason)")
            }
        }
        return nil
    }

    /// The compiler's first error, at its place in the checkout's file.
    private static func firstError(_ output: String, rewrite: ControlRewrite) -> String {
        guard let error = CompilerDiagnostic.errors(in: output).first else { return MutationScore.firstLine(output) }
        let location = error.path.hasSuffix("/" + ControlBuilder.controlFileName)
            ? rewrite.originalLocation(ofRewritten: error.location) : error.location
        return "\(location.line):\(location.column): \(error.message)"
    }
}
