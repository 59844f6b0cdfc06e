import BaselineChecks
import BaselineSupport

/// `install-hook`: a pre-push hook in the git repository of the checkout that checks every commit a push sends.
enum InstallHookCommand: Subcommand {
    struct Arguments: CommandArguments {
        var checkout = "."
        var force = false
        var hook = HookOptions()
        /// The check the hook's options make (`-- --skip FMT005`), parsed at install.
        var check = CheckCommand.Arguments()
    }

    static let name = "install-hook"
    static let synopsis = ["install-hook [--force] [--since REV] [CHECKOUT] [-- [--behaviour] [--mutants-in-diff] [--strict] [OPTIONS]]"]
    static let summary = """
        install a git pre-push hook that runs `check-baseline --rev` on
        every commit a push sends; an existing hook is left alone unless
        --force, which saves it as pre-push.saved-<time> first; with
        --since REV, commits at and before REV are never checked; after
        `--`, --behaviour also runs verify-control --against the remote's
        commit when a push changes the control, --mutants-in-diff
        mutation-score --in-diff it (only mutants on the changed lines);
        --strict refuses a behaviour change, a surviving mutant, and a run
        that could not be made; other OPTIONS (e.g. --skip FMT005) go to
        every check
        """

    static var options: [CommandOption<Arguments>] {
        [
            .flag("--force", help: "replace an existing hook, saved as pre-push.saved-<time> first", \.force),
            .text("--since", value: "REV", help: "never check the commits at and before REV", \.hook.since),
        ]
    }

    static func validate(_ arguments: inout Arguments, _ words: ParsedWords) throws(UsageError) {
        guard words.operands.count <= 1 else { throw UsageError("install-hook takes one checkout") }
        arguments.checkout = words.operands.first ?? "."
        for word in words.afterDashes ?? [] {
            switch word {
            case "--behaviour": arguments.hook.behaviour = true
            case "--mutants-in-diff": arguments.hook.mutantsInDiff = true
            case "--strict": arguments.hook.strict = true
            default: arguments.hook.checkOptions.append(word)
            }
        }
        guard !arguments.hook.strict || arguments.hook.watchesTheControl else {
            throw UsageError("--strict only goes with --behaviour or --mutants-in-diff")
        }
        arguments.check = try check(of: arguments.hook.checkOptions)
    }

    /// The options a hook gives every check must make a check of the pushed commits: no checkout, no revision,
    /// no other command.
    private static func check(of words: [String]) throws(UsageError) -> CheckCommand.Arguments {
        guard !words.isEmpty else { return CheckCommand.Arguments() }
        let problem = "the hook takes --behaviour, --mutants-in-diff, --strict and options of a check after --"
        let refused = UsageError("\(problem), not a checkout, a revision or a command: \(words.joined(separator: " "))")
        let parsed: Parsed<CheckCommand.Arguments>
        do {
            parsed = try CheckCommand.parse(words, among: CommandList.all)
        } catch {
            throw UsageError("\(problem): \(error)")
        }
        guard case .arguments(let check) = parsed, !check.listRules, !check.version, check.revisions.isEmpty else { throw refused }
        // With a checkout added after `--`, any word that is not an option (or an option's value) shows.
        let sentinel = "\u{0}checkout"
        guard case .arguments(let marked)? = try? CheckCommand.parse(words + ["--", sentinel], among: CommandList.all),
              marked.checkouts == [sentinel] else {
            throw refused
        }
        return check
    }

    static func run(_ arguments: Arguments, style: OutputStyle, io: any CommandIO) throws(UsageError) -> Int32 {
        // Rules the hook would skip or run must exist now, not fail every push later.
        let check = arguments.check
        _ = try CheckCommand.select(try CheckCommand.catalog(check.rulesFile).rules, only: check.only, skip: check.skip)
        do {
            let tool = try HookInstaller.runningExecutable()
            let installation = try HookInstaller.install(
                checkout: arguments.checkout, tool: tool, force: arguments.force, hook: arguments.hook)
            return CommandOutcome.success(HookInstallationText.report(installation, tool: tool, hook: arguments.hook)).write(to: io)
        } catch {
            throw UsageError(HookInstallationText.message(error))
        }
    }
}
