/// A first word that is almost a command (`verfy-control`) is a mistyped command, not a checkout: checking a
/// folder of that name would fail for a reason the user did not mean. A real folder of such a name is
/// checked when written as a path (`./verfy-control`) or after `--`.
enum CommandWordTypo {
    static let commands = ["verify-control", "xcode-test", "install-hook", "explain", "oracle", "objc-header", "mutation-score"]

    /// The command `word` is most likely a typo of, when it is at most two edits away from one and not a path.
    static func intended(by word: String) -> String? {
        guard !word.contains("/"), !commands.contains(word) else { return nil }
        return commands.first { edits(word, $0) <= 2 }
    }

    /// The Levenshtein distance of two short words (insertions, deletions and substitutions).
    static func edits(_ first: String, _ second: String) -> Int {
        let a = Array(first), b = Array(second)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
