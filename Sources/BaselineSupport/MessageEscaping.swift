extension StringProtocol {
    /// The text with every control character shown as an escape (`\n`, `\t`, `\r`,
    /// `\u{1B}`…), so that a message stays on one line and text taken from an audited
    /// checkout cannot drive the terminal it is printed on.
    package var escapedForMessage: String {
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}":
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
