import BaselineSupport

/// What a pattern matched in a range of a file, and what it was not matched against.
struct PatternSearch {
    /// Match ranges (UTF-8 offsets in the file).
    var matches: [Range<Int>] = []
    /// Lines (or the whole range) longer than `PatternLimits.maximumSubjectLength`, never handed to the C library.
    var tooLong: [Range<Int>] = []
    /// The first line (or the range) left unmatched, with all after it, because the rule's matching time ran out.
    var outOfTime: Range<Int>?

    var isComplete: Bool { tooLong.isEmpty && outOfTime == nil }
}

/// Regular-expression and whole-word matching over a UTF-8 range of a text file.
enum TextMatching {
    /// The pattern's matches within `PatternLimits`, or `nil` when `source` does not compile.
    static func search(
        _ source: String, in file: TextFile, range: Range<Int>, byLine: Bool, cache: PatternCache, deadline: Deadline
    ) -> PatternSearch? {
        guard let pattern = cache.pattern(source) else { return nil }
        let pieces = byLine ? file.lineRanges.compactMap { clamp($0, to: range) } : [range]
        var search = PatternSearch()
        for piece in pieces {
            if piece.count > PatternLimits.maximumSubjectLength {
                search.tooLong.append(piece)
                continue
            }
            guard deadline.remaining > 0 else {
                search.outOfTime = piece
                break
            }
            search.matches += pattern.matches(in: file.utf8, range: piece)
        }
        return search
    }

    /// Each occurrence of the given words or word phrases as whole words, case-insensitive:
    /// the phrase and the offset where it starts.
    static func wordOccurrences(of phrases: [String], in file: TextFile, range: Range<Int>) -> [(String, Int)] {
        let words = self.words(in: file.utf8, range: range)
        var found: [(String, Int)] = []
        for phrase in phrases {
            let wanted = phrase.lowercased().split(separator: " ").map(String.init)
            guard !wanted.isEmpty, words.count >= wanted.count else { continue }
            for start in 0...(words.count - wanted.count) {
                let candidate = words[start..<start + wanted.count]
                let adjacent = zip(candidate, candidate.dropFirst()).allSatisfy { pair in
                    file.utf8[pair.0.range.upperBound..<pair.1.range.lowerBound].allSatisfy { $0 == 0x20 || $0 == 0x09 }
                }
                if adjacent && candidate.map(\.lowercased).elementsEqual(wanted) {
                    found.append((phrase, candidate.first?.range.lowerBound ?? range.lowerBound))
                }
            }
        }
        return found.sorted { $0.1 < $1.1 }
    }

    private struct Word {
        var lowercased: String
        var range: Range<Int>
    }

    /// Runs of letters, digits and `_` (any byte of a multi-byte character counts as a letter).
    private static func words(in bytes: [UInt8], range: Range<Int>) -> [Word] {
        var words: [Word] = []
        var start: Int?
        for offset in range.lowerBound...range.upperBound {
            let isWordByte = offset < range.upperBound && isWordCharacter(bytes[offset])
            if isWordByte, start == nil { start = offset }
            if !isWordByte, let begin = start {
                words.append(Word(lowercased: String(decoding: bytes[begin..<offset], as: UTF8.self).lowercased(), range: begin..<offset))
                start = nil
            }
        }
        return words
    }

    private static func isWordCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...:
            true
        default:
            false
        }
    }

    private static func clamp(_ line: Range<Int>, to range: Range<Int>) -> Range<Int>? {
        let clamped = line.clamped(to: range)
        return clamped.isEmpty && !range.contains(line.lowerBound) ? nil : clamped
    }
}
