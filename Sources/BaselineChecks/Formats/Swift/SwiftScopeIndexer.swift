/// Builds declaration scopes from a token stream in one pass. Brackets live on an explicit stack
/// whose depth is bounded, so hostile nesting ends in a `ParseError`, not a stack overflow.
struct SwiftScopeIndexer {
    let tokens: [SwiftToken]
    let limits: SwiftParseLimits
    let brackets: SwiftBracketPairs
    var delimiters: [Delimiter] = []
    /// Ids of the scopes whose bodies enclose the current token, innermost last.
    var openScopes: [Int] = []
    /// Declarations seen but whose `{` has not come yet, at strictly increasing bracket depth.
    var pending: [PendingDeclaration] = []
    /// The latest token so far that begins a line without continuing the previous one, or -1.
    var latestUncontinuedLineStart = -1
    var builders: [ScopeBuilder] = []
    /// For each token, the id of the innermost scope whose body contains it, or -1.
    var innermostScopeOfToken: [Int32]

    struct Delimiter {
        let token: Int
        let opener: String
        /// Scopes whose body this brace opens (a property and its implicit getter share one).
        var scopes: [Int] = []
        var isTypeBody = false
        /// For a property's or subscript's `{ get … set … }` block: that declaration's description,
        /// abbreviated once to start each of its accessors' descriptions.
        var accessorBlockOwner: String?
    }

    struct PendingDeclaration {
        let kind: SwiftScopeKind
        let name: String
        let signature: String
        let description: String
        let keywordToken: Int
        let depth: Int
        var accessor: SwiftAccessorKind?
        var hasInitializer = false
    }

    struct ScopeBuilder {
        let kind: SwiftScopeKind
        let name: String
        let signature: String
        let accessor: SwiftAccessorKind?
        let isImplicitGetter: Bool
        let parent: Int?
        let keywordToken: Int
        let openBrace: Int
        var closeBrace: Int?
        let description: String
    }

    init(tokens: [SwiftToken], limits: SwiftParseLimits) {
        self.tokens = tokens
        self.limits = limits
        self.brackets = SwiftBracketPairs(tokens)
        self.innermostScopeOfToken = Array(repeating: -1, count: tokens.count)
    }

    /// Indexes all tokens and returns the scopes in the order their bodies open.
    mutating func run() throws(ParseError) -> [SwiftScope] {
        for index in tokens.indices {
            let kind = tokens[index].kind
            if kind == .punctuation {
                try punctuation(at: index)
            } else {
                record(index)
                let isWord = kind == .keyword || kind == .identifier
                if isWord && (delimiters.last?.accessorBlockOwner != nil || Self.declarationWords.contains(tokens[index].text)) {
                    declaration(at: index)
                } else if kind == .keyword && Self.statementWords.contains(tokens[index].text) {
                    // A top-level statement ends any stored property still waiting for accessors.
                    endPendingDeclarations(from: delimiters.count)
                }
            }
            if tokens[index].isAtStartOfLine && beginsUncontinuedLine(at: index) { latestUncontinuedLineStart = index }
        }
        if let unclosed = delimiters.last {
            let token = tokens[unclosed.token]
            throw ParseError("'\(token.text)' is never closed before the end of the file", at: token.location)
        }
        return builders.enumerated().map { id, builder in
            SwiftScope(
                id: id, kind: builder.kind, name: builder.name, signature: builder.signature,
                accessor: builder.accessor, isImplicitGetter: builder.isImplicitGetter, parent: builder.parent,
                location: tokens[builder.keywordToken].location, keywordToken: builder.keywordToken,
                braces: builder.openBrace...(builder.closeBrace ?? builder.openBrace), description: builder.description)
        }
    }

    mutating func record(_ index: Int) {
        innermostScopeOfToken[index] = Int32(openScopes.last ?? -1)
    }

    // MARK: - Brackets

