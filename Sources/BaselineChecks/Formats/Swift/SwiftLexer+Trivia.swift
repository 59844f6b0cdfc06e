/// Trivia: whitespace, line breaks, line and (nested) block comments, a byte-order mark and a shebang.
extension SwiftLexer {
    mutating func skipByteOrderMarkAndShebang() {
        if byte(at: 0) == 0xEF && byte(at: 1) == 0xBB && byte(at: 2) == 0xBF {
            position = 3
        }
        if current == UInt8(ascii: "#") && byte(at: position + 1) == UInt8(ascii: "!") {
            let start = position
            skipToEndOfLine()
            let location = self.location(ofNext: start)
            comments.append(SwiftComment(kind: .line, location: location, utf8Range: start..<position))
        }
    }

    mutating func skipToEndOfLine() {
        while position < bytes.count && !isNewline(bytes[position]) {
            position += 1
        }
    }

    mutating func skipTrivia() throws(ParseError) {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                position += 1
                atStartOfLine = true
            case 0xC2 where byte(at: position + 1) == 0xA0:
                position += 2
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "/"):
                let start = position
                skipToEndOfLine()
                let isDoc = byte(at: start + 2) == UInt8(ascii: "/")
                let location = self.location(ofNext: start)
                comments.append(SwiftComment(kind: isDoc ? .docLine : .line, location: location, utf8Range: start..<position))
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "*"):
                let start = position
                if try skipBlockComment() { atStartOfLine = true }
                let isDoc = byte(at: start + 2) == UInt8(ascii: "*") && position - start > 4
                let location = self.location(ofNext: start)
                comments.append(SwiftComment(kind: isDoc ? .docBlock : .block, location: location, utf8Range: start..<position))
            default:
                return
            }
        }
    }

    /// Skips a possibly nested `/* … */` starting at `position`; returns whether it spanned a line break.
    @discardableResult
    mutating func skipBlockComment() throws(ParseError) -> Bool {
        let start = position
        var depth = 0
        var sawNewline = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "/") && self.byte(at: position + 1) == UInt8(ascii: "*") {
                depth += 1
                guard depth <= limits.maximumNestingDepth else {
                    throw error("block comments nested more than \(limits.maximumNestingDepth) deep", at: position)
                }
                position += 2
            } else if byte == UInt8(ascii: "*") && self.byte(at: position + 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return sawNewline }
            } else {
                if isNewline(byte) { sawNewline = true }
                position += 1
            }
        }
        throw error("unterminated block comment: '/*' has no matching '*/'", at: start)
    }
}
