extension StringProtocol {
    /// The text with every control character shown as an escape (`\n`, `\t`, `\r`,
    /// `\u{1B}`…), so that a message stays on one line and text taken from an audited
    /// checkout cannot drive the terminal it is printed on.
    /// Inlinable so that callers get it specialized for `String`: the generic form cost a fifth of
    /// writing a long report.
    @inlinable package var escapedForMessage: String {
        // Nearly every message needs no escape: find that out without building a copy scalar by scalar,
        // and for printable ASCII without decoding scalars at all.
        let isPrintableASCII = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        }
        if isPrintableASCII == true || !unicodeScalars.contains(where: Unicode.Scalar.isEscapedInMessages) {
            return String(self)
        }
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}":
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            case _ where Unicode.Scalar.isLayoutControl(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Unicode.Scalar {
    /// Whether `escapedForMessage` shows the scalar as an escape.
    @usableFromInline static func isEscapedInMessages(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0...0x1F, 0x7F...0x9F: true
        default: isLayoutControl(scalar)
        }
    }

    /// Bidirectional formatting controls (which reorder how the text around them is shown) and the
    /// line and paragraph separators: shown as escapes in messages, replaced in markup.
    @usableFromInline package static func isLayoutControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }
}
