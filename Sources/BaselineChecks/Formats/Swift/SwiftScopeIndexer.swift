/// Builds declaration scopes from a token stream in one pass. Brackets live on an explicit stack
/// whose depth is bounded, so hostile nesting ends in a `ParseError`, not a stack overflow.
struct SwiftScopeIndexer {
    private let tokens: [SwiftToken]
    private let limits: SwiftParseLimits
    private var delimiters: [Delimiter] = []
    /// Ids of the scopes whose bodies enclose the current token, innermost last.
    private var openScopes: [Int] = []
    /// Declarations seen but whose `{` has not come yet, at increasing bracket depth.
    private var pending: [PendingDeclaration] = []
    private var builders: [ScopeBuilder] = []
    /// For each token, the id of the innermost scope whose body contains it, or -1.
    private(set) var innermostScopeOfToken: [Int32]

    private struct Delimiter {
        let token: Int
        let opener: String
        /// Scopes whose body this brace opens (a property and its implicit getter share one).
        var scopes: [Int] = []
        var isTypeBody = false
        /// For a property's or subscript's `{ get … set … }` block: that declaration's scope id.
        var accessorBlockOf: Int?
    }

    private struct PendingDeclaration {
        let kind: SwiftScopeKind
        let name: String
        let signature: String
        let description: String
        let keywordToken: Int
        let depth: Int
        var accessor: SwiftAccessorKind?
        var hasInitializer = false
    }

    private struct ScopeBuilder {
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

    /// Words that may introduce a declaration with a body (accessor words are checked only in accessor blocks).
    private static let declarationWords: Set<String> = [
        "func", "init", "deinit", "subscript", "class", "struct", "enum", "protocol", "extension", "actor", "var", "let",
    ]

    /// Keywords that start a statement.
    private static let statementWords: Set<String> = [
        "if", "guard", "for", "while", "switch", "repeat", "do", "return", "defer", "throw", "break", "continue",
    ]

    /// Modifiers that may precede `var`/`let` (used to find where a top-level declaration starts).
    static let declarationModifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "class", "final",
        "override", "lazy", "weak", "unowned", "dynamic", "required", "convenience", "optional", "mutating",
        "nonmutating", "nonisolated", "isolated", "indirect", "consuming", "borrowing", "distributed",
    ]

    /// Words that can stand between `{` and an accessor keyword.
    private static let accessorModifiers: Set<String> = [
        "mutating", "nonmutating", "__consuming", "consuming", "borrowing", "nonisolated",
    ]

    /// Words after `if`, `guard`, … that bind a pattern rather than declare a variable.
    private static let conditionWords: Set<String> = [
        "if", "guard", "while", "case", "catch", "for", "in", "else", "switch", "return", "repeat",
    ]

    /// Longest parameter clause read for a signature; longer ones are summarised as `name(…)`.
    private static let maximumSignatureTokens = 10_000

    init(tokens: [SwiftToken], limits: SwiftParseLimits) {
        self.tokens = tokens
        self.limits = limits
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
                if isWord && (delimiters.last?.accessorBlockOf != nil || Self.declarationWords.contains(tokens[index].text)) {
                    declaration(at: index)
                } else if kind == .keyword && Self.statementWords.contains(tokens[index].text) {
                    // A top-level statement ends any stored property still waiting for accessors.
                    pending.removeAll { $0.depth >= delimiters.count }
                }
            }
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

    private mutating func record(_ index: Int) {
        innermostScopeOfToken[index] = Int32(openScopes.last ?? -1)
    }

    // MARK: - Brackets

