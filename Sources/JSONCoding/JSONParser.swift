/// A strict RFC 8259 JSON reader over UTF-8 bytes, bounded in size, nesting depth and number length.
///
/// Every error names its 1-based line and column and the JSON path of the value being read;
/// duplicate keys, trailing commas, bare `NaN`, lone surrogates and invalid UTF-8 are errors.
/// Nesting deeper than `maximumDepth` is refused before it can exhaust the stack.
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512
    /// The largest document accepted by default, in bytes.
    public static let defaultMaximumSize = 64 * 1_024 * 1_024
    /// The longest number accepted, in characters.
    static let maximumNumberLength = 1_000
    /// Said when a bare `NaN` or `Infinity` is where a value should be.
    static let nonFiniteHint = " (NaN and infinities are written as strings: \"nan\", \"inf\", \"-inf\")"

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark is not content.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The one JSON value that `bytes` hold; documents over `maximumSize` bytes are refused unread.
    public static func parse(_ bytes: [UInt8], maximumSize: Int = defaultMaximumSize) throws(JSONParseError) -> JSON {
        guard bytes.count <= maximumSize else {
            throw JSONParseError("document larger than \(maximumSize) bytes", at: TextLocation(line: 1, column: 1))
        }
        var parser = JSONParser(bytes)
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else {
            throw parser.error("unexpected \(parser.describeNext()) after the JSON value")
        }
        return value
    }

    // MARK: - Positions

    private var location: TextLocation { TextLocation(line: line, column: column) }

    private func error(_ message: String) -> JSONParseError { JSONParseError(message, at: location) }

    private var next: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func advance() {
        guard let byte = next else { return }
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            // UTF-8 continuation bytes belong to the scalar already counted.
            column += 1
        }
    }

    private func describeNext() -> String {
        guard let byte = next else { return "end of input" }
        if byte >= 0x21 && byte < 0x7F { return "character '\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private mutating func skipWhitespace() {
        while let byte = next, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            advance()
        }
    }

    private mutating func expect(_ ascii: Unicode.Scalar, _ what: String) throws(JSONParseError) {
        guard next == UInt8(ascii: ascii) else { throw error("expected \(what), found \(describeNext())") }
        advance()
    }

    // MARK: - Values

    private mutating func parseValue(depth: Int) throws(JSONParseError) -> JSON {
        skipWhitespace()
        let start = location
        guard let byte = next else { throw error("expected a JSON value, found end of input") }
        switch byte {
        case UInt8(ascii: "{"): return JSON(.object(try parseObject(depth: depth + 1)), at: start)
        case UInt8(ascii: "["): return JSON(.array(try parseArray(depth: depth + 1)), at: start)
        case UInt8(ascii: "\""): return JSON(.string(try parseString()), at: start)
        case UInt8(ascii: "t"): try parseLiteral("true"); return JSON(.bool(true), at: start)
        case UInt8(ascii: "f"): try parseLiteral("false"); return JSON(.bool(false), at: start)
        case UInt8(ascii: "n"): try parseLiteral("null"); return JSON(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSON(.number(try parseNumber()), at: start)
        case UInt8(ascii: "N"), UInt8(ascii: "I"), UInt8(ascii: "+"):
            throw error("expected a JSON value, found \(describeNext())\(Self.nonFiniteHint)")
        default:
            throw error("expected a JSON value, found \(describeNext())")
        }
    }

    private mutating func parseLiteral(_ word: String) throws(JSONParseError) {
        let start = location
        for expected in word.utf8 {
            guard next == expected else {
                let hint = word == "null" ? Self.nonFiniteHint : ""
                throw JSONParseError("expected '\(word)'\(hint)", at: start)
            }
            advance()
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONParseError) -> [JSON] {
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        advance()
        var elements: [JSON] = []
        skipWhitespace()
        if next == UInt8(ascii: "]") {
            advance()
            return elements
        }
        while true {
            do {
                elements.append(try parseValue(depth: depth))
            } catch {
                throw error.inElement(elements.count)
            }
            skipWhitespace()
            if next == UInt8(ascii: ",") {
                advance()
                continue
            }
            try expect("]", "',' or ']' in array")
            return elements
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONParseError) -> [JSONMember] {
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        advance()
        var members: [JSONMember] = []
        var keyIndex: Set<String>?
        skipWhitespace()
        if next == UInt8(ascii: "}") {
            advance()
            return members
        }
        while true {
            skipWhitespace()
            let keyLocation = location
            guard next == UInt8(ascii: "\"") else { throw error("expected a string key, found \(describeNext())") }
            let key = try parseString()
            guard !Self.isDuplicate(key, in: members, index: &keyIndex) else {
                throw JSONParseError("duplicate key \"\(key)\"", at: keyLocation).inMember(key)
            }
            do {
                skipWhitespace()
                try expect(":", "':' after key")
                members.append(JSONMember(key, try parseValue(depth: depth), keyLocation: keyLocation))
            } catch {
                throw error.inMember(key)
            }
            skipWhitespace()
            if next == UInt8(ascii: ",") {
                advance()
                continue
            }
            try expect("}", "',' or '}' in object")
            return members
        }
    }

    /// Whether `key` is already a key of `members` (and, with an index, records it): a linear search in
    /// small objects, a set built once in large ones.
    private static func isDuplicate(_ key: String, in members: [JSONMember], index: inout Set<String>?) -> Bool {
        if index == nil && members.count >= 16 { index = Set(members.lazy.map { $0.key }) }
        guard index != nil else { return members.contains { $0.key == key } }
        return index?.insert(key).inserted == false
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(JSONParseError) -> String {
        let start = location
        let first = index
        if next == UInt8(ascii: "-") { advance() }
        guard let lead = next, isDigit(lead) else {
            let isLetter = next.map { (0x41...0x7A).contains($0) } == true
            let hint = isLetter ? Self.nonFiniteHint : ""
            throw error("expected a digit, found \(describeNext())\(hint)")
        }
        advance()
        if lead != UInt8(ascii: "0") { skipDigits() }
        if next == UInt8(ascii: ".") {
            advance()
            guard let digit = next, isDigit(digit) else {
                throw error("expected a digit after '.', found \(describeNext())")
            }
            skipDigits()
        }
        if next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
            advance()
            if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { advance() }
            guard let digit = next, isDigit(digit) else {
                throw error("expected a digit in the exponent, found \(describeNext())")
            }
            skipDigits()
        }
        guard index - first <= Self.maximumNumberLength else {
            throw JSONParseError("number longer than \(Self.maximumNumberLength) characters", at: start)
        }
        return String(decoding: bytes[first..<index], as: UTF8.self)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while let byte = next, isDigit(byte) { advance() }
    }

    // MARK: - Strings

    private mutating func parseString() throws(JSONParseError) -> String {
        let start = location
        advance()
        var text = ""
        var runStart = index
        while true {
            guard let byte = next else { throw JSONParseError("unterminated string", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                try appendRun(from: runStart, to: &text, stringStart: start)
                advance()
                return text
            case UInt8(ascii: "\\"):
                try appendRun(from: runStart, to: &text, stringStart: start)
                text.unicodeScalars.append(try parseEscape())
                runStart = index
            case 0..<0x20:
                let hex = String(byte, radix: 16, uppercase: true)
                throw error("control character U+00\(byte < 0x10 ? "0" : "")\(hex) in string (escape it)")
            default:
                advance()
            }
        }
    }

    /// Appends the bytes from `start` up to the current one, which must be valid UTF-8, as one piece.
    private func appendRun(from start: Int, to text: inout String, stringStart: TextLocation) throws(JSONParseError) {
        guard start < index else { return }
        let run = bytes.withUnsafeBufferPointer { buffer in
            String(validating: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self)
        }
        guard let run else { throw JSONParseError("invalid UTF-8 in string", at: stringStart) }
        text += run
    }

    private mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
        let start = location
        advance()
        guard let byte = next else { throw error("unterminated escape") }
        advance()
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return try parseUnicodeEscape(start: start)
        default: throw JSONParseError("invalid escape '\\\(Character(Unicode.Scalar(byte)))'", at: start)
        }
    }

    private mutating func parseUnicodeEscape(start: TextLocation) throws(JSONParseError) -> Unicode.Scalar {
        let first = try parseHexQuad()
        switch first {
        case 0xD800...0xDBFF:
            guard next == UInt8(ascii: "\\") else { throw JSONParseError("unpaired high surrogate", at: start) }
            advance()
            guard next == UInt8(ascii: "u") else { throw JSONParseError("unpaired high surrogate", at: start) }
            advance()
            let second = try parseHexQuad()
            guard (0xDC00...0xDFFF).contains(second),
                  let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
            else { throw JSONParseError("unpaired high surrogate", at: start) }
            return scalar
        case 0xDC00...0xDFFF:
            throw JSONParseError("unpaired low surrogate", at: start)
        default:
            guard let scalar = Unicode.Scalar(first) else { throw JSONParseError("invalid \\u escape", at: start) }
            return scalar
        }
    }

    private mutating func parseHexQuad() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = next, let digit = hexValue(byte) else {
                throw error("expected a hexadecimal digit, found \(describeNext())")
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
