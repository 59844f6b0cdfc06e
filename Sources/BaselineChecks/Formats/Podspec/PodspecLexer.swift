/// Splits a podspec into tokens. The token list always ends with `.endOfInput`, or stops early at
/// the first `.unsupported` token or at an `.invalid` one carrying the lexical error, so that the
/// parser reports whichever problem comes first in the file.
struct PodspecLexer {
    var cursor: TextCursor
    let maximumDepth: Int
    /// How many `#{…}` interpolations enclose the current position.
    var interpolationDepth = 0
    /// Set while a line has started heredocs: where lexing resumes after that line's newline.
    var heredocResume: TextCursor?

    init(cursor: TextCursor, maximumDepth: Int) {
        self.cursor = cursor
        self.maximumDepth = maximumDepth
        self.cursor.skipByteOrderMark()
    }

    /// The tokens of the whole file.
    mutating func tokenize() -> [PodspecToken] {
        var tokens: [PodspecToken] = []
        do {
            try lex(into: &tokens, closingInterpolationAt: nil)
        } catch {
            tokens.append(PodspecToken(kind: .invalid(error), location: error.location ?? cursor.location, followsSpace: true))
        }
        return tokens
    }

    /// Lexes up to the end of the file, or up to the `}` that closes the interpolation opened at `opener`.
    mutating func lex(
        into tokens: inout [PodspecToken], closingInterpolationAt opener: SourceLocation?
    ) throws(ParseError) {
        let insideInterpolation = opener != nil
        var braceDepth = 0
        while true {
            let followsSpace = try skipSpaceAndComments()
            let location = cursor.location
            func add(_ kind: PodspecToken.Kind) {
                tokens.append(PodspecToken(kind: kind, location: location, followsSpace: followsSpace))
            }
            guard let byte = cursor.peek() else {
                if let opener { throw ParseError("unterminated interpolation", at: opener) }
                return add(.endOfInput)
            }
            switch byte {
            case UInt8(ascii: "\n"):
                consumeNewline()
                add(.newline)
            case UInt8(ascii: "}") where insideInterpolation && braceDepth == 0:
                cursor.advance()
                return add(.endOfInput)
            case UInt8(ascii: "{"), UInt8(ascii: "}"):
                braceDepth += byte == UInt8(ascii: "{") ? 1 : -1
                cursor.advance()
                add(.punctuation(byte == UInt8(ascii: "{") ? "{" : "}"))
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let parts = byte == UInt8(ascii: "'") ? try lexSingleQuoted() : try lexDoubleQuoted()
                add(labelIfFollowedByColon(parts) ?? .string(parts))
            case UInt8(ascii: "<") where isHeredocStart:
                add(.string(try lexHeredoc()))
            case UInt8(ascii: "%") where isWordListStart:
                add(try lexWordList())
            case UInt8(ascii: ":"):
                add(lexColon())
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                add(.number(lexNumber()))
            case _ where Self.isIdentifierStart(byte):
                add(lexName())
            default:
                let kind = lexPunctuation()
                guard case .unsupported(let text) = kind else {
                    add(kind)
                    continue
                }
                if insideInterpolation { throw ParseError.unsupportedConstruct(text, at: location) }
                return add(kind)
            }
        }
    }

    /// Moves past a newline; past the bodies of heredocs that the ending line started, if any.
    mutating func consumeNewline() {
        cursor.advance()
        if let resume = heredocResume {
            cursor = resume
            heredocResume = nil
        }
    }

    /// Skips blanks, `# comments`, `=begin`/`=end` blocks and `\` line continuations; tells whether any were there.
    private mutating func skipSpaceAndComments() throws(ParseError) -> Bool {
        let start = cursor.offset
        while let byte = cursor.peek() {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0C
                || (byte == UInt8(ascii: "\r") && cursor.peek(1) == UInt8(ascii: "\n"))
            {
                cursor.advance()
            } else if byte == UInt8(ascii: "\\") && cursor.peek(1) == UInt8(ascii: "\n") {
                cursor.advance()
                consumeNewline()
            } else if byte == UInt8(ascii: "#") {
                cursor.advance(to: cursor.firstOffset { $0 == UInt8(ascii: "\n") })
            } else if cursor.column == 1 && cursor.starts(with: "=begin") {
                try skipEmbeddedDocument()
            } else {
                break
            }
        }
        return cursor.offset > start
    }