    private mutating func punctuation(at index: Int) throws(ParseError) {
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
            pending.removeAll { $0.depth >= delimiters.count }
        case UInt8(ascii: "="):
            record(index)
            if pending.last?.depth == delimiters.count {
                pending[pending.count - 1].hasInitializer = true
            }
        default:
            record(index)
        }
    }

    private mutating func push(_ delimiter: Delimiter) throws(ParseError) {
        guard delimiters.count < limits.maximumNestingDepth else {
            throw ParseError(
                "brackets nested more than \(limits.maximumNestingDepth) deep", at: tokens[delimiter.token].location)
        }
        delimiters.append(delimiter)
        openScopes.append(contentsOf: delimiter.scopes)
    }

    private mutating func close(at index: Int) throws(ParseError) {
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
        pending.removeAll { $0.depth > delimiters.count }
    }

    private static func closer(of opener: String) -> String {
        switch opener {
        case "(": return ")"
        case "[": return "]"
        default: return "}"
        }
    }

    private mutating func openBrace(at index: Int) throws(ParseError) {
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
        if isAccessorOwner && !declaration.hasInitializer && endsBeforeALineBreak(declaration, brace: index) {
            // `var x: T` then `call { … }` on the next line: the brace belongs to that statement.
            pending.removeLast()
            return try push(Delimiter(token: index, opener: "{"))
        }
        pending.removeLast()
        let scope = addScope(declaration, openBrace: index)
        var delimiter = Delimiter(token: index, opener: "{", scopes: [scope], isTypeBody: declaration.kind.isTypeLike)
        if isAccessorOwner {
            if startsAccessorList(after: index) {
                delimiter.accessorBlockOf = scope
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

    private mutating func addScope(
        _ declaration: PendingDeclaration, openBrace: Int, isImplicitGetter: Bool = false, parent: Int? = nil
    ) -> Int {
        builders.append(ScopeBuilder(
            kind: declaration.kind, name: declaration.name, signature: declaration.signature,
            accessor: declaration.accessor, isImplicitGetter: isImplicitGetter, parent: parent ?? openScopes.last,
            keywordToken: declaration.keywordToken, openBrace: openBrace, description: declaration.description))
        return builders.count - 1
    }

    // MARK: - Declarations

    private mutating func declaration(at index: Int) {
        let token = tokens[index]
        if index > 0 && tokens[index - 1].kind == .punctuation && tokens[index - 1].text == "." { return }
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        if let owner = delimiters.last?.accessorBlockOf, let accessor = SwiftAccessorKind(word: token.text),
           next?.text == "{" || next?.text == "(" {
            let description = builders[owner].description + " { \(token.text) }"
            return begin(PendingDeclaration(
                kind: .accessor, name: token.text, signature: token.text, description: description,
                keywordToken: index, depth: delimiters.count, accessor: accessor))
        }
        switch token.text {
        case "func" where token.kind == .keyword:
            guard let next, [.identifier, .keyword, .operator].contains(next.kind) else { return }
            let signature = parameterSignature(named: next.text, after: index + 1, isSubscript: false)
            begin(kind: .function, name: next.text, signature: signature, description: "func \(signature)", at: index)
        case "init" where token.kind == .keyword:
            var name = "init"
            if let next, next.text == "?" || next.text == "!" { name += next.text }
            guard let next, ["(", "<", "?", "!"].contains(next.text) else { return }
            let signature = parameterSignature(named: name, after: index, isSubscript: false)
            begin(kind: .initializer, name: "init", signature: signature, description: signature, at: index)
        case "deinit" where token.kind == .keyword && next?.text == "{":
            begin(kind: .deinitializer, name: "deinit", signature: "deinit", description: "deinit", at: index)
        case "subscript" where token.kind == .keyword:
            let signature = parameterSignature(named: "subscript", after: index, isSubscript: true)
            begin(kind: .subscript, name: "subscript", signature: signature, description: signature, at: index)
        case "class", "struct", "enum", "protocol", "extension", "actor":
            typeDeclaration(at: index)
        case "var", "let":
            guard token.kind == .keyword else { return }
            guard let next, next.kind == .identifier, isPropertyContext(at: index) else {
                // A local variable or pattern still ends a body-less declaration before it.
                return pending.removeAll { $0.depth >= delimiters.count }
            }
            let description = "\(token.text) \(next.text)"
            begin(kind: .property, name: next.text, signature: next.text, description: description, at: index)
        default:
            return
        }
    }

    private mutating func begin(kind: SwiftScopeKind, name: String, signature: String, description: String, at index: Int) {
        begin(PendingDeclaration(
            kind: kind, name: name, signature: signature, description: description, keywordToken: index,
            depth: delimiters.count))
    }

    /// A new declaration at a depth ends any declaration still waiting for its body at that depth
    /// (a protocol requirement or stored property has none).
    private mutating func begin(_ declaration: PendingDeclaration) {
        pending.removeAll { $0.depth >= declaration.depth }
        pending.append(declaration)
    }

    private mutating func typeDeclaration(at index: Int) {
        let token = tokens[index]
        guard index + 1 < tokens.count else { return }
        let next = tokens[index + 1]
        let kind: SwiftScopeKind
        switch token.text {
        case "class" where token.kind == .keyword:
            guard next.kind == .identifier, !Self.declarationModifiers.contains(next.text) else { return }
            kind = .class
        case "actor" where token.kind == .identifier:
            let after = index + 2 < tokens.count ? tokens[index + 2].text : ""
            guard next.kind == .identifier, ["{", ":", "<", "where"].contains(after) else { return }
            kind = .actor
        case "struct", "enum", "protocol", "extension":
            guard token.kind == .keyword, next.kind == .identifier || next.kind == .keyword else { return }
            kind = SwiftScopeKind(rawValue: token.text) ?? .struct
        default:
            return
        }
        let name = kind == .extension ? dottedName(from: index + 1) : next.text
        begin(kind: kind, name: name, signature: name, description: "\(token.text) \(name)", at: index)
    }

    /// `Outer.Inner` after `extension`.
    private func dottedName(from start: Int) -> String {
        var name = ""
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            let expectsWord = name.isEmpty || name.hasSuffix(".")
            let isWord = token.kind == .identifier || token.kind == .keyword
            let isPeriod = token.kind == .punctuation && token.text == "."
            guard expectsWord ? isWord : isPeriod else { break }
            name += token.text
            index += 1
        }
        // `extension Int?` names the optional type (Swift rejects it later, but its parser accepts it).
        while index < tokens.count && (tokens[index].text == "?" || tokens[index].text == "!") {
            name += tokens[index].text
            index += 1
        }
        return name
    }

    /// Whether `var`/`let` at `index` declares a property: always inside a type body; at top level
    /// only when it starts a statement (not `if let`, `guard let`, `case let`).
    private func isPropertyContext(at index: Int) -> Bool {
        if let top = delimiters.last {
            return top.opener == "{" && top.isTypeBody
        }
        var start = index
        while start > 0 {
            let previous = tokens[start - 1]
            guard previous.kind == .attribute || Self.declarationModifiers.contains(previous.text) else { break }
            start -= 1
        }
        guard start > 0 else { return true }
        let previous = tokens[start - 1]
        if previous.kind == .punctuation && ["{", "}", ";"].contains(previous.text) { return true }
        guard tokens[start].isAtStartOfLine else { return false }
        let continuesCondition = previous.kind == .punctuation && [",", "(", "[", ":", "="].contains(previous.text)
        return !continuesCondition && !Self.conditionWords.contains(previous.text)
    }

    // MARK: - Lookahead

    /// After `{`: skips attributes (with their arguments) and accessor modifiers; returns the next index.
    private func firstIndexAfterAttributes(after brace: Int) -> Int {
        var index = brace + 1
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .attribute {
                index += 1
                if index < tokens.count && tokens[index].text == "(" {
                    index = indexAfterBalancedParentheses(from: index)
                }
            } else if Self.accessorModifiers.contains(token.text) {
                index += 1
            } else {
                break
            }
        }
        return index
    }

    private func indexAfterBalancedParentheses(from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < tokens.count && index - open < Self.maximumSignatureTokens {
            if tokens[index].text == "(" && tokens[index].kind == .punctuation { depth += 1 }
            if tokens[index].text == ")" && tokens[index].kind == .punctuation { depth -= 1 }
            index += 1
            if depth == 0 { break }
        }
        return index
    }

    /// `{ get … }`, `{ didSet … }`, `{ get set }`: explicit accessors rather than an implicit getter.
    private func startsAccessorList(after brace: Int) -> Bool {
        let index = firstIndexAfterAttributes(after: brace)
        guard index < tokens.count, SwiftAccessorKind(word: tokens[index].text) != nil,
              tokens[index].kind == .identifier || tokens[index].text == "init" else { return false }
        guard index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        return ["{", "(", "}", "async", "throws"].contains(next.text) || SwiftAccessorKind(word: next.text) != nil
    }

    /// Whether a line break between the declaration's name and `brace` follows a complete type, so that
    /// the next line starts a new statement.
    private func endsBeforeALineBreak(_ declaration: PendingDeclaration, brace: Int) -> Bool {
        var index = declaration.keywordToken + 2
        while index < brace {
            let previous = tokens[index - 1]
            let continues = previous.kind == .punctuation && [":", ",", ".", "(", "[", "->"].contains(previous.text)
            if tokens[index].isAtStartOfLine && !continues && tokens[index].kind != .operator
                && !(tokens[index].kind == .punctuation && tokens[index].text == ".") {
                return true
            }
            index += 1
        }
        return false
    }

    /// A literal cannot be followed by a trailing closure, so a `{` after one opens accessors (as in Swift's parser).
    private func cannotTakeTrailingClosure(_ index: Int) -> Bool {
        guard index >= 0 else { return false }
        switch tokens[index].kind {
        case .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral: return true
        case .keyword: return ["nil", "true", "false"].contains(tokens[index].text)
        default: return false
        }
    }

    /// `var x = 1 { didSet … }`: only observers may follow an initial value.
    private func startsObserverBlock(after brace: Int) -> Bool {
        let index = firstIndexAfterAttributes(after: brace)
        guard index < tokens.count else { return false }
        return tokens[index].text == "didSet" || tokens[index].text == "willSet"
    }

    /// `name(label:label:)` from the first parameter clause after `start`.
    private func parameterSignature(named name: String, after start: Int, isSubscript: Bool) -> String {
        var index = start + 1
        while index < tokens.count && !(tokens[index].kind == .punctuation && tokens[index].text == "(") {
            if tokens[index].kind == .punctuation && ["{", "}", ";"].contains(tokens[index].text) { return name }
            index += 1
        }
        var labels: [String] = []
        var names: [String] = []
        var readingNames = true
        var depth = 0
        let open = index
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            guard index - open < Self.maximumSignatureTokens else { return name + "(…)" }
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{":
                    depth += 1
                    if depth == 1 { continue }
                case ")", "]", "}":
                    depth -= 1
                    if depth == 0 { return name + "(" + labels.joined() + ")" }
                case ":" where depth == 1 && readingNames && !names.isEmpty:
                    // A subscript parameter has no argument label unless it names one explicitly.
                    labels.append((names.count == 1 && isSubscript ? "_" : names[0]) + ":")
                    readingNames = false
                    continue
                case "," where depth == 1:
                    names = []
                    readingNames = true
                    continue
                default:
                    break
                }
            }
            if depth == 1 && readingNames && token.kind != .attribute {
                names.append(token.text)
            }
        }
        return name
    }
}
