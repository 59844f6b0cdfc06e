import BaselineChecks

/// What `install-hook` prints: what HookInstaller did, or why it did nothing, in the command line's words.
enum HookInstallationText {
    /// What was installed, replaced and saved, then what each push now runs.
    static func report(_ installation: HookInstallation, tool: String, hook options: HookOptions) -> String {
        var lines: [String] = []
        switch installation.previous {
        case .none:
            lines.append("installed the pre-push hook \(installation.hook)")
        case .ours(let saved):
            if let saved { lines.append("saved the previous hook, which differs from the one written now, as \(saved)") }
            lines.append("updated the pre-push hook \(installation.hook)")
            var settings = options
            settings.since = installation.since
            switch installation.previousSettings {
            case nil: break
            case settings.settings?: lines.append("the settings are the previous hook's: \(settings.settings)")
            case let previous?:
                lines.append("the previous hook was installed as `\(previous)`, this one as `\(settings.settings)`:"
                    + " what is not given again is dropped")
            }
        case .foreign(let saved):
            lines.append("saved the existing hook as \(saved)")
            lines.append("installed the pre-push hook \(installation.hook)")
        }
        let given = options.checkOptions.isEmpty ? "" : " " + options.checkOptions.joined(separator: " ")
        lines.append("each push now runs \(tool)\(given) --rev <commit> on every commit it sends, and is refused when one fails")
        if let since = installation.since {
            lines.append("commits at and before \(since.prefix(12)) are never checked (--since)")
        }
        if options.behaviour {
            lines.append("a push that changes the control also runs verify-control --against <remote commit>; "
                + (options.strict ? "a behaviour change, or a comparison that could not be made, refuses it"
                    : "behaviour changes are printed, not refused"))
        }
        if options.mutantsInDiff {
            lines.append("a push that changes the control also runs mutation-score --in-diff <remote commit> on the lines it changes; "
                + (options.strict ? "a surviving mutant, or a run that could not be made, refuses it"
                    : "surviving mutants are printed, not refused"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Why the hook was not installed, in one line.
    static func message(_ failure: HookInstallationFailure) -> String {
        func cannotInstall(_ checkout: String) -> String { "cannot install a pre-push hook for \(checkout)" }
        switch failure {
        case .noSuchDirectory(let checkout):
            return "\(cannotInstall(checkout)): no such directory"
        case .gitFailed(let checkout, let reason):
            return "\(cannotInstall(checkout)): \(reason)"
        case .unexpectedGitAnswer(let checkout):
            return "\(cannotInstall(checkout)): git rev-parse printed an unexpected answer"
        case .unknownRevision(let checkout, let revision):
            return "\(cannotInstall(checkout)): --since \(revision) names no commit of its repository"
        case .cannotCreateDirectory(let checkout, let directory, let reason):
            return "\(cannotInstall(checkout)): cannot create \(directory): \(reason)"
        case .foreignHook(let hook):
            return "\(hook) already exists and was not written by check-baseline; it was left unchanged. "
                + "Run install-hook --force to save it as pre-push.saved-<time> and install the check-baseline hook."
        case .cannotSave(let hook, let reason):
            return "cannot save the existing hook \(hook): \(reason)"
        case .cannotWrite(let checkout, let hook, let reason):
            return "\(cannotInstall(checkout)): cannot write \(hook): \(reason)"
        case .unknownExecutable(let reason):
            return "cannot tell where this check-baseline is installed (\(reason))"
        }
    }
}
