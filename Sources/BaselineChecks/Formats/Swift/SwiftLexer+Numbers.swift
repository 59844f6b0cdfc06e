/// Number literals, following Swift's lexer: a number is always lexed to its full length, so `100`
/// and `1000` are different tokens, and `x.0.1` is tuple access rather than a float.
extension SwiftLexer {
    mutating func lexNumber() throws(ParseError) {
        let start = position
        let marker = byte(at: start + 1)
        if current == UInt8(ascii: "0") && marker == UInt8(ascii: "x") {
            return try lexHexNumber()
        }
        if current == UInt8(ascii: "0") && (marker == UInt8(ascii: "o") || marker == UInt8(ascii: "b")) {
            return try lexRadixInteger(isOctal: marker == UInt8(ascii: "o"))
        }
        skipDigits(SwiftCharacterClasses.isDigit)
        if current == UInt8(ascii: ".") {
            let previousIsPeriod = tokens.last.map { $0.kind == .punctuation && $0.text == "." } ?? false
            if !SwiftCharacterClasses.isDigit(byte(at: position + 1)) || previousIsPeriod {
                return emit(.integerLiteral, from: start)
            }
        } else if current != UInt8(ascii: "e") && current != UInt8(ascii: "E") {
            try rejectTrailingIdentifierCharacters(in: "integer literal")
            return emit(.integerLiteral, from: start)
        }
        if current == UInt8(ascii: ".") {
            position += 1
            skipDigits(SwiftCharacterClasses.isDigit)
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            try lexExponent(in: "floating-point literal")
        }
        emit(.floatLiteral, from: start)
    }

    private mutating func skipDigits(_ isDigit: (UInt8) -> Bool) {
        while isDigit(current) || current == UInt8(ascii: "_") {
            position += 1
        }
    }

    /// `[+-]?[0-9][0-9_]*` after `e` or `p`, with nothing name-like glued to it.
    private mutating func lexExponent(in literal: String) throws(ParseError) {
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
            position += 1
        }
        guard SwiftCharacterClasses.isDigit(current) else {
            throw error("expected a digit in the exponent of a \(literal)", at: position)
        }
        skipDigits(SwiftCharacterClasses.isDigit)
        try rejectTrailingIdentifierCharacters(in: literal)
    }

    private mutating func rejectTrailingIdentifierCharacters(in literal: String) throws(ParseError) {
        let offset = position
        if skipIdentifierBody() {
            let character = String(decoding: bytes[offset..<min(position, offset + 4)], as: UTF8.self).prefix(1)
            throw error("'\(character)' is not a valid digit in \(literal)", at: offset)
        }
    }

    private mutating func lexRadixInteger(isOctal: Bool) throws(ParseError) {
        let start = position
        position += 2
        let isDigit: (UInt8) -> Bool = isOctal
            ? { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }
            : { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") }
        let name = isOctal ? "octal literal" : "binary literal"
        guard isDigit(current) else {
            throw error("expected a digit after the prefix of a \(name)", at: position)
        }
        skipDigits(isDigit)
        try rejectTrailingIdentifierCharacters(in: name)
        emit(.integerLiteral, from: start)
    }

    /// `0x` integers and hexadecimal floats (`0x1.8p3`); `0xff.description` stays an integer then a member.
    private mutating func lexHexNumber() throws(ParseError) {
        let start = position
        position += 2
        guard SwiftCharacterClasses.isHexDigit(current) else {
            throw error("expected a digit after the prefix of a hexadecimal literal", at: position)
        }
        skipDigits(SwiftCharacterClasses.isHexDigit)
        let isExponent: (UInt8) -> Bool = { $0 == UInt8(ascii: "p") || $0 == UInt8(ascii: "P") }
        if current != UInt8(ascii: ".") && !isExponent(current) {
            try rejectTrailingIdentifierCharacters(in: "hexadecimal literal")
            return emit(.integerLiteral, from: start)
        }
        var dot: Int?
        if current == UInt8(ascii: ".") {
            dot = position
            guard SwiftCharacterClasses.isHexDigit(byte(at: position + 1)) else {
                return emit(.integerLiteral, from: start)
            }
            position += 1
            skipDigits(SwiftCharacterClasses.isHexDigit)
            if !isExponent(current) {
                if let dot, !SwiftCharacterClasses.isDigit(byte(at: dot + 1)) {
                    position = dot
                    return emit(.integerLiteral, from: start)
                }
                throw error("hexadecimal floating-point literal needs a 'p' exponent", at: position)
            }
        }
        position += 1
        let signed = current == UInt8(ascii: "+") || current == UInt8(ascii: "-")
        if let dot, !signed, !SwiftCharacterClasses.isDigit(current), !SwiftCharacterClasses.isDigit(byte(at: dot + 1)) {
            position = dot
            return emit(.integerLiteral, from: start)
        }
        try lexExponent(in: "hexadecimal floating-point literal")
        emit(.floatLiteral, from: start)
    }
}
