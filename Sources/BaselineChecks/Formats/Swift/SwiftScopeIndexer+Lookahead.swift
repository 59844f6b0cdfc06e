/// Looking ahead from a declaration: accessor blocks, trailing closures, parameter labels.
extension SwiftScopeIndexer {
    /// Words that can stand between `{` and an accessor keyword.
    static let accessorModifiers: SwiftWordSet = [
        "mutating", "nonmutating", "__consuming", "consuming", "borrowing", "nonisolated",
    ]

    /// Longest parameter clause read for a signature (longer ones are summarised as `name(…)`), and
    /// farthest a declaration's `(` may follow its keyword.
    static let maximumSignatureTokens = 10_000

    /// Keywords that end the search for a parameter clause because they start another declaration, so
    /// that no token is searched for two declarations (`var`/`let` may precede it: `func f<let N: Int>()`).
    static let parameterClauseStopWords: SwiftWordSet = [
        "func", "init", "deinit", "subscript", "class", "struct", "enum", "protocol", "extension",
    ]

    /// After `{`: skips attributes (with their arguments) and accessor modifiers; returns the next index.
    func firstIndexAfterAttributes(after brace: Int) -> Int {
        var index = brace + 1
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .attribute {
                index += 1
                if index < tokens.count && tokens[index].text == "(" {
                    index = brackets.closer(of: index).map { $0 + 1 } ?? tokens.count
                }
            } else if Self.accessorModifiers.contains(token.text) {
                index += 1
            } else {
                break
            }
        }
        return index
    }

    /// `{ get … }`, `{ didSet … }`, `{ get set }`: explicit accessors rather than an implicit getter.
    func startsAccessorList(after brace: Int) -> Bool {
        let index = firstIndexAfterAttributes(after: brace)
        guard index < tokens.count, SwiftAccessorKind(word: tokens[index].text) != nil,
              tokens[index].kind == .identifier || tokens[index].text == "init" else { return false }
        guard index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        return ["{", "(", "}", "async", "throws"].contains(next.text) || SwiftAccessorKind(word: next.text) != nil
    }

    /// Whether the token at `index` begins a line without continuing the previous one (which a line
    /// does after `:`, `,`, `.`, `(`, `[` or `->`, or by starting with an operator or `.`).
    func beginsUncontinuedLine(at index: Int) -> Bool {
        guard index > 0, tokens[index].isAtStartOfLine, tokens[index].kind != .operator else { return false }
        if tokens[index].kind == .punctuation && tokens[index].text == "." { return false }
        return !(tokens[index - 1].kind == .punctuation && Self.continuingPunctuation.contains(tokens[index - 1].text))
    }

    /// Punctuation after which the next line continues the same statement.
    static let continuingPunctuation: SwiftWordSet = [":", ",", ".", "(", "[", "->"]

    /// Whether a line break between the declaration's name and the `{` being opened follows a complete
    /// type, so that the next line starts a new statement.
    /// (Tracked while indexing rather than searched for, since the same tokens could be searched again
    /// for every enclosing declaration.)
    func endsBeforeALineBreak(_ declaration: PendingDeclaration) -> Bool {
        latestUncontinuedLineStart >= declaration.keywordToken + 2
    }

    /// A literal cannot be followed by a trailing closure, so a `{` after one opens accessors (as in Swift's parser).
    func cannotTakeTrailingClosure(_ index: Int) -> Bool {
        guard index >= 0 else { return false }
        switch tokens[index].kind {
        case .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral: return true
        case .keyword: return ["nil", "true", "false"].contains(tokens[index].text)
        default: return false
        }
    }

    /// `var x = 1 { didSet … }`: only observers may follow an initial value.
    func startsObserverBlock(after brace: Int) -> Bool {
        let index = firstIndexAfterAttributes(after: brace)
        guard index < tokens.count else { return false }
        return tokens[index].text == "didSet" || tokens[index].text == "willSet"
    }

    /// `name(label:label:)` from the first parameter clause after `start`. Nested brackets (types, default
    /// values, attribute arguments) are jumped over: they name no parameter, and reading each token for
    /// at most one signature keeps indexing linear.
    func parameterSignature(named name: String, after start: Int, isSubscript: Bool) -> String {
        guard let open = parameterClause(after: start), let close = brackets.closer(of: open) else { return name }
        guard close - open < Self.maximumSignatureTokens else { return name + "(…)" }
        var labels: [String] = []
        var names: [String] = []
        var readingNames = true
        var index = open + 1
        while index < close {
            if let nestedClose = brackets.closer(of: index) {
                index = nestedClose + 1
                continue
            }
            let token = tokens[index]
            index += 1
            let isColon = token.kind == .punctuation && token.text == ":"
            if isColon && readingNames && !names.isEmpty {
                // A subscript parameter has no argument label unless it names one explicitly.
                labels.append((names.count == 1 && isSubscript ? "_" : names[0]) + ":")
                readingNames = false
            } else if token.kind == .punctuation && token.text == "," {
                names = []
                readingNames = true
            } else if readingNames && token.kind != .attribute {
                names.append(token.text)
            }
        }
        return name + "(" + labels.joined() + ")"
    }

    /// The `(` of the parameter clause after a declaration's keyword or name: the first one before a
    /// body, the end of a statement or another declaration.
    func parameterClause(after start: Int) -> Int? {
        var index = start + 1
        while index < tokens.count && index - start <= Self.maximumSignatureTokens {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch token.text {
                case "(": return index
                case "{", "}", ";": return nil
                default: break
                }
            } else if token.kind == .keyword && Self.parameterClauseStopWords.contains(token.text) {
                return nil
            }
            index += 1
        }
        return nil
    }
}
