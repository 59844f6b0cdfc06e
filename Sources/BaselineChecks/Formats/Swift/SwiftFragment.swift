/// A code fragment to look for, lexed as Swift so that it matches token sequences, not text.
public struct SwiftFragment: Sendable, Hashable, CustomStringConvertible {
    /// The fragment as written.
    public let text: String
    /// Its tokens; whitespace and comments in the fragment are ignored like in the source.
    public let tokens: [SwiftToken]
    /// The tokens' match keys, compared before the tokens themselves.
    let matchKeys: [Int]
    /// Whether an occurrence must be a whole statement: `let x = y` does not occur in `let x = y * 1`.
    public let isStatement: Bool

    /// Lexes `text`; throws when the fragment is not lexically valid Swift or has no tokens.
    public init(_ text: String, statement: Bool = false) throws(ParseError) {
        var lexer = SwiftLexer(bytes: Array(text.utf8), limits: .standard)
        try lexer.run()
        guard !lexer.tokens.isEmpty else {
            throw ParseError("code fragment has no Swift tokens", line: 1, column: 1)
        }
        self.text = text
        self.tokens = lexer.tokens
        matchKeys = lexer.matchKeys
        isStatement = statement
    }

    /// The fragment as written.
    public var description: String { text }

    /// Whether the fragment occurs at token `start` of a file: keys first, then the tokens.
    func occurs(in file: SwiftSourceFile, at start: Int) -> Bool {
        let keys = file.matchKeys
        guard start >= 0, start + matchKeys.count <= keys.count else { return false }
        for offset in matchKeys.indices where keys[start + offset] != matchKeys[offset] {
            return false
        }
        if isStatement, !SwiftStatementBoundary.begins(file.tokens, at: start)
            || !SwiftStatementBoundary.ends(file.tokens, before: start + tokens.count) {
            return false
        }
        return tokens.indices.allSatisfy { file.tokens[start + $0].matches(tokens[$0]) }
    }
}

/// One occurrence of a fragment in a file.
public struct SwiftFragmentMatch: Sendable, Hashable {
    /// Token indices of the occurrence.
    public let tokenRange: Range<Int>
    /// Where its first token starts.
    public let location: SourceLocation
    /// The innermost scope whose body contains it; `nil` at top level.
    public let enclosingScope: SwiftScope?

    /// Where it was found, for messages: `func updateLayout()`, `var maxRating { didSet }` or `top level`.
    public var enclosingDescription: String { enclosingScope?.description ?? "top level" }
}

extension SwiftSourceFile {
    /// Non-overlapping occurrences of `fragment` as a contiguous token sequence, leftmost first.
    public func matches(of fragment: SwiftFragment) -> [SwiftFragmentMatch] {
        matches(of: fragment, inTokens: tokens.indices)
    }

    /// Non-overlapping occurrences of `fragment` inside `scope`'s braces (nested scopes included).
    public func matches(of fragment: SwiftFragment, inside scope: SwiftScope) -> [SwiftFragmentMatch] {
        matches(of: fragment, inTokens: scope.body.clamped(to: tokens.indices))
    }

    /// Whether `fragment` occurs anywhere in the file.
    public func contains(_ fragment: SwiftFragment) -> Bool {
        !matches(of: fragment).isEmpty
    }

    private func matches(of fragment: SwiftFragment, inTokens range: Range<Int>) -> [SwiftFragmentMatch] {
        var found: [SwiftFragmentMatch] = []
        let length = fragment.tokens.count
        let lastStart = range.upperBound - length
        var index = range.lowerBound
        while index <= lastStart {
            // Only where the first token's key recurs can the fragment start: a scan of the keys finds it.
            guard let start = matchKeys[index...lastStart].firstIndex(of: fragment.matchKeys[0]) else { break }
            if fragment.occurs(in: self, at: start) {
                found.append(SwiftFragmentMatch(
                    tokenRange: start..<(start + length), location: tokens[start].location,
                    enclosingScope: innermostScope(containingToken: start)))
                index = start + length
            } else {
                index = start + 1
            }
        }
        return found
    }
}
