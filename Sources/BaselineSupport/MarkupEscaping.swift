/// Escaping for XML 1.0 and for HTML written as XHTML-compatible markup.
package enum Markup {
    /// `text` made safe as element content and as a double- or single-quoted attribute
    /// value; characters XML 1.0 forbids or discourages become U+FFFD instead of being emitted.
    package static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(isPermitted(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return escaped
    }

    /// Like `escape`, and keeps tabs and line breaks, which attribute-value normalisation
    /// would otherwise turn into spaces.
    package static func attribute(_ text: String) -> String {
        var escaped = ""
        for character in escape(text).unicodeScalars {
            switch character {
            case "\t": escaped += "&#9;"
            case "\n": escaped += "&#10;"
            case "\r": escaped += "&#13;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// XML 1.0 `Char`, minus the C1 controls and noncharacters that XML discourages and
    /// HTML treats as parse errors.
    private static func isPermitted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x0..<0x20, 0x7F...0x9F, 0xFDD0...0xFDEF: false
        // Bidirectional controls would reorder what the page shows (a "Trojan source" finding);
        // line and paragraph separators break lines that must not break.
        case _ where Unicode.Scalar.isLayoutControl(scalar): false
        default: scalar.value & 0xFFFE != 0xFFFE
        }
    }
}
