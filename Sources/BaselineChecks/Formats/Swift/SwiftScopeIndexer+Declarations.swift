/// Recognising declarations: which words start a scope, and their names and signatures.
extension SwiftScopeIndexer {
    /// Words that may introduce a declaration with a body (accessor words are checked only in accessor blocks).
    static let declarationWords: SwiftWordSet = [
        "func", "init", "deinit", "subscript", "class", "struct", "enum", "protocol", "extension", "actor", "var", "let",
    ]

    /// Keywords that start a statement.
    static let statementWords: SwiftWordSet = [
        "if", "guard", "for", "while", "switch", "repeat", "do", "return", "defer", "throw", "break", "continue",
    ]

    /// Modifiers that may precede `var`/`let` (used to find where a top-level declaration starts).
    static let declarationModifiers: SwiftWordSet = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "class", "final",
        "override", "lazy", "weak", "unowned", "dynamic", "required", "convenience", "optional", "mutating",
        "nonmutating", "nonisolated", "isolated", "indirect", "consuming", "borrowing", "distributed",
    ]

    /// Words after `if`, `guard`, … that bind a pattern rather than declare a variable.
    static let conditionWords: SwiftWordSet = [
        "if", "guard", "while", "case", "catch", "for", "in", "else", "switch", "return", "repeat",
    ]

    /// Punctuation after which a declaration starts a statement of its own.
    static let statementEnds: SwiftWordSet = ["{", "}", ";"]

    /// Punctuation after which a line continues a condition rather than starting a declaration.
    static let conditionContinuations: SwiftWordSet = [",", "(", "[", ":", "="]

    /// Longest part of a declaration's description repeated in the description of each of its accessors.
    static let maximumRepeatedDescriptionLength = 200

    /// `text` cut after `maximumRepeatedDescriptionLength` characters with `…`, so that the accessors of
    /// a declaration with a huge name cost time and memory in proportion to the input, not to its square.
    static func abbreviated(_ text: String) -> String {
        guard text.utf8.count > maximumRepeatedDescriptionLength else { return text }
        let kept = text.prefix(maximumRepeatedDescriptionLength)
        return kept.endIndex == text.endIndex ? text : String(kept) + "…"
    }

    mutating func declaration(at index: Int) {
        let token = tokens[index]
        if index > 0 && tokens[index - 1].kind == .punctuation && tokens[index - 1].text == "." { return }
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        if let owner = delimiters.last?.accessorBlockOwner, let accessor = SwiftAccessorKind(word: token.text),
           next?.text == "{" || next?.text == "(" {
            let description = owner + " { \(token.text) }"
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
                return endPendingDeclarations(from: delimiters.count)
            }
            let description = "\(token.text) \(next.text)"
            begin(kind: .property, name: next.text, signature: next.text, description: description, at: index)
        default:
            return
        }
    }

    mutating func begin(kind: SwiftScopeKind, name: String, signature: String, description: String, at index: Int) {
        begin(PendingDeclaration(
            kind: kind, name: name, signature: signature, description: description, keywordToken: index,
            depth: delimiters.count))
    }

    /// A new declaration at a depth ends any declaration still waiting for its body at that depth
    /// (a protocol requirement or stored property has none).
    mutating func begin(_ declaration: PendingDeclaration) {
        endPendingDeclarations(from: declaration.depth)
        pending.append(declaration)
    }

    mutating func typeDeclaration(at index: Int) {
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
    func dottedName(from start: Int) -> String {
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
    func isPropertyContext(at index: Int) -> Bool {
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
        if previous.kind == .punctuation && Self.statementEnds.contains(previous.text) { return true }
        guard tokens[start].isAtStartOfLine else { return false }
        let continuesCondition = previous.kind == .punctuation && Self.conditionContinuations.contains(previous.text)
        return !continuesCondition && !Self.conditionWords.contains(previous.text)
    }
}
