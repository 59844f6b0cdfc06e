/// The lexical pieces of an OpenStep property list: comments, strings and data.
extension OpenStepParser {
    static func isQuote(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    /// The characters CoreFoundation allows in an unquoted string: `[A-Za-z0-9_$/:.-]`.
    static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    static func isWhiteSpace(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C: true
        default: false
        }
    }

    /// Skips white space, `// line` comments and `/* block */` comments.
    mutating func skipTrivia() throws(ParseError) {
        while let byte = cursor.peek() {
            switch byte {
            case _ where Self.isWhiteSpace(byte):
                // A run at once: indentation is most of a project file's bytes.
                cursor.advance(to: cursor.firstOffset { !Self.isWhiteSpace($0) })
            case UInt8(ascii: "/") where cursor.peek(1) == UInt8(ascii: "/"):
                cursor.advance(to: cursor.firstOffset { $0 == UInt8(ascii: "\n") })
            case UInt8(ascii: "/") where cursor.peek(1) == UInt8(ascii: "*"):
                let start = cursor.location
                var end = cursor.offset + 2
                while end + 1 < cursor.bytes.count
                    && !(cursor.bytes[end] == UInt8(ascii: "*") && cursor.bytes[end + 1] == UInt8(ascii: "/"))
                {
                    end += 1
                }
                guard end + 1 < cursor.bytes.count else { throw ParseError("unterminated comment", at: start) }
                cursor.advance(to: end + 2)
            default:
                return
            }
        }
    }

    /// Reads a quoted or unquoted string; the cursor is on its first character.
    mutating func parseString() throws(ParseError) -> String {
        guard let quote = cursor.peek(), Self.isQuote(quote) else {
            let start = cursor.offset
            cursor.advance(to: cursor.firstOffset { !Self.isUnquotedCharacter($0) })
            return cursor.text(start..<cursor.offset)
        }
        let start = cursor.location
        cursor.advance()
        var decoded: [UInt8] = []
        while true {
            let runEnd = cursor.firstOffset { $0 == quote || $0 == UInt8(ascii: "\\") }
            decoded.append(contentsOf: cursor.bytes[cursor.offset..<runEnd])
            cursor.advance(to: runEnd)
            guard let byte = cursor.peek() else { throw ParseError("unterminated string", at: start) }
            if byte == quote {
                cursor.advance()
                return String(decoding: decoded, as: UTF8.self)
            }
            try appendEscape(to: &decoded)
        }
    }

    /// Decodes the escape sequence under the cursor (a backslash and what follows).
    private mutating func appendEscape(to decoded: inout [UInt8]) throws(ParseError) {
        let start = cursor.location
        cursor.advance()
        guard let byte = cursor.peek() else { throw ParseError("unterminated escape sequence", at: start) }
        if let simple = Self.simpleEscape(byte) {
            decoded.append(simple)
            cursor.advance()
        } else if byte == UInt8(ascii: "U") {
            cursor.advance()
            let scalar = try parseUnicodeEscape(startingAt: start)
            decoded.append(contentsOf: String(Character(scalar)).utf8)
        } else if let value = octalDigit(byte) {
            var code = value
            cursor.advance()
            for _ in 0..<2 {
                guard let digit = cursor.peek().flatMap(octalDigit) else { break }
                code = code * 8 + digit
                cursor.advance()
            }
            guard code < 0x80 else {
                throw ParseError("octal escape above \\177 needs the NeXTSTEP encoding, which is not supported", at: start)
            }
            decoded.append(UInt8(code))
        } else {
            throw ParseError("invalid escape sequence: backslash before \(cursor.currentDescription)", at: start)
        }
    }

    /// Reads the four hex digits after `\U`, and a second `\Uxxxx` when the first is a high surrogate.
    private mutating func parseUnicodeEscape(startingAt start: SourceLocation) throws(ParseError) -> Unicode.Scalar {
        let unit = try parseFourHexDigits(escapeStart: start)
        switch unit {
        case 0xD800..<0xDC00:
            guard cursor.starts(with: "\\U") else {
                throw ParseError("high surrogate `\\U\(String(unit, radix: 16))` without a low surrogate", at: start)
            }
            let lowStart = cursor.location
            cursor.advance(by: 2)
            let low = try parseFourHexDigits(escapeStart: lowStart)
            guard (0xDC00..<0xE000).contains(low),
                let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
            else {
                throw ParseError("`\\U\(String(low, radix: 16))` is not a low surrogate", at: lowStart)
            }
            return scalar
        default:
            guard let scalar = Unicode.Scalar(unit) else {
                throw ParseError("lone low surrogate `\\U\(String(unit, radix: 16))`", at: start)
            }
            return scalar
        }
    }

    private mutating func parseFourHexDigits(escapeStart: SourceLocation) throws(ParseError) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = cursor.peek().flatMap(TextCursor.hexDigitValue) else {
                throw ParseError("`\\U` must be followed by four hex digits", at: escapeStart)
            }
            unit = unit * 16 + UInt32(digit)
            cursor.advance()
        }
        return unit
    }

    /// Reads `<hex digits>`; white space may separate the digits, which must come in pairs.
    mutating func parseData() throws(ParseError) -> [UInt8] {
        let start = cursor.location
        cursor.advance()
        var bytes: [UInt8] = []
        var highNibble: UInt8?
        while let byte = cursor.peek() {
            if byte == UInt8(ascii: ">") {
                guard highNibble == nil else { throw ParseError("data has an odd number of hex digits", at: start) }
                cursor.advance()
                return bytes
            }
            if let digit = TextCursor.hexDigitValue(byte) {
                if let high = highNibble {
                    bytes.append(high << 4 | digit)
                    highNibble = nil
                } else {
                    highNibble = digit
                }
            } else if !(byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r"))
            {
                throw ParseError("expected a hex digit or `>` in data, found \(cursor.currentDescription)", at: cursor.location)
            }
            cursor.advance()
        }
        throw ParseError("unterminated data", at: start)
    }

    /// A switch rather than a small dictionary, which would cost a generic metadata instantiation.
    private static func simpleEscape(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "a"): 0x07
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        case UInt8(ascii: "v"): 0x0B
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): byte
        default: nil
        }
    }

    private func octalDigit(_ byte: UInt8) -> UInt32? {
        (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) ? UInt32(byte - UInt8(ascii: "0")) : nil
    }
}
