/// A requirement on the text of a prose, Makefile, shell or workflow file.
public enum TextRequirement: Codable, Hashable, Sendable {
    /// An exact substring, counted without overlaps.
    case phrase(String, CountRequirement)
    /// A regular expression over the whole text (options inline, e.g. `(?mi)`); when
    /// `everyMatch` is given, each match must be exactly that text.
    case pattern(String, CountRequirement, everyMatch: String?)
    /// A regular expression applied to each line on its own, without its line break.
    case linePattern(String, CountRequirement)
    /// Words or phrases of words that must not occur as whole words, in any case.
    case forbiddenWords([String])

    /// The regular expression source this requirement compiles, if any.
    var regularExpression: String? {
        switch self {
        case .pattern(let source, _, _), .linePattern(let source, _): source
        case .phrase, .forbiddenWords: nil
        }
    }
}
