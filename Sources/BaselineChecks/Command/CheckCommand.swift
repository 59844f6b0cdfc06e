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
            guard let rule = try catalog(options).rule(id) else {
                throw UsageError("no rule \(id); see --list-rules")
            }
            return .success(RuleExplanation.render(rule))
        case .check:
            return try check(options, catalog: catalog(options), style: style)
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
        var sources: [any CheckoutSource] = []
        for path in options.checkouts {
            do {
                sources.append(try DirectorySource(root: path))
            } catch {
                throw UsageError("cannot check \(error)")
            }
        }
        let reports = Engine.check(sources, rules: rules, jobs: options.jobs)
        // The format name was validated while parsing.
        let formatter = (ReportFormats.named(options.format) ?? TextReport.self).init(catalog: catalog, style: style)
        return CommandOutcome(
            standardOutput: formatter.render(reports), standardError: "",
            exitCode: reports.allSatisfy(\.passed) ? 0 : 1)
    }

    static func select(_ rules: [Rule], only: [String], skip: [String]) throws(UsageError) -> [Rule] {
        let known = Set(rules.map(\.id))
        if let unknown = (only + skip).first(where: { !known.contains($0) }) {
            throw UsageError("no rule \(unknown); see --list-rules")
        }
        return rules.filter { (only.isEmpty || only.contains($0.id)) && !skip.contains($0.id) }
    }
}
