/// A linear scan that refuses, before libxml2 sees them, the elements libxml2 2.9 takes quadratic
/// time over: its duplicate-attribute and namespace checks compare each attribute with every other,
/// so one element with 160 000 attributes (1.8 MB) took 32 s. No storyboard, plist or SVG needs more
/// than a few dozen attributes (namespace declarations included) on one element.
enum XMLMarkupLimits {
    static let maximumAttributesPerElement = 1_000

    static func check(_ bytes: [UInt8]) throws(ParseError) {
        var index = 0
        while let open = next(UInt8(ascii: "<"), in: bytes, from: index) {
            index = open + 1
            guard index < bytes.count else { return }
            switch bytes[index] {
            case UInt8(ascii: "!"):
                // A comment, CDATA or a declaration: skipped whole, its `=` and quotes are not attributes.
                if starts(bytes, at: index, with: "!--") {
                    index = end(of: "-->", in: bytes, from: index + 3)
                } else if starts(bytes, at: index, with: "![CDATA[") {
                    index = end(of: "]]>", in: bytes, from: index + 8)
                } else {
                    index = end(of: ">", in: bytes, from: index)
                }
            case UInt8(ascii: "?"):
                index = end(of: "?>", in: bytes, from: index)
            case UInt8(ascii: "/"):
                index = end(of: ">", in: bytes, from: index)
            default:
                index = try startTag(bytes, from: index, opening: open)
            }
        }
    }

    /// Counts the `=` outside quotes up to the tag's `>`; returns where scanning goes on.
    private static func startTag(_ bytes: [UInt8], from start: Int, opening: Int) throws(ParseError) -> Int {
        var attributes = 0
        var quote: UInt8?
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "=") {
                attributes += 1
                if attributes > maximumAttributesPerElement {
                    let (line, column) = position(of: opening, in: bytes)
                    throw ParseError("an element with more than \(maximumAttributesPerElement) attributes (namespace"
                                     + " declarations included); refused before parsing", line: line, column: column)
                }
            } else if byte == UInt8(ascii: ">") {
                return index + 1
            }
            index += 1
        }
        return index
    }

    private static func next(_ byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        start < bytes.count ? bytes[start...].firstIndex(of: byte) : nil
    }

    private static func starts(_ bytes: [UInt8], at index: Int, with text: String) -> Bool {
        bytes[index...].starts(with: text.utf8)
    }

    /// The index after the first `terminator` at or after `start`, or the end.
    private static func end(of terminator: String, in bytes: [UInt8], from start: Int) -> Int {
        let pattern = Array(terminator.utf8)
        var index = start
        while let candidate = next(pattern[0], in: bytes, from: index) {
            if bytes[candidate...].starts(with: pattern) { return candidate + pattern.count }
            index = candidate + 1
        }
        return bytes.count
    }

    /// 1-based line and column (in Unicode scalars) of a byte offset; only computed for the error.
    private static func position(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        let text = TextFile(path: "", text: String(decoding: bytes, as: UTF8.self))
        let location = text.location(ofUTF8Offset: offset)
        return (location.line, location.column)
    }
}