    mutating func punctuation(at index: Int) throws(ParseError) {
        let text = tokens[index].text
        guard text.utf8.count == 1, let byte = text.utf8.first else { return record(index) }
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["):
            record(index)
            try push(Delimiter(token: index, opener: text))
        case UInt8(ascii: "{"):
            record(index)
            try openBrace(at: index)
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            try close(at: index)
            record(index)
        case UInt8(ascii: ";"):
            record(index)
            endPendingDeclarations(from: delimiters.count)
        case UInt8(ascii: "="):
            record(index)
            if pending.last?.depth == delimiters.count {
                pending[pending.count - 1].hasInitializer = true
            }
        default:
            record(index)
        }
    }

    mutating func push(_ delimiter: Delimiter) throws(ParseError) {
        guard delimiters.count < limits.maximumNestingDepth else {
            throw ParseError(
                "brackets nested more than \(limits.maximumNestingDepth) deep", at: tokens[delimiter.token].location)
        }
        delimiters.append(delimiter)
        openScopes.append(contentsOf: delimiter.scopes)
    }

    mutating func close(at index: Int) throws(ParseError) {
        let token = tokens[index]
        guard let open = delimiters.last else {
            throw ParseError("unexpected '\(token.text)' with nothing open to close", at: token.location)
        }
        guard Self.closer(of: open.opener) == token.text else {
            let opener = tokens[open.token]
            throw ParseError(
                "unexpected '\(token.text)': '\(opener.text)' at \(opener.location) is still open", at: token.location)
        }
        delimiters.removeLast()
        for scope in open.scopes {
            builders[scope].closeBrace = index
        }
        openScopes.removeLast(open.scopes.count)
        endPendingDeclarations(from: delimiters.count + 1)
    }

    /// Ends the declarations waiting for a body at `depth` or deeper; being the deepest, they are last.
    mutating func endPendingDeclarations(from depth: Int) {
        while let last = pending.last, last.depth >= depth {
            pending.removeLast()
        }
    }

    static func closer(of opener: String) -> String {
        switch opener {
        case "(": return ")"
        case "[": return "]"
        default: return "}"
        }
    }

    mutating func openBrace(at index: Int) throws(ParseError) {
        let depth = delimiters.count
        guard let declaration = pending.last, declaration.depth == depth else {
            return try push(Delimiter(token: index, opener: "{"))
        }
        let isAccessorOwner = declaration.kind == .property || declaration.kind == .subscript
        let startsInitialValue = index > 0 && tokens[index - 1].kind == .punctuation && tokens[index - 1].text == "="
        if isAccessorOwner && declaration.hasInitializer
            && (startsInitialValue || (!startsObserverBlock(after: index) && !cannotTakeTrailingClosure(index - 1))) {
            // `lazy var x = { … }()`: the brace belongs to the initial value, not to accessors.
            return try push(Delimiter(token: index, opener: "{"))
        }
        if isAccessorOwner && !declaration.hasInitializer && endsBeforeALineBreak(declaration) {
            // `var x: T` then `call { … }` on the next line: the brace belongs to that statement.
            pending.removeLast()
            return try push(Delimiter(token: index, opener: "{"))
        }
        pending.removeLast()
        let scope = addScope(declaration, openBrace: index)
        var delimiter = Delimiter(token: index, opener: "{", scopes: [scope], isTypeBody: declaration.kind.isTypeLike)
        if isAccessorOwner {
            if startsAccessorList(after: index) {
                delimiter.accessorBlockOwner = Self.abbreviated(declaration.description)
            } else {
                let getter = PendingDeclaration(
                    kind: .accessor, name: "get", signature: "get",
                    description: "\(declaration.description) { get }", keywordToken: index, depth: depth,
                    accessor: .get)
                delimiter.scopes.append(addScope(getter, openBrace: index, isImplicitGetter: true, parent: scope))
            }
        }
        try push(delimiter)
    }

    mutating func addScope(
        _ declaration: PendingDeclaration, openBrace: Int, isImplicitGetter: Bool = false, parent: Int? = nil
    ) -> Int {
        builders.append(ScopeBuilder(
            kind: declaration.kind, name: declaration.name, signature: declaration.signature,
            accessor: declaration.accessor, isImplicitGetter: isImplicitGetter, parent: parent ?? openScopes.last,
            keywordToken: declaration.keywordToken, openBrace: openBrace, description: declaration.description))
        return builders.count - 1
    }
}
