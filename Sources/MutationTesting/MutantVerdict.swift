/// What became of one mutant.
public enum MutantVerdict: Sendable, Equatable {
    /// Verification failed on it: the rule that failed first, and what it said.
    case caught(ruleID: String, detail: String)
    /// Everything passed: the cases and the checkout's own tests cannot tell it from the control.
    case survived
    /// It cannot behave differently, for the reason given (the compiler made the same code of it).
    case equivalent(reason: String)
    /// The compiler refused it: its first error.
    case didNotBuild(String)

    /// The verdict as one word, for reports.
    public var word: String {
        switch self {
        case .caught: "caught"
        case .survived: "survived"
        case .equivalent: "equivalent"
        case .didNotBuild: "not built"
        }
    }
}

/// A mutant and its verdict, with its texts: made from the source for the judged mutants only.
public struct MutantResult: Sendable {
    public let mutant: Mutant
    public let verdict: MutantVerdict
    /// The text it changes, and what that becomes.
    public let original: String
    public let replacement: String
    /// The change in a few words (`Mutant.change(in:)`).
    public let change: String
    /// `-` and `+` lines of the change.
    public let diff: [String]

    init(mutant: Mutant, verdict: MutantVerdict, original: String, replacement: String, change: String, diff: [String]) {
        self.mutant = mutant
        self.verdict = verdict
        self.original = original
        self.replacement = replacement
        self.change = change
        self.diff = diff
    }

    init(mutant: Mutant, verdict: MutantVerdict, in source: [UInt8]) {
        self.mutant = mutant
        self.verdict = verdict
        original = mutant.original(in: source)
        replacement = mutant.replacement(in: source)
        change = mutant.change(in: source)
        diff = mutant.diff(of: source)
    }
}
