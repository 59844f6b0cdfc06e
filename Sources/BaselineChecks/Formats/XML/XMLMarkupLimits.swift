/// A linear scan that refuses, before libxml2 sees them, the elements libxml2 2.9 takes quadratic
/// time over: its duplicate-attribute and namespace checks compare each attribute with every other,
/// so one element with 160 000 attributes (1.8 MB) took 32 s. No storyboard, plist or SVG needs more
/// than a few dozen attributes (namespace declarations included) on one element. For a property
/// list it also counts the keys of each `<dict>`, which libplist inserts in quadratic time.
enum XMLMarkupLimits {
    static let maximumAttributesPerElement = 1_000

    static func check(_ bytes: [UInt8], maximumDictionaryKeys: Int? = nil) throws(ParseError) {
        // The open `<dict>`s: where each starts, and how many `<key>`s it has so far.
        var dictionaries: [(opening: Int, keys: Int)] = []
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
                if maximumDictionaryKeys != nil, name(in: bytes, at: index + 1) == "dict" { _ = dictionaries.popLast() }
                index = end(of: ">", in: bytes, from: index)
            default:
                let tag = name(in: bytes, at: index)
                let (after, selfClosing) = try startTag(bytes, from: index, opening: open)
                index = after
                guard let maximum = maximumDictionaryKeys else { continue }
                if tag == "dict", !selfClosing {
                    dictionaries.append((open, 0))
                } else if tag == "key", let last = dictionaries.indices.last {
                    dictionaries[last].keys += 1
                    if dictionaries[last].keys > maximum {
                        let (line, column) = position(of: dictionaries[last].opening, in: bytes)
                        throw ParseError("a <dict> with more than \(maximum) keys", line: line, column: column)
                    }
                }
            }
        }
    }

    /// The element name that starts at `index` (up to a blank, `/` or `>`).
    private static func name(in bytes: [UInt8], at index: Int) -> Substring {
        var end = index
        while end < bytes.count, ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
                                    UInt8(ascii: "/"), UInt8(ascii: ">")].contains(bytes[end]) {
            end += 1
        }
        return Substring(decoding: bytes[index..<end], as: UTF8.self)
    }

    /// Counts the `=` outside quotes up to the tag's `>`; returns where scanning goes on, and whether the
    /// tag closes itself (`<dict/>`).
    private static func startTag(_ bytes: [UInt8], from start: Int, opening: Int) throws(ParseError) -> (Int, Bool) {
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
                return (index + 1, index > start && bytes[index - 1] == UInt8(ascii: "/"))
            }
            index += 1
        }
        return (index, false)
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
