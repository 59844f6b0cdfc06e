import BaselineSupport

/// What the user most likely meant by a word the command line does not know, from the same tables the commands
/// parse with: a command word two edits from one (`verfy-control`), an option two edits from one of the command's
/// own (`--formt`), or an option of another command. The commands are handed in by the caller (`CommandList.all`),
/// so that this framework folder does not name them.
enum Spelling {
    /// The usage error for `name`, which `command`'s options table lacks, `commands` being all the tool has.
    static func unknown<Command: Subcommand>(
        _ name: String, of command: Command.Type, among commands: [any Subcommand.Type]
    ) -> UsageError {
        let others = commands.filter { $0.name != command.name && $0.optionNames.contains(name) }
        if !others.isEmpty {
            // An option of another command: say which takes it, or what this one takes instead.
            guard !command.name.isEmpty else { return UsageError("\(name) only applies to \(all(others.map { $0.name }))") }
            return UsageError("\(command.name) takes \(all(command.options.map(\.name))), not \(name)")
        }
        let hint = command.name.isEmpty ? "see --help" : "see check-baseline \(command.name) --help"
        guard let near = nearest(name, among: command.optionNames) else { return UsageError("unknown option \(name); \(hint)") }
        return UsageError("unknown option \(name); did you mean \(near)? (\(hint))")
    }

    /// The usage error for a check whose first checkout is a command's word, or almost one: it is meant as the
    /// command, unless written as a path (`./verify-control`) or after `--`.
    static func misplacedCommand(_ word: String, among commands: [any Subcommand.Type]) -> UsageError? {
        guard !word.contains("/") else { return nil }
        let commands = commands.map { $0.name }.filter { !$0.isEmpty }
        let folder = "to check a folder of that name, write ./\(word) or put it after --"
        if commands.contains(word) {
            return UsageError("\(word) is a command: give it first, as in `check-baseline \(word) --help`; \(folder)")
        }
        guard let command = nearest(word, among: commands) else { return nil }
        return UsageError("unknown command \(word); did you mean \(command)? (\(folder))")
    }

    /// The nearest of `words` at most two edits from `word` (the first of the nearest): `--shrd` is `--shard`, one
    /// edit, not `--seed`, two; a one-letter option (`-j`) is never suggested, since every short word is two edits
    /// from it.
    static func nearest(_ word: String, among words: [String]) -> String? {
        words.filter { $0.count > 2 && $0 != word }.map { ($0, edits(word, $0)) }.filter { $0.1 <= 2 }
            .min { $0.1 < $1.1 }?.0
    }

    /// `a`, `a and b`, `a, b and c`.
    static func all(_ items: [String]) -> String { joined(items, "and") }

    /// `a`, `a or b`, `a, b or c`.
    static func either(_ items: [String]) -> String { joined(items, "or") }

    private static func joined(_ items: [String], _ last: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(last) " + items[items.count - 1]
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
