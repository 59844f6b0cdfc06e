import BaselineChecks
import BaselineSupport

/// What the command line prints and the exit code it ends with.
public struct CommandOutcome: Equatable, Sendable {
    public var standardOutput: String
    public var standardError: String
    public var exitCode: Int32

    static func success(_ output: String) -> CommandOutcome {
        CommandOutcome(standardOutput: output, standardError: "", exitCode: 0)
    }

    static func usage(_ error: UsageError) -> CommandOutcome {
        CommandOutcome(standardOutput: "", standardError: "check-baseline: \(error)\n", exitCode: 2)
    }
}

/// The check-baseline command: everything but argument access and process exit.
public enum CheckCommand {
    public static func run(_ arguments: [String], style: OutputStyle = .plain) -> CommandOutcome {
        do {
            return try dispatch(Invocation.parse(arguments), style: style)
        } catch {
            return .usage(error)
        }
    }

    private static func dispatch(_ invocation: Invocation, style: OutputStyle) throws(UsageError) -> CommandOutcome {
        let options = invocation.options
        switch invocation.command {
        case .help:
            return .success(HelpText.usage + "\n")
        case .version:
            return .success("check-baseline \(ToolVersion.current)\n")
        case .listRules:
            return .success(RuleListing.render(try catalog(options), format: options.format))
        case .explain(let id):
            if let rule = try catalog(options).rule(id) {
                return .success(RuleExplanation.render(rule))
            }
            if let rule = BehaviourRules.described.first(where: { $0.id == id }) {
                return .success(RuleExplanation.render(rule, origin: RuleExplanation.behaviourOrigin))
            }
            guard let rule = FileRules.all.first(where: { $0.id == id }) else {
                throw UsageError("no rule \(id); see --list-rules")
            }
            return .success(RuleExplanation.render(rule, origin: RuleExplanation.fileOrigin))
        case .check:
            return try check(options, catalog: catalog(options), style: style)
        case .verifyControl(let verify):
            let reports: [CheckoutReport]
            do {
                reports = try ControlVerification.run(
                    options.checkouts, revisions: options.revisions, jobs: options.jobs, options: verify)
            } catch {
                throw UsageError(error.description)
            }
            return CommandOutcome(
                standardOutput: options.format.render(reports, style: style), standardError: "",
                exitCode: reports.allSatisfy(\.passed) ? 0 : 1)
        case .installHook(let checkout, let force, let hook):
            do {
                return .success(try HookInstaller.install(
                    checkout: checkout, tool: HookInstaller.runningExecutable(), force: force, hook: hook))
            } catch {
                throw UsageError(error.description)
            }
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
        let reports: [CheckoutReport]
        do {
            reports = options.revisions.isEmpty
                ? try Engine.check(directories: options.checkouts, rules: rules, jobs: options.jobs)
                : try Engine.check(options.checkouts, atRevisions: options.revisions, rules: rules, jobs: options.jobs)
        } catch {
            throw UsageError("cannot check \(error)")
        }
        return CommandOutcome(
            standardOutput: options.format.render(reports, style: style), standardError: "",
            exitCode: reports.allSatisfy(\.passed) ? 0 : 1)
    }

    static func select(_ rules: [Rule], only: [String], skip: [String]) throws(UsageError) -> [Rule] {
        let known = Set(rules.map(\.id))
        if let unknown = (only + skip).first(where: { !known.contains($0) }) {
            throw UsageError("no rule \(unknown); see --list-rules")
        }
        let selected = rules.filter { (only.isEmpty || only.contains($0.id)) && !skip.contains($0.id) }
        guard !selected.isEmpty else {
            throw UsageError("--only and --skip leave no rule to run; a check of nothing cannot pass")
        }
        return selected
    }
}
