import BaselineSupport

/// What the pre-push hook does besides checking each pushed commit (`install-hook … -- OPTIONS`).
public struct HookOptions: Equatable, Sendable {
    /// Also compare the control's behaviour before and after the push when the push changes it.
    public var behaviour = false
    /// Refuse the push when the behaviour changed (otherwise the changes are only printed).
    public var strict = false
    /// The commit at and before which nothing is checked (`install-hook --since REV`): as given to
    /// install-hook, and the full commit name it stands for in the script written.
    public var since: String?
    /// Options every check the hook runs is given (`--skip FMT005`), as words, validated at install.
    public var checkOptions: [String] = []

    public init() {}

    /// How the hook is installed, as the command words it (`install-hook --since SHA -- --behaviour --skip FMT005`),
    /// each word escaped so that it stays one line (the hook records it in a comment).
    public var settings: String {
        let words = (behaviour ? ["--behaviour"] : []) + (strict ? ["--strict"] : []) + checkOptions
        return ("install-hook" + (since.map { " --since \($0)" } ?? "")
            + (words.isEmpty ? "" : " -- " + words.joined(separator: " "))).escapedForMessage
    }
}
