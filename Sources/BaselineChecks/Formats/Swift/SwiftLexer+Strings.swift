/// String literals: `"…"`, multi-line `"""…"""`, raw `#"…"#` with any number of `#`, escapes, and
/// interpolations `\(…)`. A literal without interpolation also yields its decoded value.
extension SwiftLexer {
    /// Lexes a string literal whose first quote is at `position`; `start` includes any leading `#`.
    mutating func lexStringLiteral(start: Int, pounds: Int) throws(ParseError) {
        let isMultiline = byte(at: position + 1) == UInt8(ascii: "\"") && byte(at: position + 2) == UInt8(ascii: "\"")
        let value = isMultiline
            ? try lexMultilineBody(start: start, pounds: pounds)
            : try lexSingleLineBody(start: start, pounds: pounds)
        if pounds > 0 && current == UInt8(ascii: "#") {
            throw error("too many '#' characters in the closing delimiter of a raw string", at: position)
        }
        emit(.stringLiteral, from: start, stringValue: value.map { String(decoding: $0, as: UTF8.self) })
    }

    /// Returns the decoded bytes, or `nil` when the literal interpolates.
    private mutating func lexSingleLineBody(start: Int, pounds: Int) throws(ParseError) -> [UInt8]? {
        position += 1
        var value: [UInt8]? = []
        while position < bytes.count {
            let byte = bytes[position]
            if isNewline(byte) { break }
            if byte == UInt8(ascii: "\"") && delimiterFollows(at: position + 1, pounds: pounds) {
                position += 1 + pounds
                return value
            }
            if byte == UInt8(ascii: "\\") && delimiterFollows(at: position + 1, pounds: pounds) {
                try lexEscape(pounds: pounds, multiline: false, into: &value)
            } else {
                value?.append(byte)
                position += 1
            }
        }
        throw error("unterminated string literal", at: start)
    }

