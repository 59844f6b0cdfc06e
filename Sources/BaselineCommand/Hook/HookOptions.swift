import BaselineSupport

/// What the pre-push hook does besides checking each pushed commit (`install-hook … -- OPTIONS`).
public struct HookOptions: Equatable, Sendable {
    /// Also compare the control's behaviour before and after the push when the push changes it.
    public var behaviour = false
    /// Also judge the mutants on the control's lines the push adds or changes (`mutation-score --in-diff`).
    public var mutantsInDiff = false
    /// Refuse the push when the behaviour changed or a mutant on a changed line survived, or when either could
    /// not be found out (otherwise they are only printed).
    public var strict = false
    /// The commit at and before which nothing is checked (`install-hook --since REV`): as given to
    /// install-hook, and the full commit name it stands for in the script written.
    public var since: String?
    /// Options every check the hook runs is given (`--skip FMT005`), as words, validated at install.
    public var checkOptions: [String] = []

    public init() {}

    /// Whether a push that changes the control runs anything besides the check.
    public var watchesTheControl: Bool { behaviour || mutantsInDiff }

    /// The words after `--` that install a hook like this one: the hook's own, then the check's options.
    public var words: [String] {
        (behaviour ? ["--behaviour"] : []) + (mutantsInDiff ? ["--mutants-in-diff"] : []) + (strict ? ["--strict"] : [])
            + checkOptions
    }

    /// How the hook is installed, as the command words it (`install-hook --since SHA -- --behaviour --skip FMT005`),
    /// each word escaped so that it stays one line (the hook records it in a comment).
    public var settings: String {
        ("install-hook" + (since.map { " --since \($0)" } ?? "")
            + (words.isEmpty ? "" : " -- " + words.joined(separator: " "))).escapedForMessage
    }
}
