extension StringProtocol {
    /// The text without leading and trailing whitespace (newlines included).
    package var trimmingWhitespace: SubSequence {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace })
        else { return self[endIndex...] }
        return self[first...last]
    }
}

extension Character {
    package var isASCIIDigit: Bool { isASCII && isNumber }
}