    /// Lexes the escape whose `\` is at `position`, appending its decoded bytes (none for an interpolation,
    /// after which `value` becomes `nil`).
    private mutating func lexEscape(pounds: Int, multiline: Bool, into value: inout [UInt8]?) throws(ParseError) {
        let backslash = position
        position += 1 + pounds
        let escaped = current
        let simple: UInt8?
        switch escaped {
        case UInt8(ascii: "0"): simple = 0
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): simple = escaped
        case UInt8(ascii: "t"): simple = UInt8(ascii: "\t")
        case UInt8(ascii: "n"): simple = UInt8(ascii: "\n")
        case UInt8(ascii: "r"): simple = UInt8(ascii: "\r")
        case UInt8(ascii: "u"):
            let scalar = try lexUnicodeEscape(backslash: backslash)
            value?.append(contentsOf: Array(String(Character(scalar)).utf8))
            return
        case UInt8(ascii: "("):
            position += 1
            position = try skipInterpolation(allowingNewlines: multiline, backslash: backslash) + 1
            value = nil
            return
        default:
            throw error("invalid escape sequence in string literal", at: backslash)
        }
        if let simple { value?.append(simple) }
        position += 1
    }

    /// `u{1…8 hex digits}` naming a Unicode scalar; `position` is at the `u`.
    private mutating func lexUnicodeEscape(backslash: Int) throws(ParseError) -> Unicode.Scalar {
        position += 1
        guard current == UInt8(ascii: "{") else {
            throw error("expected '{' in \\u{…} escape", at: position)
        }
        position += 1
        var code: UInt32 = 0
        var digits = 0
        while SwiftCharacterClasses.isHexDigit(current) && digits < 8 {
            code = code << 4 | UInt32(Self.hexValue(current))
            digits += 1
            position += 1
        }
        guard digits > 0, current == UInt8(ascii: "}") else {
            throw error("\\u{…} escape needs 1 to 8 hexadecimal digits and a closing '}'", at: backslash)
        }
        position += 1
        guard let scalar = Unicode.Scalar(code) else {
            throw error("\\u{…} escape is not a valid Unicode scalar", at: backslash)
        }
        return scalar
    }

    private static func hexValue(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        default: return byte - UInt8(ascii: "A") + 10
        }
    }

    // MARK: - Multi-line

    /// Lexes `"""` … `"""`: content starts on the line after the opening delimiter, the closing
    /// delimiter's indentation is stripped from every line, and escaped line breaks join lines.
    private mutating func lexMultilineBody(start: Int, pounds: Int) throws(ParseError) -> [UInt8]? {
        position += 3
        while current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") {
            position += 1
        }
        guard isNewline(current) else {
            throw error("multi-line string literal content must begin on a new line", at: position)
        }
        position = afterNewline(at: position)
        var lineStarts = [position]
        var interpolates = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") && self.byte(at: position + 1) == UInt8(ascii: "\"")
                && self.byte(at: position + 2) == UInt8(ascii: "\"") && delimiterFollows(at: position + 3, pounds: pounds) {
                let closing = position
                position += 3 + pounds
                return try multilineValue(
                    lineStarts: lineStarts, closing: closing, pounds: pounds, interpolates: interpolates)
            }
            if byte == UInt8(ascii: "\\") && delimiterFollows(at: position + 1, pounds: pounds) {
                if let next = escapedNewlineEnd(afterBackslashAt: position, pounds: pounds) {
                    position = next
                    lineStarts.append(position)
                } else {
                    var ignored: [UInt8]? = []
                    try lexEscape(pounds: pounds, multiline: true, into: &ignored)
                    if ignored == nil { interpolates = true }
                }
            } else if isNewline(byte) {
                position = afterNewline(at: position)
                lineStarts.append(position)
            } else {
                position += 1
            }
        }
        throw error("unterminated multi-line string literal", at: start)
    }

    /// For `\` followed by optional spaces and a line break, where the next line starts; otherwise `nil`.
    private func escapedNewlineEnd(afterBackslashAt backslash: Int, pounds: Int) -> Int? {
        var index = backslash + 1 + pounds
        while byte(at: index) == UInt8(ascii: " ") || byte(at: index) == UInt8(ascii: "\t") {
            index += 1
        }
        return isNewline(byte(at: index)) ? afterNewline(at: index) : nil
    }

    /// Checks the indentation of every content line against the closing delimiter's and decodes the
    /// value when the literal has no interpolation.
    private func multilineValue(
        lineStarts: [Int], closing: Int, pounds: Int, interpolates: Bool
    ) throws(ParseError) -> [UInt8]? {
        let closingLineStart = lineStarts.last ?? closing
        let indentation = bytes[closingLineStart..<closing]
        guard indentation.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else {
            throw error("multi-line string literal closing delimiter must begin on a new line", at: closing)
        }
        var contentStarts: [Int] = []
        for lineStart in lineStarts.dropLast() {
            contentStarts.append(try contentStart(ofLineAt: lineStart, indentation: indentation))
        }
        if interpolates { return nil }
        var value: [UInt8] = []
        for (index, contentStart) in contentStarts.enumerated() {
            let lineEnd = index + 1 < lineStarts.count ? lineStarts[index + 1] : closingLineStart
            if try appendDecodedLine(from: contentStart, to: lineEnd, pounds: pounds, into: &value),
               index + 1 < contentStarts.count {
                value.append(UInt8(ascii: "\n"))
            }
        }
        return value
    }

    /// Where a line's content begins once the indentation is stripped; whitespace-only lines may be shorter.
    private func contentStart(ofLineAt lineStart: Int, indentation: ArraySlice<UInt8>) throws(ParseError) -> Int {
        if bytes[lineStart...].starts(with: indentation) {
            return lineStart + indentation.count
        }
        var index = lineStart
        while byte(at: index) == UInt8(ascii: " ") || byte(at: index) == UInt8(ascii: "\t") {
            index += 1
        }
        guard isNewline(byte(at: index)) else {
            throw error("insufficient indentation of line in multi-line string literal", at: lineStart)
        }
        return index
    }

    /// Decodes one content line (without its line break); returns false when it ends in an escaped line break.
    private func appendDecodedLine(
        from start: Int, to end: Int, pounds: Int, into value: inout [UInt8]
    ) throws(ParseError) -> Bool {
        // Decoding reuses the escape lexer on a copy, so the real cursor stays after the literal.
        var copy = self
        copy.position = start
        while copy.position < end && !isNewline(bytes[copy.position]) {
            let byte = bytes[copy.position]
            if byte == UInt8(ascii: "\\") && delimiterFollows(at: copy.position + 1, pounds: pounds) {
                if escapedNewlineEnd(afterBackslashAt: copy.position, pounds: pounds) != nil { return false }
                var decoded: [UInt8]? = []
                try copy.lexEscape(pounds: pounds, multiline: true, into: &decoded)
                value.append(contentsOf: decoded ?? [])
            } else {
                value.append(byte)
                copy.position += 1
            }
        }
        return true
    }
}
