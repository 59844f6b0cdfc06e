import BaselineSupport

/// Turns Swift source bytes into tokens and comment ranges, following the grouping rules of
/// Swift's own lexer. Iterative throughout: nesting is counted, never recursed into.
struct SwiftLexer {
    let bytes: [UInt8]
    let limits: SwiftParseLimits
    let lineMap: LineMap
    var position = 0
    var tokens: [SwiftToken] = []
    /// Each token's `SwiftMatchKey`.
    var matchKeys: [Int] = []
    var comments: [SwiftComment] = []
    var atStartOfLine = true
    /// Where the last token or comment was located, so locating the next one counts forward only.
    private var locationCursor = LineMap.Cursor()

    init(bytes: [UInt8], limits: SwiftParseLimits) {
        self.bytes = bytes
        self.limits = limits
        // Swift's own lexer ends a line at a lone `\r` too.
        self.lineMap = LineMap(bytes, breaks: .lineFeedOrLoneCarriageReturn)
        tokens.reserveCapacity(min(bytes.count / 6, 1 << 18))
        matchKeys.reserveCapacity(tokens.capacity)
    }

    /// Lexes the whole input.
    mutating func run() throws(ParseError) {
        guard bytes.count <= limits.maximumInputBytes else {
            throw ParseError(
                "Swift source is \(bytes.count) bytes, more than the limit of \(limits.maximumInputBytes)",
                line: 1, column: 1)
        }
        skipByteOrderMarkAndShebang()
        while true {
            try skipTrivia()
            guard position < bytes.count else { return }
            try lexToken()
            guard tokens.count <= limits.maximumTokens else {
                throw error("more than \(limits.maximumTokens) tokens", at: position)
            }
        }
    }

    // MARK: - Byte access

    /// The byte at `index`, or 0 past the end (Swift's own lexer relies on the same sentinel).
    func byte(at index: Int) -> UInt8 {
        index >= 0 && index < bytes.count ? bytes[index] : 0
    }

    var current: UInt8 { byte(at: position) }

    func error(_ message: String, at offset: Int) -> ParseError {
        ParseError(message, at: SourceLocation(lineMap.location(of: offset)))
    }

    /// Decodes the UTF-8 scalar at `index`; `nil` for a malformed or truncated sequence.
    func scalar(at index: Int) -> (value: UInt32, length: Int)? {
        let lead = byte(at: index)
        let length: Int
        var value: UInt32
        switch lead {
        case 0x00...0x7F: return (UInt32(lead), 1)
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(next & 0x3F)
        }
        return (value, length)
    }

    func isNewline(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Moves past one line break (`\n`, `\r\n` or `\r`) at `index`, returning where the next line starts.
    func afterNewline(at index: Int) -> Int {
        if byte(at: index) == UInt8(ascii: "\r") && byte(at: index + 1) == UInt8(ascii: "\n") {
            return index + 2
        }
        return index + 1
    }

    // MARK: - Emitting

    /// The location of a token or comment starting at `offset`; offsets must not decrease between calls.
    mutating func location(ofNext offset: Int) -> SourceLocation {
        SourceLocation(lineMap.location(of: offset, from: &locationCursor))
    }

    mutating func emit(_ kind: SwiftTokenKind, from start: Int, text: String? = nil, stringValue: String? = nil) {
        let text = text ?? String(decoding: bytes[start..<position], as: UTF8.self)
        let location = self.location(ofNext: start)
        tokens.append(SwiftToken(
            kind: kind, text: text, stringValue: stringValue, location: location,
            utf8Range: start..<position, isAtStartOfLine: atStartOfLine))
        matchKeys.append(stringValue.map(SwiftMatchKey.of(stringValue:)) ?? SwiftMatchKey.of(kind, utf8: bytes[start..<position]))
        atStartOfLine = false
    }

    // MARK: - Tokens

    private mutating func lexToken() throws(ParseError) {
        let start = position
        let first = bytes[position]
        switch first {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            lexIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            try lexNumber()
        case UInt8(ascii: "$"):
            lexDollarIdentifier()
        case UInt8(ascii: "`"):
            try lexBacktickedIdentifier()
        case UInt8(ascii: "\""):
            try lexStringLiteral(start: start, pounds: 0)
        case UInt8(ascii: "#"):
            try lexPound()
        case UInt8(ascii: "@"):
            lexAttribute()
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"),
             UInt8(ascii: ":"), UInt8(ascii: "\\"):
            position += 1
            emit(.punctuation, from: start)
        case UInt8(ascii: "'"):
            throw error("single-quoted string literals are not Swift; use double quotes", at: start)
        case UInt8(ascii: "<") where byte(at: position + 1) == UInt8(ascii: "#") && lexPlaceholder():
            return
        case UInt8(ascii: "."):
            try lexOperator()
        case _ where SwiftCharacterClasses.isOperatorByte(first):
            try lexOperator()
        case 0x80...0xFF:
            try lexNonASCII()
        default:
            throw error("invalid character U+\(hex(UInt32(first))) in Swift source", at: start)
        }
    }

    private mutating func lexNonASCII() throws(ParseError) {
        guard let (value, _) = scalar(at: position) else {
            throw error("malformed UTF-8 in Swift source", at: position)
        }
        if SwiftCharacterClasses.isIdentifierHead(value) {
            lexIdentifier()
        } else if SwiftCharacterClasses.isOperatorHead(value) {
            try lexOperator()
        } else {
            throw error("invalid character U+\(hex(value)) in Swift source", at: position)
        }
    }

    func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Moves past identifier characters (ASCII or Unicode) and returns whether any were consumed.
    @discardableResult
    mutating func skipIdentifierBody() -> Bool {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte < 0x80 {
                guard SwiftCharacterClasses.isIdentifierBody(byte) else { break }
                position += 1
            } else if let (value, length) = scalar(at: position), SwiftCharacterClasses.isIdentifierBody(value) {
                position += length
            } else {
                break
            }
        }
        return position > start
    }

