import BaselineChecks
import BaselineSupport
import BehaviourVerification
import RuleRegistry

/// The check-baseline command: everything but argument access and process exit.
public enum CheckCommand {
    /// Runs what `arguments` ask and returns what it printed; files, and standard input where the oracle
    /// reads it, are the process's own.
    public static func run(_ arguments: [String], style: OutputStyle = .plain) -> CommandOutcome {
        let io = CapturedIO()
        let exitCode = run(arguments, style: style, io: io)
        return CommandOutcome(standardOutput: io.output, standardError: io.error, exitCode: exitCode)
    }

    /// Runs what `arguments` ask, writing through `io`; returns the exit code.
    public static func run(_ arguments: [String], style: OutputStyle, io: some CommandIO) -> Int32 {
        do {
            return try run(Invocation.parse(arguments), style: style, io: io)
        } catch {
            return CommandOutcome.usage(error).write(to: io)
        }
    }

    private static func run(_ invocation: Invocation, style: OutputStyle, io: some CommandIO) throws(UsageError) -> Int32 {
        let options = invocation.options
        let outcome: CommandOutcome
        switch invocation.command {
        case .oracle(let arguments):
            // The oracle writes as it goes, and says itself when its output cannot be written.
            return OracleCommand.run(arguments, io: io)
        case .mutationScore(let request):
            return MutationCommand.run(request, io: io)
        case .help:
            outcome = .success(HelpText.usage + "\n")
        case .version:
            outcome = .success("check-baseline \(ToolVersion.current)\n")
        case .listRules:
            outcome = .success(try RuleListing.render(RuleRegistry(catalog: catalog(options)), format: options.format))
        case .explain(let id):
            outcome = .success(try explanation(of: id, options))
        case .check:
            outcome = try check(options, catalog: catalog(options), style: style)
        case .verifyControl(let verify):
            outcome = try verifyControl(options, verify, style: style) { io.writeError("check-baseline: \($0)\n") }
        case .objcHeader(let checkout, let check):
            outcome = try ObjCHeaderCommand.run(checkout: checkout, check: check, format: options.format, style: style)
        case .installHook(let checkout, let force, let hook):
            outcome = .success(try installHook(checkout: checkout, force: force, hook: hook))
        }
        return outcome.write(to: io)
    }

    /// What `explain` prints: any rule the tool can report, of any family.
    private static func explanation(of id: String, _ options: CheckOptions) throws(UsageError) -> String {
        guard let rule = RuleRegistry(catalog: try catalog(options)).rule(namedBy: id) else {
            throw UsageError("no rule \(id); see --list-rules")
        }
        return RuleExplanation.render(rule)
    }

    private static func verifyControl(
        _ options: CheckOptions, _ verify: VerifyOptions, style: OutputStyle, announce: (String) -> Void
    ) throws(UsageError) -> CommandOutcome {
        if verify.prepareOnly {
            do {
                let entry = try ControlVerification.prepare(options: verify)
                return .success("verify-control: the UIKit stand-in is built, in \(entry)\n")
            } catch {
                throw UsageError(error.description)
            }
        }
        let verification: (reports: [CheckoutReport], notices: [String])
        do {
            verification = try ControlVerification.run(
                options.checkouts, revisions: options.revisions, jobs: options.jobs, options: verify, announce: announce)
        } catch {
            throw UsageError(error.description)
        }
        let reports = options.strict ? verification.reports.map(\.strict) : verification.reports
        var style = style
        style.quiet = options.quiet
        return CommandOutcome(
            standardOutput: options.format.render(reports, style: style),
            standardError: verification.notices.map { "check-baseline: \($0.escapedForMessage)\n" }.joined(),
            exitCode: reports.allSatisfy(\.passed) ? 0 : 1)
    }

    private static func installHook(checkout: String, force: Bool, hook: HookOptions) throws(UsageError) -> String {
        // Rules the hook would skip or run must exist now, not fail every push later.
        let given = try Invocation.parse(hook.checkOptions).options
        _ = try select(try catalog(given).rules, only: given.only, skip: given.skip)
        do {
            let tool = try HookInstaller.runningExecutable()
            let installation = try HookInstaller.install(checkout: checkout, tool: tool, force: force, hook: hook)
            return HookInstallationText.report(installation, tool: tool, hook: hook)
        } catch {
            throw UsageError(HookInstallationText.message(error))
        }
    }

    /// The built-in catalog, or the one `--rules` names.
    private static func catalog(_ options: CheckOptions) throws(UsageError) -> Catalog {
        guard let path = options.rulesFile else { return .standard }
        do {
            return try Catalog.load(path)
        } catch {
            throw UsageError("cannot use the catalog \(error)")
        }
    }

    private static func check(_ options: CheckOptions, catalog: Catalog, style: OutputStyle) throws(UsageError) -> CommandOutcome {
        let rules = try select(catalog.rules, only: options.only, skip: options.skip)
        // A checkout or revision that cannot be read is that checkout's FILE007 finding, not the end of the run.
        let reports = options.revisions.isEmpty
            ? Engine.check(directories: options.checkouts, rules: rules, jobs: options.jobs)
            : Engine.check(options.checkouts, atRevisions: options.revisions, rules: rules, jobs: options.jobs)
        return try outcome(adjusted(reports, options), options, style: style)
    }

    /// `--strict`, then `--write-baseline` (recording what was found), then `--baseline` (known findings become notes).
    private static func adjusted(_ found: [CheckoutReport], _ options: CheckOptions) throws(UsageError) -> [CheckoutReport] {
        var reports = options.strict ? found.map(\.strict) : found
        if let file = options.writeBaselineFile {
            let baseline = FindingBaseline(reports)
            do {
                try baseline.write(to: file)
            } catch {
                throw UsageError("cannot write the baseline \(error)")
            }
            reports = baseline.applied(to: reports)
        }
        if let file = options.baselineFile {
            do {
                reports = try FindingBaseline.load(file).applied(to: reports)
            } catch {
                throw UsageError("cannot use the baseline \(error)")
            }
        }
        return reports
    }

    private static func outcome(_ reports: [CheckoutReport], _ options: CheckOptions, style: OutputStyle) -> CommandOutcome {
        var style = style
        style.quiet = options.quiet
        return CommandOutcome(
            standardOutput: options.format.render(reports, style: style), standardError: "",
            exitCode: reports.allSatisfy(\.passed) ? 0 : 1)
    }

    /// The rules `--only` and `--skip` leave, each named by its ID in any case or by its name.
    static func select(_ rules: [Rule], only: [String], skip: [String]) throws(UsageError) -> [Rule] {
        func ids(_ identifiers: [String]) throws(UsageError) -> Set<String> {
            var ids: Set<String> = []
            for identifier in identifiers {
                guard let rule = rules.first(where: { $0.descriptor.isNamed(by: identifier) }) else {
                    throw UsageError("no rule \(identifier); see --list-rules")
                }
                ids.insert(rule.id)
            }
            return ids
        }
        let onlyIDs = try ids(only)
        let skipIDs = try ids(skip)
        let selected = rules.filter { (onlyIDs.isEmpty || onlyIDs.contains($0.id)) && !skipIDs.contains($0.id) }
        guard !selected.isEmpty else {
            throw UsageError("--only and --skip leave no rule to run; a check of nothing cannot pass")
        }
        return selected
    }
}
