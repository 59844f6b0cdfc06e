import BaselineChecks
import BaselineSupport
import JSONCoding
import RatingReference

/// Verifies one checkout's control: reads it, rewrites what Linux cannot compile, builds it against the
/// UIKit stand-in (cached), runs the documented and the generated cases in the sandbox, and holds every
/// observation against the model.
package struct ControlVerifier {
    package let builder: ControlBuilder
    package let options: VerifyOptions
    /// How many driver processes run a checkout's cases at once.
    let jobs: Int

    package init(builder: ControlBuilder, options: VerifyOptions, jobs: Int) {
        self.builder = builder
        self.options = options
        self.jobs = jobs
    }

    package func verify(_ source: any CheckoutSource) throws(EnvironmentFailure) -> CheckoutReport {
        var report = CheckoutReportBuilder(checkout: source.identity, rules: BehaviourRules.all)
        guard let control = try prepare(source, into: &report) else { return report.finished() }
        if let rewrites = BehaviourFindings.rewrites(control.rewrite.edits) { report.add(rewrites) }
        // The sample app's storyboards document how an app makes the control: their cases join the documented ones.
        let storyboard = StoryboardCases.read(from: source)
        storyboard.leftOut.forEach { report.add(BehaviourFindings.storyboardAttributeLeftOut(at: $0.path, $0.location, $0.reason)) }
        let documented = control.cases(EdgeCases.all + storyboard.cases)
        let generated = control.cases(generatedCases())
        // The documented cases run once more at the end, under the other device environment, in the same drivers.
        let alternateFrom = documented.count + generated.count
        let outcomes = judge(documented + generated + documented, control: control, alternateFrom: alternateFrom) {
            $0 < documented.count || $0 >= alternateFrom
        }
        let reporter = DivergenceReporter(
            runner: CaseBatchRunner(driver: control.driver, builder: builder), declarations: control.declarations,
            caseFiles: CaseFiles(directory: options.savedCases))
        let standard = Array(outcomes.prefix(documented.count))
        let generatedOutcomes = Array(outcomes[documented.count..<alternateFrom])
        DivergenceReporter.report(documented: standard, into: &report)
        reportReactions(to: .alternate, in: documented, standard: standard + generatedOutcomes,
                        alternate: Array(outcomes.suffix(documented.count)), at: control.declarations.control,
                        into: &report)
        reporter.report(generated: generated, outcomes: generatedOutcomes, into: &report)
        return report.finished()
    }

    /// A checkout's control, read, rewritten for Linux and built with the driver.
    package struct BuiltControl: Sendable {
        let rewrite: ControlRewrite
        package let declarations: ControlDeclarations
        let driver: String

        package init(rewrite: ControlRewrite, declarations: ControlDeclarations, driver: String) {
            self.rewrite = rewrite
            self.declarations = declarations
            self.driver = driver
        }

        /// `cases` as this control is sent them: without the optional properties it does not declare.
        package func cases(_ cases: [OracleCase]) -> [OracleCase] {
            let missing = OptionalPropertyAssignments.missing(in: declarations)
            return cases.map { $0.leavingOut(missing) }
        }
    }

    /// Reads, rewrites and builds the control of `source`; `nil` when it cannot, with the reason in `report`
    /// (an unusable file, or BHV003 findings) and every other rule not evaluated.
    func prepare(_ source: any CheckoutSource, into report: inout CheckoutReportBuilder) throws(EnvironmentFailure) -> BuiltControl? {
        let bytes: [UInt8]
        switch source.read(CheckoutPaths.source) {
        case .success(let read): bytes = read
        case .failure(let problem):
            report.fileFindings.append(problem.finding(at: CheckoutPaths.source))
            report.rest(unusableFile: CheckoutPaths.source)
            return nil
        }
        let rewrite: ControlRewrite
        let declarations: ControlDeclarations
        do {
            (rewrite, declarations) = try Self.read(bytes)
        } catch {
            report.add(BehaviourFindings.buildError(
                "its Swift does not lex: \(error.message)", at: error.location ?? SourceLocation(line: 1, column: 1),
                inDriver: false))
            report.rest(notEvaluated: "the control does not build")
            return nil
        }
        let refusedSource = report.addTells(of: rewrite.original, at: CheckoutPaths.source)
        guard rewrite.unfaithful.isEmpty else {
            for construct in rewrite.unfaithful {
                report.add(BehaviourFindings.buildError(
                    "cannot be compiled for Linux faithfully: \(construct.reason)", at: construct.location, inDriver: false))
            }
            report.rest(notEvaluated: "the control cannot be compiled for Linux faithfully")
            return nil
        }
        switch builder.driver(for: rewrite) {
        case .success(let driver):
            report.passed(BehaviourRules.build)
            // Built, so that what it links is said too, and never run.
            guard !refusedSource else {
                report.rest(notEvaluated: BehaviourFindings.refusedSource)
                return nil
            }
            return BuiltControl(rewrite: rewrite, declarations: declarations, driver: driver)
        case .failure(.environment(let reason)): throw EnvironmentFailure(description: reason)
        case .failure(.compiler(let output)):
            for finding in Self.buildFindings(output, rewrite: rewrite, declarations: declarations) {
                report.add(finding)
            }
            report.rest(notEvaluated: "the control does not build")
            return nil
        case .failure(.refused(let violations)):
            let spelled = SpelledNames(rewrite.original)
            for finding in BehaviourFindings.linkViolations(violations, place: { violation in
                ("the control", CheckoutPaths.source, spelled.location(of: violation) ?? declarations.control)
            }) {
                report.add(finding)
            }
            report.rest(notEvaluated: BehaviourFindings.refusedLinkage)
            return nil
        }
    }

    /// The control rewritten for Linux, and where its declarations are; throws when it does not lex.
    package static func read(_ bytes: [UInt8]) throws(ParseError) -> (rewrite: ControlRewrite, declarations: ControlDeclarations) {
        (try ControlRewrite.rewrite(bytes), ControlDeclarations(try SwiftSourceFile(utf8: bytes)))
    }

    /// The generated cases `options` ask for.
    package func generatedCases() -> [OracleCase] {
        (0..<options.generatedCases).map { index in
            var generator = BoundaryCaseGenerator(seed: options.seed, index: index)
            return generator.generate()
        }
    }

    /// Every case run by `control`, `jobs` parts at once (each part its own driver process), in case order, as
    /// `keep` makes it of the case's index and result as soon as the case ends; the cases from `alternateFrom`
    /// on under `DeviceEnvironment.alternate`.
    package func run<Kept: Sendable>(
        _ cases: [OracleCase], on control: BuiltControl, alternateFrom: Int? = nil,
        keeping keep: @Sendable (Int, ControlCaseResult) -> Kept
    ) -> [Kept] {
        let parts = max(1, min(jobs, cases.count))
        let size = (cases.count + parts - 1) / parts
        let builder = builder
        return ParallelMap.map(parts, jobs: parts) { part in
            let first = min(part * size, cases.count)
            let slice = Array(cases[first..<min((part + 1) * size, cases.count)])
            let runner = alternateFrom.map { switchIndex in
                CaseBatchRunner(driver: control.driver, builder: builder) { cases, firstIndex in
                    DeviceEnvironment.alternate.script(cases, firstIndex: firstIndex, from: switchIndex - first)
                }
            } ?? CaseBatchRunner(driver: control.driver, builder: builder)
            return runner.run(slice) { keep(first + $0, $1) }
        }.flatMap { $0 }
    }

    /// The documented cases as they ran again under `environment` (`alternate`): those that agreed with the
    /// model in the standard run and not there make one BHV005 error, shown by the first, the control reacting to
    /// what differs between devices. Nothing is said when a standard case failed to run (a crash or a hang may
    /// have left the cases after it unrun, and BHV004 fails the run already).
    private func reportReactions(
        to environment: DeviceEnvironment, in cases: [OracleCase], standard: [DivergenceReporter.Outcome],
        alternate: [DivergenceReporter.Outcome], at location: SourceLocation, into report: inout CheckoutReportBuilder
    ) {
        guard !standard.contains(where: { if case .failed = $0 { true } else { false } }) else { return }
        let reacting = alternate.indices.filter { index in
            guard case .agrees = standard[index] else { return false }
            if case .agrees = alternate[index] { return false }
            return true
        }
        guard let first = reacting.first else { return }
        report.add(BehaviourFindings.environmentReaction(
            cases[first], alternate[first], count: reacting.count, environment: environment, at: location))
    }

    /// Every case run by the control and held against the model as it ends, in case order; `isDocumented` tells
    /// the documented ones by their index, and the cases from `alternateFrom` on run under the other environment.
    private func judge(
        _ cases: [OracleCase], control: BuiltControl, alternateFrom: Int? = nil,
        isDocumented: @escaping @Sendable (Int) -> Bool
    ) -> [DivergenceReporter.Outcome] {
        run(cases, on: control, alternateFrom: alternateFrom) { index, result in
            DivergenceReporter.outcome(
                of: result, in: cases[index], documented: isDocumented(index), declarations: control.declarations)
        }
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
                error.message,
                at: inControl ? rewrite.originalLocation(ofRewritten: error.location) : declarations.control,
                inDriver: !inControl)
        }
    }
}
