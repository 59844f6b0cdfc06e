/// Heredocs: `<<ID`, `<<-ID` (indented terminator) and `<<~ID` (indented terminator, body dedented).
/// The body starts on the line after the one holding `<<…`, or after the previous heredoc's body when
/// one line starts several; lexing of that line goes on, and resumes after the bodies at its newline.
extension PodspecLexer {
    var isHeredocStart: Bool {
        guard cursor.peek(1) == UInt8(ascii: "<"), var next = cursor.peek(2) else { return false }
        if next == UInt8(ascii: "~") || next == UInt8(ascii: "-") {
            guard let afterFlag = cursor.peek(3) else { return false }
            next = afterFlag
        }
        return Self.isIdentifierStart(next) || next == UInt8(ascii: "'") || next == UInt8(ascii: "\"")
            || next == UInt8(ascii: "`")
    }

    mutating func lexHeredoc() throws(ParseError) -> [StringPart] {
        let start = cursor.location
        cursor.advance(by: 2)
        let squiggly = cursor.peek() == UInt8(ascii: "~")
        let indentedTerminator = squiggly || cursor.peek() == UInt8(ascii: "-")
        if indentedTerminator { cursor.advance() }
        let (identifier, interpolates) = try lexHeredocIdentifier(start: start)

        var body = heredocResume ?? cursor
        if heredocResume == nil {
            body.advance(to: body.firstOffset { $0 == UInt8(ascii: "\n") })
            guard !body.isAtEnd else { throw ParseError("unterminated heredoc `\(identifier)`", at: start) }
            body.advance()
        }
        let (lines, terminatorEnd) = try heredocLines(
            from: body.offset, identifier: identifier, indentedTerminator: indentedTerminator, start: start)
        let dedent = squiggly ? lines.compactMap { indentationWidth(of: $0) }.min() ?? 0 : 0

        let lineCursor = cursor
        cursor = body
        var parts: [StringPart] = []
        for line in lines {
            skipIndentation(upTo: dedent)
            if interpolates {
                try scanInterpolating(
                    into: &parts, until: UInt8(ascii: "\n"), literalStart: start, literal: "heredoc")
                guard cursor.offset == line.upperBound else {
                    throw ParseError.unsupportedConstruct(
                        "<<", "a heredoc line continued by a backslash or an interpolation", at: start)
                }
            } else {
                Self.append(Array(cursor.bytes[cursor.offset..<line.upperBound]), to: &parts)
                cursor.advance(to: line.upperBound)
            }
            Self.append([UInt8(ascii: "\n")], to: &parts)
            cursor.advance()
        }
        cursor.advance(to: terminatorEnd)
        heredocResume = cursor
        cursor = lineCursor
        return parts
    }

    /// `ID`, `'ID'` (no interpolation or escapes) or `"ID"`.
    private mutating func lexHeredocIdentifier(start: SourceLocation) throws(ParseError) -> (String, Bool) {
        guard let quote = cursor.peek(), !Self.isIdentifierStart(quote) else {
            let nameStart = cursor.offset
            cursor.advance(to: cursor.firstOffset { !(Self.isIdentifierStart($0) || Self.isDigit($0)) })
            return (cursor.text(nameStart..<cursor.offset), true)
        }
        if quote == UInt8(ascii: "`") {
            throw ParseError.unsupportedConstruct("<<`", "a command heredoc", at: start)
        }
        cursor.advance()
        let nameStart = cursor.offset
        cursor.advance(to: cursor.firstOffset { $0 == quote || $0 == UInt8(ascii: "\n") })
        guard cursor.peek() == quote, cursor.offset > nameStart else {
            throw ParseError("unterminated heredoc identifier", at: start)
        }
        let name = cursor.text(nameStart..<cursor.offset)
        cursor.advance()
        return (name, quote == UInt8(ascii: "\""))
    }

    /// The byte ranges of the body's lines (without their newlines), and the offset after the terminator line.
    private func heredocLines(
        from bodyStart: Int, identifier: String, indentedTerminator: Bool, start: SourceLocation
    ) throws(ParseError) -> ([Range<Int>], Int) {
        let bytes = cursor.bytes
        var lines: [Range<Int>] = []
        var lineStart = bodyStart
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            var content = bytes[lineStart..<lineEnd]
            if content.last == UInt8(ascii: "\r") { content = content.dropLast() }
            if indentedTerminator {
                content = content.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            }
            if content.elementsEqual(identifier.utf8) {
                return (lines, min(lineEnd + 1, bytes.count))
            }
            lines.append(lineStart..<lineEnd)
            lineStart = lineEnd + 1
        }
        throw ParseError("unterminated heredoc `\(identifier)`", at: start)
    }

    /// The width of a line's leading blanks (a tab reaches the next multiple of 8), or `nil` for a blank line.
    private func indentationWidth(of line: Range<Int>) -> Int? {
        var width = 0
        for byte in cursor.bytes[line] {
            switch byte {
            case UInt8(ascii: " "): width += 1
            case UInt8(ascii: "\t"): width = (width / 8 + 1) * 8
            case UInt8(ascii: "\r"): continue
            default: return width
            }
        }
        return nil
    }

    /// Removes up to `width` columns of leading blanks, never splitting a tab.
    private mutating func skipIndentation(upTo width: Int) {
        var skipped = 0
        while skipped < width, let byte = cursor.peek() {
            if byte == UInt8(ascii: " ") {
                skipped += 1
            } else if byte == UInt8(ascii: "\t"), (skipped / 8 + 1) * 8 <= width {
                skipped = (skipped / 8 + 1) * 8
            } else {
                return
            }
            cursor.advance()
        }
    }
}