    /// Skips a `=begin` … `=end` block comment, whose markers start lines.
    private mutating func skipEmbeddedDocument() throws(ParseError) {
        let start = cursor.location
        while true {
            cursor.advance(to: cursor.firstOffset { $0 == UInt8(ascii: "\n") })
            guard !cursor.isAtEnd else { throw ParseError("unterminated `=begin` comment", at: start) }
            consumeNewline()
            if cursor.starts(with: "=end") {
                cursor.advance(to: cursor.firstOffset { $0 == UInt8(ascii: "\n") })
                return
            }
        }
    }

    private mutating func lexColon() -> PodspecToken.Kind {
        cursor.advance()
        if cursor.peek() == UInt8(ascii: ":") {
            cursor.advance()
            return .punctuation("::")
        }
        guard let byte = cursor.peek(), Self.isIdentifierStart(byte) else {
            return .unsupported(":" + (cursor.peek().map { String(UnicodeScalar($0)) } ?? ""))
        }
        let start = cursor.offset
        advancePastName()
        return .symbol(cursor.text(start..<cursor.offset))
    }

    private mutating func lexNumber() -> String {
        let start = cursor.offset
        cursor.advance(to: cursor.firstOffset { !Self.isDigitOrUnderscore($0) })
        if cursor.peek() == UInt8(ascii: "."), let next = cursor.peek(1), Self.isDigit(next) {
            cursor.advance()
            cursor.advance(to: cursor.firstOffset { !Self.isDigitOrUnderscore($0) })
        }
        return cursor.text(start..<cursor.offset)
    }

    /// An identifier, a constant, or a `name:` label.
    private mutating func lexName() -> PodspecToken.Kind {
        let start = cursor.offset
        advancePastName()
        let name = cursor.text(start..<cursor.offset)
        if cursor.peek() == UInt8(ascii: ":") && cursor.peek(1) != UInt8(ascii: ":") {
            cursor.advance()
            return .label(name)
        }
        let first = cursor.bytes[start]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") ? .constant(name) : .identifier(name)
    }

    /// Moves past `[A-Za-z0-9_]*` and an optional final `?` or `!` (not part of `!=` or `?=`).
    private mutating func advancePastName() {
        cursor.advance(to: cursor.firstOffset { !(Self.isIdentifierStart($0) || Self.isDigit($0)) })
        if let byte = cursor.peek(), byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!"),
            cursor.peek(1) != UInt8(ascii: "=")
        {
            cursor.advance()
        }
    }

    /// Punctuation of the subset, or the whole run of operator characters as an unsupported construct.
    private mutating func lexPunctuation() -> PodspecToken.Kind {
        let next = cursor.peek(1)
        let single: String? =
            switch cursor.peek() {
            case UInt8(ascii: "="):
                next == UInt8(ascii: ">") ? "=>" : (next == UInt8(ascii: "=") || next == UInt8(ascii: "~") ? nil : "=")
            case UInt8(ascii: "."): next == UInt8(ascii: ".") ? nil : "."
            case UInt8(ascii: "|"): next == UInt8(ascii: "|") || next == UInt8(ascii: "=") ? nil : "|"
            case UInt8(ascii: "-"): next.map(Self.isDigit) == true ? "-" : nil
            case UInt8(ascii: ","): ","
            case UInt8(ascii: "("): "("
            case UInt8(ascii: ")"): ")"
            case UInt8(ascii: "["): "["
            case UInt8(ascii: "]"): "]"
            case UInt8(ascii: ";"): ";"
            default: nil
            }
        if let single {
            cursor.advance(by: single.utf8.count)
            return .punctuation(single)
        }
        let start = cursor.offset
        switch cursor.peek() {
        case UInt8(ascii: "%") where next.map(Self.isIdentifierStart) == true:
            cursor.advance(by: 2)
        case UInt8(ascii: "@"), UInt8(ascii: "$"):
            cursor.advance(to: cursor.firstOffset { !($0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "$")) })
            advancePastName()
        case let byte? where Self.isOperatorCharacter(byte):
            cursor.advance(to: cursor.firstOffset { !Self.isOperatorCharacter($0) })
        default:
            cursor.advance()
            while let byte = cursor.peek(), byte & 0xC0 == 0x80 { cursor.advance() }
        }
        return .unsupported(cursor.text(start..<cursor.offset))
    }

    private static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        "!%&*+-/<=>?^|~.".utf8.contains(byte)
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isDigitOrUnderscore(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "_")
    }
}
