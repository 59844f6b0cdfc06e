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
        haystack.withUnsafeBufferPointer { bytes in
            var offset = range.lowerBound
            while offset < range.upperBound {
                // Outside a partial match only the needle's first byte can start one: skip to it.
                if matched == 0 {
                    guard let next = bytes.firstIndex(of: needle[0], in: offset..<range.upperBound) else { break }
                    offset = next
                }
                while matched > 0 && bytes[offset] != needle[matched] { matched = failure[matched - 1] }
                if bytes[offset] == needle[matched] { matched += 1 }
                if matched == needle.count {
                    found.append(offset - needle.count + 1)
                    matched = 0
                }
                offset += 1
            }
        }
        return found
    }
}
