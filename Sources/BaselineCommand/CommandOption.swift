import BaselineChecks
import BaselineSupport

/// One row of a command's options table: its spellings, the value it takes, its help, and where the value goes.
/// The kinds that several commands share (numbers in a range, `--seed`, `--jobs`, `--format`, `--rev`) are made by
/// the functions below, so that each is parsed, and refused, the same way wherever it is taken.
struct CommandOption<Arguments> {
    /// Its spellings, the long one first (`--jobs`, `-j`).
    let names: [String]
    /// What its value stands for in help (`N`, `FILE`); `nil` for a flag, which takes none.
    let value: String?
    /// What it does, as help prints it (continuation lines as they print, after the column).
    let help: String
    /// Whether it may be given more than once, each value kept; one that takes a single value is refused twice
    /// (which of two `--format`s was meant?).
    var repeatable = false
    /// Puts the value (empty for a flag) into the arguments, or says why it cannot.
    let apply: (inout Arguments, String) throws(UsageError) -> Void

    /// The name messages and the table of given options use: the long one.
    var name: String { names[0] }

    /// `-j, --jobs N`: the short spellings first, then the value.
    var display: String {
        let spellings = names.filter { !$0.hasPrefix("--") } + names.filter { $0.hasPrefix("--") }
        return spellings.joined(separator: ", ") + (value.map { " \($0)" } ?? "")
    }
}

extension CommandOption {
    /// A flag that sets `key` to true.
    static func flag(_ names: String..., help: String, _ key: WritableKeyPath<Arguments, Bool>) -> Self {
        Self(names: names, value: nil, help: help) { arguments, _ in arguments[keyPath: key] = true }
    }

    /// A flag that does what `apply` says.
    static func flag(_ names: String..., help: String, apply: @escaping (inout Arguments) throws(UsageError) -> Void) -> Self {
        Self(names: names, value: nil, help: help) { (arguments: inout Arguments, _: String) throws(UsageError) in
            try apply(&arguments)
        }
    }

    /// An option whose value is kept as given.
    static func text(_ names: String..., value: String, help: String, _ key: WritableKeyPath<Arguments, String?>) -> Self {
        Self(names: names, value: value, help: help) { arguments, text in arguments[keyPath: key] = text }
    }

    /// An option given as often as wanted, each value kept.
    static func repeated(_ names: String..., value: String, help: String, _ key: WritableKeyPath<Arguments, [String]>) -> Self {
        Self(names: names, value: value, help: help, repeatable: true) { arguments, text in arguments[keyPath: key].append(text) }
    }

    /// An option whose value is a comma-separated list (`RULE,...`), each given list added to the others.
    static func list(_ names: String..., value: String, help: String, _ key: WritableKeyPath<Arguments, [String]>) -> Self {
        Self(names: names, value: value, help: help, repeatable: true) { (arguments: inout Arguments, text: String) throws(UsageError) in
            arguments[keyPath: key] += text.split(separator: ",").map { String($0.trimmingWhitespace) }.filter { !$0.isEmpty }
        }
    }

    /// A whole number in `range`.
    static func number(
        _ names: String..., value: String = "N", in range: ClosedRange<Int>, help: String, _ key: WritableKeyPath<Arguments, Int>
    ) -> Self {
        Self(names: names, value: value, help: help) { (arguments: inout Arguments, text: String) throws(UsageError) in
            arguments[keyPath: key] = try number(names[0], text, in: range)
        }
    }

    /// A whole number in `range`, where none given means none.
    static func number(
        _ names: String..., value: String = "N", in range: ClosedRange<Int>, help: String, _ key: WritableKeyPath<Arguments, Int?>
    ) -> Self {
        Self(names: names, value: value, help: help) { (arguments: inout Arguments, text: String) throws(UsageError) in
            arguments[keyPath: key] = try number(names[0], text, in: range)
        }
    }

    /// A whole number in `range`, given as often as wanted.
    static func numbers(
        _ names: String..., value: String = "N", in range: ClosedRange<Int>, help: String, _ key: WritableKeyPath<Arguments, [Int]>
    ) -> Self {
        Self(names: names, value: value, help: help, repeatable: true) { (arguments: inout Arguments, text: String) throws(UsageError) in
            arguments[keyPath: key].append(try number(names[0], text, in: range))
        }
    }

    /// `-j N`, `--jobs N`: how many things at once, 1 to 64.
    static func jobs(help: String, _ key: WritableKeyPath<Arguments, Int>) -> Self {
        .number("--jobs", "-j", in: 1...64, help: help, key)
    }

    /// `--seed S`: an unsigned 64-bit integer, decimal or 0x hexadecimal.
    static func seed(help: String, _ key: WritableKeyPath<Arguments, UInt64>) -> Self {
        Self(names: ["--seed"], value: "S", help: help) { (arguments: inout Arguments, text: String) throws(UsageError) in
            guard let seed = OptionSyntax.seed(text) else { throw UsageError("--seed takes \(OptionSyntax.seedForm), not \(text)") }
            arguments[keyPath: key] = seed
        }
    }

    /// `--format NAME`: one of `allowed`, the output formats `writer` writes; its help names them, the default (text) first.
    static func format(
        _ allowed: [ReportFormat] = ReportFormat.all, writer: String, help: String? = nil,
        _ key: WritableKeyPath<Arguments, ReportFormat>
    ) -> Self {
        let names = allowed.map { $0 == .text ? "\($0.name) (default)" : $0.name }.joined(separator: ", ")
        return Self(names: ["--format"], value: "NAME", help: help ?? names) { (arguments: inout Arguments, text: String) throws(UsageError) in
            guard let format = ReportFormat(named: text) else {
                throw UsageError("unknown format \(text); expected one of \(allowed.map(\.name).joined(separator: ", "))")
            }
            guard allowed.contains(format) else {
                throw UsageError("\(writer) writes \(Spelling.either(allowed.map(\.name))), not \(text)")
            }
            arguments[keyPath: key] = format
        }
    }

    /// `--rev REV`, as often as wanted: a revision, or a range `A..B` / `A...B` standing for its commits.
    static func revisions(help: String, _ key: WritableKeyPath<Arguments, [String]>) -> Self {
        Self(names: ["--rev"], value: "REV", help: help, repeatable: true) { (arguments: inout Arguments, revision: String) throws(UsageError) in
            if let problem = GitRevisionRange.syntaxProblem(revision) { throw UsageError("--rev \(revision): \(problem)") }
            arguments[keyPath: key].append(revision)
        }
    }

    /// `--rev REV`, once: one revision, no range.
    static func revision(help: String, _ key: WritableKeyPath<Arguments, String?>) -> Self {
        Self(names: ["--rev"], value: "REV", help: help) { (arguments: inout Arguments, revision: String) throws(UsageError) in
            guard GitRevisionRange.syntaxProblem(revision) == nil, !GitRevisionRange.isRange(revision) else {
                throw UsageError("--rev takes one revision, not \(revision)")
            }
            arguments[keyPath: key] = revision
        }
    }

    private static func number(_ name: String, _ text: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let number = Int(text), range.contains(number) else {
            throw UsageError("\(name) takes a number from \(range.lowerBound) to \(range.upperBound), not \(text)")
        }
        return number
    }
}
