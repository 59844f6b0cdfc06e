import BaselineSupport

/// What a catalog's regular expression may ask of the C library's engine, checked before it is
/// compiled: glibc copies a bounded repetition once per count (`((a{1,255}){1,255}){1,255}` took
/// 9.4 GB to compile) and matches back-references by backtracking without end on some lines.
/// And what a checkout may make it match against, bounded as it is matched (`TextMatching`).
enum PatternLimits {
    static let maximumLength = 512
    /// The largest count one `{m,n}` may name, and the product of all of them.
    static let maximumRepetition = 100
    static let maximumRepetitionProduct = 1_000

    /// The most bytes one pattern is matched against at once: a line for a line pattern, the text for a
    /// pattern over a text. glibc's `regexec` has no deadline and cannot be stopped safely once called, and
    /// without back-references it still takes time quadratic in what it is handed on patterns such as
    /// `[a-z]+:\s*write` or `(a|aa)*c` (0.46 s on 16 KiB of `a`, 2.6 s on 40 KB), so what it is handed is
    /// what bounds it. The built-in catalog's patterns read lines of at most 348 bytes and texts of at most
    /// 2.4 KB in the real repository's history and the example checkout.
    static let maximumSubjectLength = 16 * 1024
    /// How long one rule's patterns may match in one checkout, counted from its first match. Checked
    /// before each line, so a rule overruns it by at most one match on `maximumSubjectLength` bytes: a
    /// length cap alone would still let a file of many lines just under it take minutes.
    static let matchingMilliseconds: Int32 = 1_000

    /// Why `source` is refused, or `nil` when it is within the limits.
    static func problem(_ source: String) -> String? {
        guard source.utf8.count <= maximumLength else {
            return "regular expression /\(source.prefix(40))…/ is longer than \(maximumLength) bytes"
        }
        var product = 1
        var characters = source[...]
        while let character = characters.popFirst() {
            if character == "\\", let next = characters.popFirst(), next.isASCIIDigit {
                return "regular expression /\(source)/ uses a back-reference (\\\(next)), which can take exponential time"
            }
            guard character == "{", let close = characters.firstIndex(of: "}") else { continue }
            let bounds = characters[..<close].split(separator: ",", omittingEmptySubsequences: false)
            let counts = bounds.compactMap { Int($0) }
            guard !counts.isEmpty, counts.count == bounds.filter({ !$0.isEmpty }).count else { continue }
            guard let largest = counts.max(), largest <= maximumRepetition else {
                return "regular expression /\(source)/ repeats more than \(maximumRepetition) times in one {…}"
            }
            product *= max(largest, 1)
            guard product <= maximumRepetitionProduct else {
                return "regular expression /\(source)/ has repetition counts whose product exceeds \(maximumRepetitionProduct)"
            }
            characters = characters[characters.index(after: close)...]
        }
        return nil
    }
}
