/// One condition of a `guard` or `if`, normalised so that equivalent spellings compare equal: `self.` and
/// the qualification of a static by `Self` or by the enclosing type are dropped, and parentheses around the
/// whole condition are removed. Compared token by token (string literals by value).
struct Condition: Equatable, CustomStringConvertible {
    let tokens: [SwiftToken]

    init(_ tokens: ArraySlice<SwiftToken>, enclosingType: String?) {
        var normalised: [SwiftToken] = []
        var index = tokens.startIndex
        while index < tokens.endIndex {
            let token = tokens[index]
            let isQualifier = token.text == "self" || token.text == "Self" || (enclosingType.map { token.text == $0 } ?? false)
            let previousIsDot = normalised.last?.text == "."
            if isQualifier, !previousIsDot, index + 1 < tokens.endIndex, tokens[index + 1].text == "." {
                index += 2
                continue
            }
            normalised.append(token)
            index += 1
        }
        while normalised.first?.text == "(", normalised.last?.text == ")", Self.wrapsWhole(normalised) {
            normalised = Array(normalised.dropFirst().dropLast())
        }
        // `!(a.b)` is `!a.b`: the parentheses around one operand change nothing.
        while normalised.first?.text == "!", normalised.count > 3, normalised[1].text == "(", normalised.last?.text == ")",
              Self.wrapsWhole(Array(normalised.dropFirst())), Self.isPostfixChain(normalised.dropFirst(2).dropLast()) {
            normalised = [normalised[0]] + normalised.dropFirst(2).dropLast()
        }
        self.tokens = normalised
    }

    private init(normalised: [SwiftToken]) {
        tokens = normalised
    }

    /// Whether the first `(` closes at the last `)`.
    private static func wrapsWhole(_ tokens: [SwiftToken]) -> Bool {
        var depth = 0
        for (index, token) in tokens.enumerated() {
            if token.text == "(" { depth += 1 }
            if token.text == ")" { depth -= 1 }
            if depth == 0 { return index == tokens.count - 1 }
        }
        return false
    }

    /// The condition that must hold for `if self { return }` to go on.
    var negated: Condition {
        if tokens.first?.text == "!", Self.isPostfixChain(tokens.dropFirst()) {
            return Condition(tokens.dropFirst(), enclosingType: nil)
        }
        if tokens.count >= 3, tokens[tokens.count - 1].text == "nil" {
            let comparison = tokens[tokens.count - 2]
            if comparison.text == "==" || comparison.text == "!=" {
                let flipped = SwiftToken(
                    kind: comparison.kind, text: comparison.text == "==" ? "!=" : "==", location: comparison.location,
                    utf8Range: comparison.utf8Range, isAtStartOfLine: comparison.isAtStartOfLine)
                return Condition(normalised: Array(tokens.dropLast(2)) + [flipped, tokens[tokens.count - 1]])
            }
        }
        let location = tokens.first?.location ?? SourceLocation(line: 1, column: 1)
        let mark = { (text: String, kind: SwiftTokenKind) in
            SwiftToken(kind: kind, text: text, location: location, utf8Range: 0..<0, isAtStartOfLine: false)
        }
        let operand = Self.isPostfixChain(tokens[...]) ? tokens : [mark("(", .punctuation)] + tokens + [mark(")", .punctuation)]
        return Condition(normalised: [mark("!", .operator)] + operand)
    }

    /// Whether the tokens are one operand: names, `.`, calls and subscripts (or one parenthesised group),
    /// with no binary operator outside brackets.
    private static func isPostfixChain(_ tokens: ArraySlice<SwiftToken>) -> Bool {
        var depth = 0
        for token in tokens {
            if ["(", "["].contains(token.text) { depth += 1 }
            if [")", "]"].contains(token.text) { depth -= 1 }
            if depth == 0, token.kind == .operator, token.text != "?", token.text != "!" { return false }
        }
        return true
    }

    static func == (lhs: Condition, rhs: Condition) -> Bool {
        lhs.tokens.count == rhs.tokens.count && zip(lhs.tokens, rhs.tokens).allSatisfy { $0.matches($1) }
    }

    var description: String {
        var text = ""
        for token in tokens {
            let glue = text.isEmpty || [".", "(", "!"].contains(text.last.map(String.init) ?? "") || [".", ")", ","].contains(token.text)
            text += (glue ? "" : " ") + token.text
        }
        return text
    }
}
