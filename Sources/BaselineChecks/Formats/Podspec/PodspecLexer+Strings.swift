/// String literals: quotes, escapes, `#{…}` interpolation and `%w[…]` word lists.
extension PodspecLexer {
    typealias StringPart = PodspecToken.StringPart

    /// `'…'`: only `\\` and `\'` are escapes.
    mutating func lexSingleQuoted() throws(ParseError) -> [StringPart] {
        let start = cursor.location
        cursor.advance()
        var text: [UInt8] = []
        while true {
            let runEnd = cursor.firstOffset {
                $0 == UInt8(ascii: "'") || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n")
            }
            text.append(contentsOf: cursor.bytes[cursor.offset..<runEnd])
            cursor.advance(to: runEnd)
            switch cursor.peek() {
            case nil:
                throw ParseError("unterminated string", at: start)
            case UInt8(ascii: "'"):
                cursor.advance()
                return [.text(String(decoding: text, as: UTF8.self))]
            case UInt8(ascii: "\n"):
                try checkLineBreakAllowed(inLiteralOpenedBy: "'")
                text.append(UInt8(ascii: "\n"))
                cursor.advance()
            default:
                let escaped = cursor.peek(1)
                if escaped == UInt8(ascii: "\\") || escaped == UInt8(ascii: "'") {
                    cursor.advance()
                }
                text.append(cursor.peek() ?? UInt8(ascii: "\\"))
                cursor.advance()
            }
        }
    }

    /// `"…"`: escapes and interpolation.
    mutating func lexDoubleQuoted() throws(ParseError) -> [StringPart] {
        let start = cursor.location
        cursor.advance()
        var parts: [StringPart] = []
        try scanInterpolating(into: &parts, until: UInt8(ascii: "\""), literalStart: start, literal: "string")
        cursor.advance()
        return parts
    }

