import BaselineChecks
import BaselineSupport
import RuleRegistry

/// The check, the tool's command when no word names another: each checkout (or each of its revisions) against the
/// catalog; with `--list-rules`, every rule instead; with `--version`, the version.
enum CheckCommand: Subcommand {
    struct Arguments: CommandArguments {
        var checkouts: [String] = []
        var format = ReportFormat.text
        var only: [String] = []
        var skip: [String] = []
        /// Another catalog to use instead of the built-in one.
        var rulesFile: String?
        /// How many checkouts are checked at once: by default, one per online processor.
        var jobs = ProcessorCount.online
        /// Git revisions to check instead of the work tree, each in every checkout.
        var revisions: [String] = []
        var listRules = false
        /// Warnings fail, as errors do.
        var strict = false
        /// Only failures in the text and compiler formats.
        var quiet = false
        /// Known findings to report as notes (`--baseline FILE`).
        var baselineFile: String?
        /// Where to record the findings of this run as known (`--write-baseline FILE`).
        var writeBaselineFile: String?
        var version = false
    }

    static let name = ""
    static let synopsis = ["[OPTIONS] [--rev REV ...] [CHECKOUT ...]"]
    static let summary = """
        Checks checkouts of the iHeartRating rating-view library (and its forks) against
        the baseline catalog, without Xcode, Ruby or Python. CHECKOUT defaults to `.`.
        """

    static var options: [CommandOption<Arguments>] {
        [
            .format(writer: "the check", \.format),
            .list("--only", value: "RULE,...", help: "run only these rules (RULE: an ID in any case, or a name)", \.only),
            .list("--skip", value: "RULE,...", help: "run every rule but these", \.skip),
            .text("--rules", value: "FILE", help: """
                use the catalog in FILE (JSON, as --list-rules --format json
                prints it) instead of the built-in one
                """, \.rulesFile),
            .jobs(help: """
                check N checkouts at once, 1 to 64 (default: one per
                processor; the output order stays the order given)
                """, \.jobs),
            .revisions(help: """
                check commit REV of each checkout's git repository, read from
                git without touching the work tree; repeat to check several
                (one report per checkout and revision, in that order);
                A..B and A...B check each commit of the range, oldest first
                """, \.revisions),
            .flag("--list-rules", help: """
                list every rule the tool can report, the catalog's first (with
                --format json: the catalog as data, the other rules beside it)
                """, \.listRules),
            .flag("--strict", help: "a rule with a warning fails, as one with an error does", \.strict),
            .flag("--quiet", "-q", help: """
                text and compiler formats: only errors and warnings (no note, no
                passing checkout without warnings)
                """, \.quiet),
            .text("--baseline", value: "FILE", help: """
                findings recorded in FILE are reported as known notes and fail
                nothing; new ones fail as usual
                """, \.baselineFile),
            .text("--write-baseline", value: "FILE", help: """
                record this run's errors and warnings in FILE as known (by rule,
                path and a fingerprint of the message, not by line)
                """, \.writeBaselineFile),
            .flag("--version", help: "print the version", \.version),
        ]
    }

    static let epilogue = """
        EXIT CODES:
          0  every rule passed on every checkout
          1  a rule failed, could not be evaluated, a file it needs is unusable, or a
             checkout or revision cannot be read (FILE007)
          2  bad usage, an unusable catalog, a hook that was not replaced, a report that
             could not be written, no swiftc or no sandbox for verify-control (the
             message gives the install command; it also stops at a checkout it cannot
             open), or an internal error
        """

    /// The tool's help: every command's usage, the check's options, every command.
    static var help: String { HelpText.usage + "\n" }

    static func validate(_ arguments: inout Arguments, _ words: ParsedWords) throws(UsageError) {
        if arguments.version, words.given != ["--version"] || words.afterDashes != nil || !words.operands.isEmpty {
            throw UsageError("--version takes no other argument")
        }
        if arguments.listRules {
            guard words.all.isEmpty, arguments.revisions.isEmpty else { throw UsageError("--list-rules takes no checkout or revision") }
            guard arguments.format == .text || arguments.format == .json else {
                throw UsageError("--list-rules prints text or json, not \(arguments.format.name)")
            }
        }
        if let first = words.operands.first, let misplaced = Spelling.misplacedCommand(first, among: CommandList.all) {
            throw misplaced
        }
        arguments.checkouts = words.all.isEmpty ? ["."] : words.all
    }

    static func run(_ arguments: Arguments, style: OutputStyle, io: any CommandIO) throws(UsageError) -> Int32 {
        if arguments.version { return CommandOutcome.success("check-baseline \(ToolVersion.current)\n").write(to: io) }
        let catalog = try catalog(arguments.rulesFile)
        if arguments.listRules {
            return CommandOutcome.success(try RuleListing.render(RuleRegistry(catalog: catalog), format: arguments.format)).write(to: io)
        }
        let rules = try select(catalog.rules, only: arguments.only, skip: arguments.skip)
        // A checkout or revision that cannot be read is that checkout's FILE007 finding, not the end of the run.
        let reports = arguments.revisions.isEmpty
            ? Engine.check(directories: arguments.checkouts, rules: rules, jobs: arguments.jobs)
            : Engine.check(arguments.checkouts, atRevisions: arguments.revisions, rules: rules, jobs: arguments.jobs)
        if reports.isEmpty {
            return CommandOutcome.nothingToCheck(arguments.revisions, in: arguments.checkouts, format: arguments.format, style: style)
                .write(to: io)
        }
        var style = style
        style.quiet = arguments.quiet
        let adjusted = try adjusted(reports, arguments)
        return CommandOutcome(
            standardOutput: arguments.format.render(adjusted, style: style), standardError: "",
            exitCode: adjusted.allSatisfy(\.passed) ? 0 : 1
        ).write(to: io)
    }

    /// `--strict`, then `--write-baseline` (recording what was found), then `--baseline` (known findings become notes).
    private static func adjusted(_ found: [CheckoutReport], _ arguments: Arguments) throws(UsageError) -> [CheckoutReport] {
        var reports = arguments.strict ? found.map(\.strict) : found
        if let file = arguments.writeBaselineFile {
            let baseline = FindingBaseline(reports)
            do {
                try baseline.write(to: file)
            } catch {
                throw UsageError("cannot write the baseline \(error)")
            }
            reports = baseline.applied(to: reports)
        }
        if let file = arguments.baselineFile {
            do {
                reports = try FindingBaseline.load(file).applied(to: reports)
            } catch {
                throw UsageError("cannot use the baseline \(error)")
            }
        }
        return reports
    }

    /// The built-in catalog, or the one `--rules` names.
    static func catalog(_ rulesFile: String?) throws(UsageError) -> Catalog {
        guard let rulesFile else { return .standard }
        do {
            return try Catalog.load(rulesFile)
        } catch {
            throw UsageError("cannot use the catalog \(error)")
        }
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
