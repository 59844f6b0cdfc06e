/// Finds the end of a string interpolation `\( … )` without lexing its inside, the way Swift's
/// lexer does: a small scanner that knows parentheses, nested string literals and comments.
/// Nesting lives on an explicit, bounded stack.
extension SwiftLexer {
    /// One open parenthesis or string literal inside the interpolation.
    private struct Frame {
        var isString: Bool
        var pounds: Int
        var isMultiline: Bool
        /// Strings allow line breaks only when multi-line; parentheses inherit from what encloses them.
        var allowsNewlines: Bool
    }

    /// Scans from `position` (just after `\(`) and returns the offset of the matching `)`.
    mutating func skipInterpolation(allowingNewlines outerMultiline: Bool, backslash: Int) throws(ParseError) -> Int {
        var stack: [Frame] = []
        var allowsNewlines: Bool { stack.last?.allowsNewlines ?? outerMultiline }
        var inString: Frame? { stack.last.flatMap { $0.isString ? $0 : nil } }
        func push(_ frame: Frame, at offset: Int) throws(ParseError) {
            guard stack.count < limits.maximumNestingDepth else {
                throw error("string interpolations nested more than \(limits.maximumNestingDepth) deep", at: offset)
            }
            stack.append(frame)
        }
        func pushParenthesis(at offset: Int) throws(ParseError) {
            try push(Frame(isString: false, pounds: 0, isMultiline: false, allowsNewlines: allowsNewlines), at: offset)
        }
        let unterminated = error("unterminated string interpolation", at: backslash)
        while position < bytes.count {
            let offset = position
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                guard allowsNewlines else { throw unterminated }
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                var pounds = 0
                if byte == UInt8(ascii: "#") {
                    guard inString == nil else { continue }
                    pounds = 1
                    while current == UInt8(ascii: "#") {
                        pounds += 1
                        position += 1
                    }
                    guard current == UInt8(ascii: "\"") else { continue }
                    position += 1
                }
                let isTripleQuote = current == UInt8(ascii: "\"") && self.byte(at: position + 1) == UInt8(ascii: "\"")
                if let open = inString {
                    if open.isMultiline {
                        guard isTripleQuote else { continue }
                        position += 2
                    }
                    guard delimiterFollows(at: position, pounds: open.pounds) else { continue }
                    position += open.pounds
                    stack.removeLast()
                } else {
                    if isTripleQuote { position += 2 }
                    try push(
                        Frame(isString: true, pounds: pounds, isMultiline: isTripleQuote, allowsNewlines: isTripleQuote),
                        at: offset)
                }
            case UInt8(ascii: "\\"):
                guard let open = inString, delimiterFollows(at: position, pounds: open.pounds) else { continue }
                position += open.pounds
                if current == UInt8(ascii: "(") {
                    position += 1
                    try pushParenthesis(at: offset)
                } else if current != 0 && !isNewline(current) {
                    position += 1
                }
            case UInt8(ascii: "("):
                if inString == nil { try pushParenthesis(at: offset) }
            case UInt8(ascii: ")"):
                guard let last = stack.last else { return offset }
                if !last.isString { stack.removeLast() }
            case UInt8(ascii: "/"):
                guard inString == nil else { continue }
                if current == UInt8(ascii: "*") {
                    position = offset
                    if try skipBlockComment(), !allowsNewlines { throw unterminated }
                } else if current == UInt8(ascii: "/") {
                    guard allowsNewlines else { throw unterminated }
                    while position < bytes.count && !isNewline(bytes[position]) {
                        position += 1
                    }
                }
            default:
                continue
            }
        }
        throw unterminated
    }
}
