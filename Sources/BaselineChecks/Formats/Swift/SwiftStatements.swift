/// Statements as a structural reader sees them, on top of the tokens and scopes: where each statement of a
/// body begins and ends, and which conditions an early exit (`guard … else`, `if … { return }`) requires.
/// No evaluation and no type checking; linear in the body's tokens.
package struct SwiftStatements {
    package let tokens: [SwiftToken]
    package let pairs: SwiftBracketPairs

    package init(_ file: SwiftSourceFile) {
        tokens = file.tokens
        pairs = SwiftBracketPairs(file.tokens)
    }

    /// The statements directly in `body` (a scope's braces' inside), each as its token range; braces,
    /// brackets and parentheses belong to the statement that opens them.
    package func statements(in body: Range<Int>) -> [Range<Int>] {
        var statements: [Range<Int>] = []
        var start = body.lowerBound
        var index = start
        while index < body.upperBound {
            if tokens[index].text == ";" {
                if start < index { statements.append(start..<index) }
                index += 1
                start = index
                continue
            }
            index = min(body.upperBound, (pairs.closer(of: index) ?? index) + 1)
            if index < body.upperBound, SwiftStatementBoundary.startsLine(tokens, at: index) {
                statements.append(start..<index)
                start = index
            }
        }
        if start < body.upperBound { statements.append(start..<body.upperBound) }
        return statements
    }

    // MARK: - Early exits

    /// The conditions an early exit requires to go on, each as normalised tokens (`Condition`); `nil` when
    /// the statement is not an early exit. `guard a, b else { … }` requires `a` and `b`;
    /// `if x { return }` requires `!x` (with `!x` requiring `x`, `x == nil` requiring `x != nil`, and a
    /// `||` of several requiring the negation of each).
    func earlyExitConditions(_ statement: Range<Int>, enclosingType: String?) -> [Condition]? {
        guard let first = statement.first else { return nil }
        switch tokens[first].text {
        case "guard":
            guard let elseIndex = topLevel(in: (first + 1)..<statement.upperBound, where: { $0.text == "else" }) else { return nil }
            return split((first + 1)..<elseIndex, at: ",").flatMap(conjuncts).map { Condition(tokens[$0], enclosingType: enclosingType) }
        case "if":
            guard let open = topLevel(in: (first + 1)..<statement.upperBound, where: { $0.text == "{" }),
                  let close = pairs.closer(of: open), close + 1 == statement.upperBound,
                  let exit = tokens[safe: open + 1], ["return", "throw", "break", "continue"].contains(exit.text),
                  split((first + 1)..<open, at: ",").count == 1
            else { return nil }
            return split((first + 1)..<open, at: "||").map { Condition(tokens[$0], enclosingType: enclosingType).negated }
        default:
            return nil
        }
    }

    /// `a && b` requires `a` and `b`; a part with a top-level `||` or `?` stays whole, since `&&` binds
    /// tighter than both (`a || b && c` does not require `c`), and so does a binding (`let`, `var`, `case`).
    private func conjuncts(_ range: Range<Int>) -> [Range<Int>] {
        if let first = range.first, ["let", "var", "case"].contains(tokens[first].text) { return [range] }
        let loose = topLevel(in: range) { $0.text == "||" || $0.text == "?" || $0.text == "??" }
        return loose == nil ? split(range, at: "&&") : [range]
    }

    /// The first token of `range` outside any brackets that satisfies `test`.
    package func topLevel(in range: Range<Int>, where test: (SwiftToken) -> Bool) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if test(tokens[index]) { return index }
            index = (pairs.closer(of: index) ?? index) + 1
        }
        return nil
    }

    /// `range` cut at each top-level `separator`.
    package func split(_ range: Range<Int>, at separator: String) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var index = start
        while index < range.upperBound {
            if tokens[index].text == separator {
                parts.append(start..<index)
                start = index + 1
                index += 1
                continue
            }
            index = (pairs.closer(of: index) ?? index) + 1
        }
        parts.append(start..<range.upperBound)
        return parts.filter { !$0.isEmpty }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

/// Where statements can begin and end, from the tokens alone: what statement fragments are matched against.
enum SwiftStatementBoundary {
    /// Whether the token at `index`, at the start of a line, begins a new statement rather than continuing
    /// the previous one (a binary operator, a `.member`, `else` or `catch` continues it).
    static func startsLine(_ tokens: [SwiftToken], at index: Int) -> Bool {
        let token = tokens[index]
        guard token.isAtStartOfLine else { return false }
        if token.kind == .operator && token.text != "!" { return false }
        return ![".", "else", "catch", "?", ":", "&&", "||"].contains(token.text)
    }

    /// Whether a statement can end before token `end`: the file ends, or `;` or `}` or a new statement follows.
    static func ends(_ tokens: [SwiftToken], before end: Int) -> Bool {
        guard end < tokens.count else { return true }
        return tokens[end].text == ";" || tokens[end].text == "}" || startsLine(tokens, at: end)
    }

    /// Whether a statement can begin at token `start`: the file begins, or it follows `;` or `{`, or it
    /// begins a line without continuing the previous one. `self.` before it belongs to the statement.
    static func begins(_ tokens: [SwiftToken], at match: Int) -> Bool {
        var start = match
        while start >= 2, tokens[start - 1].text == ".", tokens[start - 2].text == "self" { start -= 2 }
        guard start > 0 else { return true }
        return tokens[start - 1].text == ";" || tokens[start - 1].text == "{" || startsLine(tokens, at: start)
    }
}
