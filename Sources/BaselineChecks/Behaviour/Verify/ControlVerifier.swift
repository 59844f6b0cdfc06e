import JSONCoding
import RatingReference

/// Verifies one checkout's control: reads it, rewrites what Linux cannot compile, builds it against the
/// UIKit stand-in (cached), runs the documented and the generated cases in the sandbox, and holds every
/// observation against the model.
struct ControlVerifier {
    let builder: ControlBuilder
    let options: VerifyOptions
    /// How many driver processes run a checkout's cases at once.
    let jobs: Int

    /// Why a checkout could not be verified for a reason that is not the control's (exit status 2).
    struct EnvironmentFailure: Error, CustomStringConvertible {
        let description: String
    }

    func verify(_ source: any CheckoutSource) throws(EnvironmentFailure) -> CheckoutReport {
        var report = Report(checkout: source.displayName)
        let bytes: [UInt8]
        switch source.read(CheckoutPaths.source) {
        case .success(let read): bytes = read
        case .failure(let problem):
            report.fileFindings.append(problem.finding(at: CheckoutPaths.source))
            return report.notEvaluated(BehaviourRules.all, unusableFile: CheckoutPaths.source)
        }
        let rewrite: ControlRewrite
        let declarations: ControlDeclarations
        do {
            rewrite = try ControlRewrite.rewrite(bytes)
            declarations = ControlDeclarations(try SwiftSourceFile(utf8: bytes))
        } catch {
            report.add(BehaviourFindings.buildError(
                "its Swift does not lex: \(error.message)", at: error.location ?? SourceLocation(line: 1, column: 1),
                inDriver: false))
            return report.rest(notEvaluated: "the control does not build")
        }
        let driver: String
        switch builder.driver(for: rewrite) {
        case .success(let path): driver = path
        case .failure(.environment(let reason)): throw EnvironmentFailure(description: reason)
        case .failure(.compiler(let output)):
            for finding in Self.buildFindings(output, rewrite: rewrite, declarations: declarations) { report.add(finding) }
            return report.rest(notEvaluated: "the control does not build")
        }
        report.passed(BehaviourRules.build)
        rewrite.edits.forEach { report.add(BehaviourFindings.rewrite($0)) }
        let documented = EdgeCases.all
        let generated = (0..<options.generatedCases).map { index in
            var generator = BoundaryCaseGenerator(seed: options.seed, index: index)
            return generator.generate()
        }
        let outcomes = judge(documented + generated, driver: driver, declarations: declarations)
        let reporter = DivergenceReporter(runner: CaseBatchRunner(driver: driver, builder: builder), declarations: declarations)
        reporter.report(documented: documented, outcomes: Array(outcomes.prefix(documented.count)), into: &report)
        reporter.report(generated: generated, outcomes: Array(outcomes.dropFirst(documented.count)), into: &report)
        return report.finished()
    }

    /// Every case run by the control and held against the model, `jobs` parts at once (each part its own
    /// driver process), the outcomes in case order.
    private func judge(
        _ cases: [OracleCase], driver: String, declarations: ControlDeclarations
    ) -> [DivergenceReporter.Outcome] {
        let parts = max(1, min(jobs, cases.count))
        let size = (cases.count + parts - 1) / parts
        let builder = builder
        return ParallelMap.map(parts, jobs: parts) { part in
            let slice = Array(cases[min(part * size, cases.count)..<min((part + 1) * size, cases.count)])
            let results = CaseBatchRunner(driver: driver, builder: builder).run(slice)
            return zip(slice, results).map { DivergenceReporter.outcome(of: $1, in: $0, declarations: declarations) }
        }.flatMap { $0 }
    }
}

extension ControlVerifier {
    /// The compiler's errors as findings: in the control at its own line and column in the checkout, in the
    /// driver (which uses only the control's documented API) at the control's declaration.
    static func buildFindings(
        _ output: String, rewrite: ControlRewrite, declarations: ControlDeclarations
    ) -> [Finding] {
        let errors = CompilerDiagnostic.errors(in: output)
        guard !errors.isEmpty else {
            let excerpt = output.split(separator: "\n").prefix(3).joined(separator: " / ")
            return [BehaviourFindings.buildError(excerpt.isEmpty ? "the compiler failed" : excerpt,
                                                 at: declarations.control, inDriver: false)]
        }
        return errors.map { error in
            let inControl = error.path.hasSuffix("/" + ControlBuilder.controlFileName)
            return BehaviourFindings.buildError(
                error.message, at: inControl ? rewrite.originalLocation(ofRewritten: error.location) : declarations.control,
                inDriver: !inControl)
        }
    }
}

/// A checkout report being assembled: each behaviour rule's status and findings.
struct Report {
    var checkout: String
    var fileFindings: [Finding] = []
    private var results: [String: RuleResult] = [:]

    init(checkout: String) {
        self.checkout = checkout
    }

    /// Adds a finding; one that is not a note fails its rule.
    mutating func add(_ finding: Finding) {
        results[finding.ruleID, default: Self.empty(finding.ruleID)].findings.append(finding)
        if finding.severity != .note { results[finding.ruleID]?.status = .failed }
    }

    mutating func passed(_ rule: RuleDescriptor) {
        if results[rule.id] == nil { results[rule.id] = Self.empty(rule.id) }
    }

    func notEvaluated(_ rules: [RuleDescriptor], unusableFile: String) -> CheckoutReport {
        var report = self
        for rule in rules {
            report.results[rule.id] = RuleResult(
                ruleID: rule.id, status: .notEvaluated, findings: [], unusableFiles: [unusableFile], unparsedInputs: [])
        }
        return report.finished()
    }

    /// Every rule without a result yet, not evaluated for `reason`.
    func rest(notEvaluated reason: String) -> CheckoutReport {
        var report = self
        for rule in BehaviourRules.all where report.results[rule.id] == nil {
            report.results[rule.id] = RuleResult(
                ruleID: rule.id, status: .notEvaluated, findings: [], unusableFiles: [], unparsedInputs: [reason])
        }
        return report.finished()
    }

    /// The report, every rule without a finding passed.
    func finished() -> CheckoutReport {
        CheckoutReport(
            checkout: checkout,
            results: BehaviourRules.all.map { results[$0.id] ?? Self.empty($0.id) },
            fileFindings: fileFindings)
    }

    private static func empty(_ id: String) -> RuleResult {
        RuleResult(ruleID: id, status: .passed, findings: [], unusableFiles: [], unparsedInputs: [])
    }
}
