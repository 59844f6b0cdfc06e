import BaselineSupport

/// A lexed and indexed Swift source file: its tokens, comments and declaration scopes.
public struct SwiftSourceFile: Sendable {
    /// Every token in source order; whitespace and comments are not tokens.
    public let tokens: [SwiftToken]
    /// Each token's `SwiftMatchKey`, for fast fragment matching.
    let matchKeys: [Int]
    /// Every comment, in source order.
    public let comments: [SwiftComment]
    /// Declaration scopes in the order their bodies open; a parent always precedes its children.
    public let scopes: [SwiftScope]
    /// For each token, the id of the innermost scope whose body contains it, or -1 at top level.
    private let innermostScopeOfToken: [Int32]

    /// Lexes and indexes `source`; throws `ParseError` with line and column on malformed or oversized input.
    public init(source: String, limits: SwiftParseLimits = .standard) throws(ParseError) {
        try self.init(validUTF8: Array(source.utf8), limits: limits)
    }

    /// Lexes and indexes raw bytes, reporting malformed UTF-8 as a `ParseError` at its position.
    public init(utf8 bytes: [UInt8], limits: SwiftParseLimits = .standard) throws(ParseError) {
        if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            let lineMap = LineMap(bytes, breaks: .lineFeedOrLoneCarriageReturn)
            throw ParseError("Swift source is not valid UTF-8", at: SourceLocation(lineMap.location(of: offset)))
        }
        try self.init(validUTF8: bytes, limits: limits)
    }

    private init(validUTF8 bytes: [UInt8], limits: SwiftParseLimits) throws(ParseError) {
        var lexer = SwiftLexer(bytes: bytes, limits: limits)
        try lexer.run()
        var indexer = SwiftScopeIndexer(tokens: lexer.tokens, limits: limits)
        scopes = try indexer.run()
        tokens = lexer.tokens
        matchKeys = lexer.matchKeys
        comments = lexer.comments
        innermostScopeOfToken = indexer.innermostScopeOfToken
    }

    // MARK: - Scopes

    /// The innermost scope whose body contains the token at `index`; `nil` at top level.
    public func innermostScope(containingToken index: Int) -> SwiftScope? {
        guard innermostScopeOfToken.indices.contains(index) else { return nil }
        let id = Int(innermostScopeOfToken[index])
        return scopes.indices.contains(id) ? scopes[id] : nil
    }

    /// The scope's ancestors, outermost first, followed by the scope itself.
    public func path(to scope: SwiftScope) -> [SwiftScope] {
        var path = [scope]
        var parent = scope.parent
        while let id = parent, scopes.indices.contains(id) {
            path.append(scopes[id])
            parent = scopes[id].parent
        }
        return path.reversed()
    }

    /// Every scope the selector picks, in source order.
    public func scopes(matching selector: SwiftScopeSelector) -> [SwiftScope] {
        scopes.filter { selector.selects($0, in: self) }
    }

    /// The tokens of a scope's body, between its braces.
    public func bodyTokens(of scope: SwiftScope) -> ArraySlice<SwiftToken> {
        tokens[scope.body.clamped(to: tokens.indices)]
    }

    /// Where the file declares `func name(` (or `func name<`), body or not; empty when it does not.
    public func functionDeclarations(named name: String) -> [SourceLocation] {
        var locations: [SourceLocation] = []
        var index = 0
        while index + 2 < tokens.count {
            let keyword = tokens[index]
            let next = tokens[index + 2].text
            if keyword.kind == .keyword && keyword.text == "func" && tokens[index + 1].text == name
                && (next == "(" || next == "<") {
                locations.append(keyword.location)
            }
            index += 1
        }
        return locations
    }
}
