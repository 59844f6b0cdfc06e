/// Operators, grouped as Swift groups them: maximal munch of operator characters, `.` only inside
/// operators that start with `.`, a `?` or `!` glued to the expression before it stands alone.
extension SwiftLexer {
    mutating func lexOperator() throws(ParseError) {
        let start = position
        let first = bytes[start]
        if (first == UInt8(ascii: "!") || first == UInt8(ascii: "?")) && isLeftBound(start) {
            position += 1
            return emit(.operator, from: start)
        }
        position += first < 0x80 ? 1 : (scalar(at: start)?.length ?? 1)
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: ".") {
                guard first == UInt8(ascii: ".") else { break }
                position += 1
            } else if byte < 0x80 {
                guard SwiftCharacterClasses.isOperatorByte(byte) else { break }
                position += 1
            } else if let (value, length) = scalar(at: position), SwiftCharacterClasses.isOperatorBody(value) {
                position += length
            } else {
                break
            }
        }
        cutBeforeCommentStart(from: start)
        let text = bytes[start..<position]
        if let end = firstBlockCommentEnd(in: text) {
            throw error("unexpected '*/' outside a block comment", at: end)
        }
        emit(Self.isPunctuationOperator(text) ? .punctuation : .operator, from: start)
    }

    /// `a+/* c */b`: a `//` or `/*` inside a run of operator characters starts a comment.
    private mutating func cutBeforeCommentStart(from start: Int) {
        guard position - start > 2 else { return }
        var index = start + 1
        while index < position - 1 {
            if bytes[index] == UInt8(ascii: "/")
                && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")) {
                position = index
                return
            }
            index += 1
        }
    }

    private func firstBlockCommentEnd(in text: ArraySlice<UInt8>) -> Int? {
        var index = text.startIndex
        while index + 1 < text.endIndex {
            if text[index] == UInt8(ascii: "*") && text[index + 1] == UInt8(ascii: "/") { return index }
            index += 1
        }
        return nil
    }

    /// `=`, `->` and a lone `.` are punctuation in Swift's grammar, not operators.
    private static func isPunctuationOperator(_ text: ArraySlice<UInt8>) -> Bool {
        text.elementsEqual("=".utf8) || text.elementsEqual("->".utf8) || text.elementsEqual(".".utf8)
    }

    /// Whether the character before `index` binds an operator to the expression on its left.
    func isLeftBound(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        switch bytes[index - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
             UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return byte(at: index - 2) != UInt8(ascii: "*")
        case 0xA0:
            return byte(at: index - 2) != 0xC2
        default:
            return true
        }
    }
}
