#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular expression compiled by the C library: POSIX extended syntax with the GNU
/// escapes `\s`, `\S`, `\w`, `\W`, `\b`, and an optional leading `(?i)`, `(?m)` or `(?mi)`
/// group (case-insensitive; `^` and `$` at line breaks, `.` not matching one). Bytes are
/// matched as bytes. Compiled once per thread and pattern: the C engine compiles and
/// matches the small files of a catalog in microseconds, where Swift's `Regex` takes
/// tenths of a millisecond.
public final class CompiledPattern {
    private var regex = regex_t()

    /// `nil` when `source` is not a valid pattern.
    public init?(_ source: String) {
        var flags = REG_EXTENDED
        var body = Substring(source)
        if body.hasPrefix("(?"), let close = body.firstIndex(of: ")") {
            let options = body[body.index(body.startIndex, offsetBy: 2)..<close]
            guard !options.isEmpty, options.allSatisfy({ $0 == "i" || $0 == "m" }) else { return nil }
            if options.contains("i") { flags |= REG_ICASE }
            if options.contains("m") { flags |= REG_NEWLINE }
            body = body[body.index(after: close)...]
        }
        #if canImport(Darwin)
        flags |= REG_ENHANCED
        #endif
        guard regcomp(&regex, String(body), flags) == 0 else {
            regfree(&regex)
            return nil
        }
    }

    deinit { regfree(&regex) }

    /// Non-overlapping matches within `range` of `bytes`, as byte ranges. The C engine
    /// reads the range as a string of its own: `^` matches at its start only when that
    /// is the start of a line of the file. Its time can be quadratic in the range and the call cannot be
    /// stopped, so `TextMatching` hands it at most `PatternLimits.maximumSubjectLength` bytes. At most `limit`
    /// matches are looked for (one, to know whether there is any).
    func matches(in bytes: [UInt8], range: Range<Int>, limit: Int = .max) -> [Range<Int>] {
        // An empty file still needs an address to match `^$` against.
        let storage = bytes.isEmpty ? [0] : bytes
        let startsLine = range.lowerBound == 0 || bytes[range.lowerBound - 1] == UInt8(ascii: "\n")
        var found: [Range<Int>] = []
        storage.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                guard let base = characters.baseAddress.map({ $0 + range.lowerBound }) else { return }
                var start = 0
                while start <= range.count && found.count < limit {
                    var match = [regmatch_t(rm_so: regoff_t(start), rm_eo: regoff_t(range.count))]
                    let flags = REG_STARTEND | (start == 0 && !startsLine ? REG_NOTBOL : 0)
                    guard regexec(&regex, base, 1, &match, flags) == 0 else { break }
                    let matched = Int(match[0].rm_so)..<Int(match[0].rm_eo)
                    found.append((matched.lowerBound + range.lowerBound)..<(matched.upperBound + range.lowerBound))
                    start = matched.isEmpty ? matched.upperBound + 1 : matched.upperBound
                }
            }
        }
        return found
    }
}
