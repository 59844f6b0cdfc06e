/// A requirement on the text of a prose, Makefile, shell or workflow file.
public enum TextRequirement: Codable, Hashable, Sendable {
    /// An exact substring, counted without overlaps.
    case phrase(text: String, count: CountRequirement)
    /// A regular expression (`CompiledPattern` syntax: POSIX extended with `\s`, `\w`, `\b`
    /// and an optional leading `(?i)`, `(?m)` or `(?mi)`) over the whole text; when
    /// `everyMatch` is given, each match must be exactly that text.
    case pattern(regex: String, count: CountRequirement, everyMatch: String?)
    /// A regular expression applied to each line on its own, without its line break.
    case linePattern(regex: String, count: CountRequirement)
    /// Words or phrases of words that must not occur as whole words, in any case.
    case forbiddenWords(words: [String])

    public static func phrase(_ text: String, _ count: CountRequirement) -> TextRequirement {
        .phrase(text: text, count: count)
    }

    public static func pattern(_ regex: String, _ count: CountRequirement, everyMatch: String?) -> TextRequirement {
        .pattern(regex: regex, count: count, everyMatch: everyMatch)
    }

    public static func linePattern(_ regex: String, _ count: CountRequirement) -> TextRequirement {
        .linePattern(regex: regex, count: count)
    }

    public static func forbiddenWords(_ words: [String]) -> TextRequirement {
        .forbiddenWords(words: words)
    }

    /// The regular expression source this requirement compiles, if any.
    var regularExpression: String? {
        switch self {
        case .pattern(let source, _, _), .linePattern(let source, _): source
        case .phrase, .forbiddenWords: nil
        }
    }
}
