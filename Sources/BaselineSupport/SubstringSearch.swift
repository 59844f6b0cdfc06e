/// Non-overlapping occurrences of a byte string, in linear time (Knuth–Morris–Pratt),
/// so that hostile files cannot make a phrase search quadratic.
package enum SubstringSearch {
    package static func occurrences(of needle: [UInt8], in haystack: [UInt8], within range: Range<Int>) -> [Int] {
        guard !needle.isEmpty, range.count >= needle.count else { return [] }
        var failure = [Int](repeating: 0, count: needle.count)
        var length = 0
        for index in 1..<max(1, needle.count) {
            while length > 0 && needle[index] != needle[length] { length = failure[length - 1] }
            if needle[index] == needle[length] { length += 1 }
            failure[index] = length
        }
        var found: [Int] = []
        var matched = 0
        for offset in range {
            while matched > 0 && haystack[offset] != needle[matched] { matched = failure[matched - 1] }
            if haystack[offset] == needle[matched] { matched += 1 }
            if matched == needle.count {
                found.append(offset - needle.count + 1)
                matched = 0
            }
        }
        return found
    }
}