    /// Whether an identifier starts at `index`.
    func isIdentifierStart(at index: Int) -> Bool {
        let byte = self.byte(at: index)
        if byte < 0x80 { return SwiftCharacterClasses.isIdentifierHead(byte) }
        guard let (value, _) = scalar(at: index) else { return false }
        return SwiftCharacterClasses.isIdentifierHead(value)
    }

    private mutating func lexIdentifier() {
        let start = position
        skipIdentifierBody()
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        emit(SwiftKeywords.reserved.contains(text) ? .keyword : .identifier, from: start, text: text)
    }

    private mutating func lexDollarIdentifier() {
        let start = position
        position += 1
        var allDigits = true
        while position < bytes.count && SwiftCharacterClasses.isDigit(bytes[position]) {
            position += 1
        }
        if skipIdentifierBody() { allDigits = false }
        emit(allDigits && position - start > 1 ? .dollarIdentifier : .identifier, from: start)
    }

    private mutating func lexBacktickedIdentifier() throws(ParseError) {
        let start = position
        position += 1
        while position < bytes.count && bytes[position] != UInt8(ascii: "`") && !isNewline(bytes[position]) {
            position += 1
        }
        guard current == UInt8(ascii: "`"), position > start + 1 else {
            throw error("unterminated or empty backticked identifier", at: start)
        }
        position += 1
        emit(.identifier, from: start)
    }

    private mutating func lexAttribute() {
        let start = position
        position += 1
        if isIdentifierStart(at: position) {
            skipIdentifierBody()
            emit(.attribute, from: start)
        } else {
            emit(.punctuation, from: start)
        }
    }

    /// `#` starts a raw string (`#"`), an extended regex (`#/`), a pound keyword (`#if`), or stands alone.
    private mutating func lexPound() throws(ParseError) {
        let start = position
        var pounds = 0
        while byte(at: start + pounds) == UInt8(ascii: "#") {
            pounds += 1
        }
        switch byte(at: start + pounds) {
        case UInt8(ascii: "\""):
            position = start + pounds
            try lexStringLiteral(start: start, pounds: pounds)
        case UInt8(ascii: "/"):
            position = start + pounds
            try lexRegexLiteral(start: start, pounds: pounds)
        default:
            position = start + 1
            if isIdentifierStart(at: position) {
                skipIdentifierBody()
                emit(.poundKeyword, from: start)
            } else {
                emit(.punctuation, from: start)
            }
        }
    }

    /// Lexes `<#…#>` on one line; returns false (consuming nothing) when it is not a placeholder.
    private mutating func lexPlaceholder() -> Bool {
        let start = position
        var index = start + 2
        while index + 1 < bytes.count && !isNewline(bytes[index]) {
            if bytes[index] == UInt8(ascii: "#") && bytes[index + 1] == UInt8(ascii: ">") {
                position = index + 2
                emit(.placeholder, from: start)
                return true
            }
            index += 1
        }
        return false
    }

    /// Lexes `#/…/#` (as many `#` on both sides); multi-line when the opening is followed by a line break.
    private mutating func lexRegexLiteral(start: Int, pounds: Int) throws(ParseError) {
        position += 1
        let multiline = isNewline(current)
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") {
                position += isNewline(self.byte(at: position + 1)) ? 1 : 2
            } else if byte == UInt8(ascii: "/") && delimiterFollows(at: position + 1, pounds: pounds) {
                position += 1 + pounds
                emit(.regexLiteral, from: start)
                return
            } else if isNewline(byte) && !multiline {
                break
            } else {
                position += 1
            }
        }
        throw error("unterminated regex literal", at: start)
    }

    /// Whether exactly `pounds` `#` characters follow at `index` (more are checked by the caller).
    func delimiterFollows(at index: Int, pounds: Int) -> Bool {
        var count = 0
        while count < pounds {
            guard byte(at: index + count) == UInt8(ascii: "#") else { return false }
            count += 1
        }
        return true
    }
}
