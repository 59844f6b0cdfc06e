import BaselineChecks
import BaselineSupport

/// One small change to the control's source: `original` at `utf8Range` becomes `replacement`.
public struct Mutant: Sendable, Hashable {
    /// Its place in the generated list, from 1: stable for one source, so that a mutant can be named again.
    public var number: Int
    public let mutationOperator: MutationOperator
    /// Where the changed text starts.
    public let location: SourceLocation
    public let utf8Range: Range<Int>
    public let original: String
    public let replacement: String

    /// A deletion: the text becomes spaces with its line breaks kept, so that every later line and column
    /// stays where it was and compiler messages about the mutant point into the checkout's file.
    static func deletion(
        _ mutationOperator: MutationOperator, of range: Range<Int>, in source: [UInt8], at location: SourceLocation
    ) -> Mutant {
        let removed = source[range]
        let blank = String(decoding: removed.map { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? $0 : UInt8(ascii: " ") },
                           as: UTF8.self)
        return Mutant(number: 0, mutationOperator: mutationOperator, location: location, utf8Range: range,
                      original: String(decoding: removed, as: UTF8.self), replacement: blank)
    }

    /// `source` with the change made.
    public func applied(to source: [UInt8]) -> [UInt8] {
        Array(source[..<utf8Range.lowerBound]) + Array(replacement.utf8) + Array(source[utf8Range.upperBound...])
    }

    /// The lines the change touches, before and after, as `-` and `+` lines of a diff.
    public func diff(of source: [UInt8]) -> [String] {
        var start = utf8Range.lowerBound
        while start > 0, source[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = utf8Range.upperBound
        while end < source.count, source[end] != UInt8(ascii: "\n") { end += 1 }
        let before = String(decoding: source[start..<end], as: UTF8.self)
        let after = String(decoding: source[start..<utf8Range.lowerBound], as: UTF8.self) + replacement
            + String(decoding: source[utf8Range.upperBound..<end], as: UTF8.self)
        func lines(_ text: String, _ mark: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                let trimmed = line.reversed().drop { $0 == " " || $0 == "\r" }.reversed()
                return mark + String(trimmed)
            }
        }
        return lines(before, "-") + lines(after, "+")
    }

    /// The change in a few words: `` `>=` → `>` ``, or `statement deleted: rating = …`.
    public var change: String {
        let shown = original.split(whereSeparator: \.isNewline).map(\.trimmingWhitespace).filter { !$0.isEmpty }
        let first = shown.first.map(String.init) ?? original
        let text = shown.count > 1 ? first + " …" : first
        return replacement.allSatisfy({ $0 == " " || $0.isNewline }) ? "`\(text)` deleted" : "`\(text)` → `\(replacement)`"
    }
}
