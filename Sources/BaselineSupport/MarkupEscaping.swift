/// Escaping for XML 1.0 and for HTML written as XHTML-compatible markup.
package enum Markup {
    /// `text` made safe as element content and as a double- or single-quoted attribute
    /// value; characters XML 1.0 forbids or discourages become U+FFFD instead of being emitted.
    package static func escape(_ text: String) -> String {
        var escaped: [UInt8] = []
        append(text, to: &escaped)
        return String(decoding: escaped, as: UTF8.self)
    }

    /// Like `escape`, and keeps tabs and line breaks, which attribute-value normalisation
    /// would otherwise turn into spaces.
    package static func attribute(_ text: String) -> String {
        var escaped: [UInt8] = []
        appendAttribute(text, to: &escaped)
        return String(decoding: escaped, as: UTF8.self)
    }

    /// `escape(text)` appended as UTF-8: reports write straight into one buffer instead of a string per piece.
    package static func append(_ text: String, to output: inout [UInt8]) {
        write(text.utf8, attribute: false, to: &output)
    }

    package static func append(_ text: Substring, to output: inout [UInt8]) {
        write(text.utf8, attribute: false, to: &output)
    }

    /// `attribute(text)` appended as UTF-8.
    package static func appendAttribute(_ text: String, to output: inout [UInt8]) {
        write(text.utf8, attribute: true, to: &output)
    }

    private static func write(_ text: some Collection<UInt8>, attribute: Bool, to output: inout [UInt8]) {
        let done = text.withContiguousStorageIfAvailable { write($0, attribute: attribute, to: &output) }
        if done == nil { Array(text).withUnsafeBufferPointer { write($0, attribute: attribute, to: &output) } }
    }

    /// Byte by byte, copying runs that need no escape whole; a multi-byte scalar is decoded only to
    /// check that it is permitted. `bytes` is valid UTF-8 (it comes from a `String`).
    private static func write(_ bytes: UnsafeBufferPointer<UInt8>, attribute: Bool, to output: inout [UInt8]) {
        var runStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            var length = 1
            let replacement: String
            switch byte {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            case UInt8(ascii: "\t") where attribute: replacement = "&#9;"
            case UInt8(ascii: "\n") where attribute: replacement = "&#10;"
            case UInt8(ascii: "\r") where attribute: replacement = "&#13;"
            case 0x20..<0x7F, UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
                continue
            case 0..<0x80:
                replacement = "\u{FFFD}"
            default:
                length = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                var value = UInt32(byte) & (0x7F >> length)
                for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                if isPermitted(value) {
                    index += length
                    continue
                }
                replacement = "\u{FFFD}"
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            output.append(contentsOf: replacement.utf8)
            index += length
            runStart = index
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    /// XML 1.0 `Char`, minus the C1 controls and noncharacters that XML discourages and
    /// HTML treats as parse errors.
    private static func isPermitted(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD: true
        case 0x0..<0x20, 0x7F...0x9F, 0xFDD0...0xFDEF: false
        // Bidirectional controls would reorder what the page shows (a "Trojan source" finding);
        // line and paragraph separators break lines that must not break.
        case _ where Unicode.Scalar(value).map(Unicode.Scalar.isLayoutControl) ?? false: false
        default: value & 0xFFFE != 0xFFFE
        }
    }
}
