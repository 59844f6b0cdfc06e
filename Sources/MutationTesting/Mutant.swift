import BaselineChecks
import BaselineSupport

/// One small change to the control's source: the text at `utf8Range` becomes what `edit` says. A mutant holds
/// no copy of the source, nor of the text it changes: its texts are made from the one source on demand, so
/// that a control's mutants take memory linear in the control (a copy of the control per mutant took 6.7 GB
/// for a control of 3 000 lines).
public struct Mutant: Sendable, Hashable {
    /// What the changed text becomes.
    public enum Edit: Sendable, Hashable {
        /// This text: a token's replacement (an operator, a number, `true`).
        case text(String)
        /// Spaces with its line breaks kept (a deletion), so that every later line and column stays where it
        /// was and compiler messages about the mutant point into the checkout's file.
        case blanked
        /// `!(` and `)` around it (a condition negated).
        case negated
    }

    /// Its place in the generated list, from 1: stable for one source, so that a mutant can be named again.
    public var number: Int
    public let mutationOperator: MutationOperator
    /// Where the changed text starts.
    public let location: SourceLocation
    public let utf8Range: Range<Int>
    public let edit: Edit

    /// The text the mutant changes.
    public func original(in source: [UInt8]) -> String {
        String(decoding: source[utf8Range], as: UTF8.self)
    }

    /// What the changed text becomes, as bytes.
    func replacementBytes(in source: [UInt8]) -> [UInt8] {
        switch edit {
        case .text(let text): Array(text.utf8)
        case .blanked: source[utf8Range].map { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? $0 : UInt8(ascii: " ") }
        case .negated: Array("!(".utf8) + source[utf8Range] + Array(")".utf8)
        }
    }

    /// What the changed text becomes.
    public func replacement(in source: [UInt8]) -> String {
        if case .text(let text) = edit { return text }
        return String(decoding: replacementBytes(in: source), as: UTF8.self)
    }

    /// `source` with the change made.
    public func applied(to source: [UInt8]) -> [UInt8] {
        Array(source[..<utf8Range.lowerBound]) + replacementBytes(in: source) + Array(source[utf8Range.upperBound...])
    }

    /// The lines the change touches, before and after, as `-` and `+` lines of a diff.
    public func diff(of source: [UInt8]) -> [String] {
        var start = utf8Range.lowerBound
        while start > 0, source[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = utf8Range.upperBound
        while end < source.count, source[end] != UInt8(ascii: "\n") { end += 1 }
        let before = String(decoding: source[start..<end], as: UTF8.self)
        let after = String(decoding: source[start..<utf8Range.lowerBound] + replacementBytes(in: source)
            + source[utf8Range.upperBound..<end], as: UTF8.self)
        func lines(_ text: String, _ mark: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                let trimmed = line.reversed().drop { $0 == " " || $0 == "\r" }.reversed()
                return mark + String(trimmed)
            }
        }
        return lines(before, "-") + lines(after, "+")
    }

    /// The change in a few words: `` `>=` → `>` ``, or `` `rating = …` deleted ``.
    public func change(in source: [UInt8]) -> String {
        let original = original(in: source)
        let shown = original.split(whereSeparator: \.isNewline).map(\.trimmingWhitespace).filter { !$0.isEmpty }
        let first = shown.first.map(String.init) ?? original
        let text = shown.count > 1 ? first + " …" : first
        return edit == .blanked ? "`\(text)` deleted" : "`\(text)` → `\(replacement(in: source))`"
    }
}
