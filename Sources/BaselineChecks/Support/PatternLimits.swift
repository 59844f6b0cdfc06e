/// What a catalog's regular expression may ask of the C library's engine, checked before it is
/// compiled: glibc copies a bounded repetition once per count (`((a{1,255}){1,255}){1,255}` took
/// 9.4 GB to compile) and matches back-references by backtracking without end on some lines.
enum PatternLimits {
    static let maximumLength = 512
    /// The largest count one `{m,n}` may name, and the product of all of them.
    static let maximumRepetition = 100
    static let maximumRepetitionProduct = 1_000

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
