/// What `HookInstaller.install` did: the hook it wrote, and what was there before.
public struct HookInstallation: Equatable, Sendable {
    /// What was at the hook's path before it was written.
    public enum Previous: Equatable, Sendable {
        /// Nothing: the hook is new.
        case none
        /// A hook this tool wrote, now replaced; saved at `savedAs` first when it differed from the new one
        /// (lines a user added, other options).
        case ours(savedAs: String?)
        /// Another program's hook (replaced only when forced), saved at `savedAs` first.
        case foreign(savedAs: String)
    }

    /// The path of the hook written.
    public var hook: String
    /// What was there before, and where it was saved.
    public var previous: Previous
    /// The full name of the commit at and before which the hook checks nothing (`--since`), if any.
    public var since: String? = nil
    /// How the replaced hook of this tool was installed (`HookOptions.settings`), when it recorded it: what
    /// is not given again (a `--since`, options) is dropped, and the command says so.
    public var previousSettings: String? = nil
}
