/// Why the hook was not installed. `reason`s are the system's or git's own.
public enum HookInstallationFailure: Error, Equatable, Sendable {
    /// The checkout is not a directory.
    case noSuchDirectory(checkout: String)
    /// git could not say where the checkout's hooks go (not a repository, git missing).
    case gitFailed(checkout: String, reason: String)
    /// git's answer to where the hooks go was not the lines asked for.
    case unexpectedGitAnswer(checkout: String)
    /// `--since` names no commit of the checkout's repository.
    case unknownRevision(checkout: String, revision: String)
    /// The hooks directory (a `core.hooksPath` not made yet) could not be created.
    case cannotCreateDirectory(checkout: String, directory: String, reason: String)
    /// A hook this tool did not write is there, and replacing it was not forced: it was left unchanged.
    case foreignHook(hook: String)
    /// The hook there could not be saved before it was replaced.
    case cannotSave(hook: String, reason: String)
    /// The new hook could not be written.
    case cannotWrite(checkout: String, hook: String, reason: String)
    /// Where the running check-baseline is (for the hook to run) cannot be told.
    case unknownExecutable(reason: String)
}
