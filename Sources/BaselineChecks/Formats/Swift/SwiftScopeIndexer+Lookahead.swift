/// Looking ahead from a declaration: accessor blocks, trailing closures, parameter labels.
extension SwiftScopeIndexer {
    /// Words that can stand between `{` and an accessor keyword.
    static let accessorModifiers: Set<String> = [
        "mutating", "nonmutating", "__consuming", "consuming", "borrowing", "nonisolated",
    ]

    /// Longest parameter clause read for a signature; longer ones are summarised as `name(…)`.
    static let maximumSignatureTokens = 10_000

    /// After `{`: skips attributes (with their arguments) and accessor modifiers; returns the next index.
    func firstIndexAfterAttributes(after brace: Int) -> Int {
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

    func indexAfterBalancedParentheses(from open: Int) -> Int {
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
    func startsAccessorList(after brace: Int) -> Bool {
        let index = firstIndexAfterAttributes(after: brace)
        guard index < tokens.count, SwiftAccessorKind(word: tokens[index].text) != nil,
              tokens[index].kind == .identifier || tokens[index].text == "init" else { return false }
        guard index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        return ["{", "(", "}", "async", "throws"].contains(next.text) || SwiftAccessorKind(word: next.text) != nil
    }

    /// Whether a line break between the declaration's name and `brace` follows a complete type, so that
    /// the next line starts a new statement.
    func endsBeforeALineBreak(_ declaration: PendingDeclaration, brace: Int) -> Bool {
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

    /// `name(label:label:)` from the first parameter clause after `start`.
    func parameterSignature(named name: String, after start: Int, isSubscript: Bool) -> String {
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