    /// Scans text with escapes and interpolations up to `terminator`, which is left unconsumed.
    mutating func scanInterpolating(
        into parts: inout [StringPart], until terminator: UInt8, literalStart: SourceLocation, literal: String
    ) throws(ParseError) {
        var text: [UInt8] = []
        while true {
            let runEnd = cursor.firstOffset {
                $0 == terminator || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "\n")
            }
            text.append(contentsOf: cursor.bytes[cursor.offset..<runEnd])
            cursor.advance(to: runEnd)
            guard let byte = cursor.peek() else { throw ParseError("unterminated \(literal)", at: literalStart) }
            if byte == terminator {
                return Self.append(text, to: &parts)
            }
            switch byte {
            case UInt8(ascii: "\n"):
                try checkLineBreakAllowed(inLiteralOpenedBy: "\"")
                text.append(byte)
                cursor.advance()
            case UInt8(ascii: "\\"):
                try appendEscape(to: &text)
            case _ where cursor.peek(1) == UInt8(ascii: "{"):
                Self.append(text, to: &parts)
                text = []
                parts.append(try lexInterpolation())
            case _ where [UInt8(ascii: "@"), UInt8(ascii: "$")].contains(cursor.peek(1))
                && cursor.peek(2).map(Self.isIdentifierStart) == true:
                throw ParseError.unsupportedConstruct(
                    "#" + String(UnicodeScalar(cursor.peek(1) ?? 0)), "an interpolated variable", at: cursor.location)
            default:
                text.append(byte)
                cursor.advance()
            }
        }
    }

    /// `#{ expression }`: the expression's tokens, lexed here and parsed later.
    private mutating func lexInterpolation() throws(ParseError) -> StringPart {
        let location = cursor.location
        guard interpolationDepth < maximumDepth else {
            throw ParseError("interpolations nest deeper than \(maximumDepth) levels", at: location)
        }
        cursor.advance(by: 2)
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        var tokens: [PodspecToken] = []
        try lex(into: &tokens, closingInterpolationAt: location)
        return .interpolation(tokens, location)
    }

    /// Decodes a double-quoted escape; an unknown one stands for the character itself, as in Ruby.
    private mutating func appendEscape(to text: inout [UInt8]) throws(ParseError) {
        let start = cursor.location
        let startOffset = cursor.offset
        cursor.advance()
        guard let byte = cursor.peek() else { throw ParseError("unterminated escape sequence", at: start) }
        cursor.advance()
        if let simple = Self.simpleEscape(byte) {
            text.append(simple)
            return
        }
        switch byte {
        case UInt8(ascii: "\n"):
            break
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            try appendASCII(firstDigit: byte, radix: 8, maximumDigits: 3, escapeStart: (start, startOffset), to: &text)
        case UInt8(ascii: "x"):
            guard let first = cursor.peek(), TextCursor.hexDigitValue(first) != nil else {
                throw ParseError("`\\x` must be followed by a hex digit", at: start)
            }
            cursor.advance()
            try appendASCII(firstDigit: first, radix: 16, maximumDigits: 2, escapeStart: (start, startOffset), to: &text)
        case UInt8(ascii: "u"):
            for scalar in try parseUnicodeEscape(escapeStart: start) {
                text.append(contentsOf: String(Character(scalar)).utf8)
            }
        case UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "M"):
            throw ParseError.unsupportedConstruct("\\" + String(UnicodeScalar(byte)), "a control or meta escape", at: start)
        default:
            text.append(byte)
            while let next = cursor.peek(), next & 0xC0 == 0x80 {
                text.append(next)
                cursor.advance()
            }
        }
    }

    /// An octal or hex byte escape; values above 0x7F would make bytes that are not UTF-8.
    private mutating func appendASCII(
        firstDigit: UInt8, radix: UInt32, maximumDigits: Int, escapeStart: (location: SourceLocation, offset: Int),
        to text: inout [UInt8]
    ) throws(ParseError) {
        var value = UInt32(TextCursor.hexDigitValue(firstDigit) ?? 0)
        for _ in 1..<maximumDigits {
            guard let digit = cursor.peek().flatMap(TextCursor.hexDigitValue), UInt32(digit) < radix else { break }
            value = value * radix + UInt32(digit)
            cursor.advance()
        }
        guard value < 0x80 else {
            let escape = cursor.text(escapeStart.offset..<cursor.offset)
            throw ParseError.unsupportedConstruct(escape, "a byte escape above 0x7F", at: escapeStart.location)
        }
        text.append(UInt8(value))
    }

    /// `\uXXXX` or `\u{X…}` with one or more space-separated code points.
    private mutating func parseUnicodeEscape(escapeStart: SourceLocation) throws(ParseError) -> [Unicode.Scalar] {
        let braced = cursor.peek() == UInt8(ascii: "{")
        if braced { cursor.advance() }
        var scalars: [Unicode.Scalar] = []
        repeat {
            while braced && cursor.peek() == UInt8(ascii: " ") { cursor.advance() }
            var value: UInt32 = 0
            var digits = 0
            while digits < (braced ? 6 : 4), let digit = cursor.peek().flatMap(TextCursor.hexDigitValue) {
                value = value * 16 + UInt32(digit)
                digits += 1
                cursor.advance()
            }
            guard digits == 4 || (braced && digits > 0), let scalar = Unicode.Scalar(value) else {
                throw ParseError("invalid Unicode escape", at: escapeStart)
            }
            scalars.append(scalar)
            while braced && cursor.peek() == UInt8(ascii: " ") { cursor.advance() }
        } while braced && cursor.peek() != UInt8(ascii: "}") && !cursor.isAtEnd
        if braced {
            guard cursor.peek() == UInt8(ascii: "}") else { throw ParseError("invalid Unicode escape", at: escapeStart) }
            cursor.advance()
        }
        return scalars
    }

    /// `"name":` is a hash label, like `name:`.
    mutating func labelIfFollowedByColon(_ parts: [StringPart]) -> PodspecToken.Kind? {
        guard cursor.peek() == UInt8(ascii: ":"), cursor.peek(1) != UInt8(ascii: ":") else { return nil }
        switch parts.count {
        case 0:
            cursor.advance()
            return .label("")
        case 1:
            guard case .text(let text) = parts[0] else { return nil }
            cursor.advance()
            return .label(text)
        default:
            return nil
        }
    }

    var isWordListStart: Bool {
        guard let kind = cursor.peek(1), kind == UInt8(ascii: "w") || kind == UInt8(ascii: "i"),
            let delimiter = cursor.peek(2)
        else { return false }
        return delimiter < 0x80 && !Self.isIdentifierStart(delimiter) && !Self.isDigit(delimiter)
            && !Self.isWordSeparator(delimiter)
    }

    /// `%w[a b]` or `%i(a b)`: words split at white space; a backslash escapes a space or a delimiter.
    mutating func lexWordList() throws(ParseError) -> PodspecToken.Kind {
        let start = cursor.location
        let areSymbols = cursor.peek(1) == UInt8(ascii: "i")
        cursor.advance(by: 2)
        let open = cursor.peek() ?? 0
        let close = Self.closingDelimiter(open)
        cursor.advance()
        var words: [(text: String, location: SourceLocation)] = []
        var word: [UInt8] = []
        var wordStart = cursor.location
        var nesting = 0
        func finishWord() {
            if !word.isEmpty { words.append((String(decoding: word, as: UTF8.self), wordStart)) }
            word = []
        }
        while let byte = cursor.peek() {
            if byte == close && nesting == 0 {
                finishWord()
                cursor.advance()
                return .words(words, areSymbols: areSymbols)
            }
            if Self.isWordSeparator(byte) {
                if byte == UInt8(ascii: "\n") { try checkLineBreakAllowed(inLiteralOpenedBy: areSymbols ? "%i" : "%w") }
                finishWord()
                cursor.advance()
                continue
            }
            if word.isEmpty { wordStart = cursor.location }
            if open != close && byte == open { nesting += 1 }
            if open != close && byte == close { nesting -= 1 }
            if byte == UInt8(ascii: "\\"), let next = cursor.peek(1),
                Self.isWordSeparator(next) || next == open || next == close || next == UInt8(ascii: "\\")
            {
                cursor.advance()
            }
            word.append(cursor.peek() ?? byte)
            cursor.advance()
        }
        throw ParseError("unterminated word list", at: start)
    }

    /// A literal may span lines, except on a line that starts a heredoc: its body follows that line.
    func checkLineBreakAllowed(inLiteralOpenedBy opener: String) throws(ParseError) {
        guard heredocResume != nil else { return }
        throw ParseError.unsupportedConstruct(opener, "a literal spanning lines on a line that starts a heredoc",
            at: cursor.location)
    }

    /// Adds text to the parts, merging it into a preceding text part.
    static func append(_ text: [UInt8], to parts: inout [StringPart]) {
        guard !text.isEmpty else { return }
        let string = String(decoding: text, as: UTF8.self)
        // Taken out of the array before it grows, the text is held once and grows in place: replacing
        // it while the array still held it copied it whole per line (quadratic for a long heredoc).
        if case .text(var previous)? = parts.last {
            parts.removeLast()
            previous += string
            parts.append(.text(previous))
        } else {
            parts.append(.text(string))
        }
    }

    private static func isWordSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    // Switches rather than small dictionaries: a `[UInt8: UInt8]` costs a generic
    // metadata instantiation at first use, a visible share of a whole check.
    private static func closingDelimiter(_ open: UInt8) -> UInt8 {
        switch open {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        case UInt8(ascii: "{"): UInt8(ascii: "}")
        case UInt8(ascii: "<"): UInt8(ascii: ">")
        default: open
        }
    }

    private static func simpleEscape(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "t"): 0x09
        case UInt8(ascii: "s"): 0x20
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "a"): 0x07
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "e"): 0x1B
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "v"): 0x0B
        default: nil
        }
    }
}
