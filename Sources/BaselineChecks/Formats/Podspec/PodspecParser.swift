/// Parses podspec tokens into blocks of attributes. Recursion follows the nesting of blocks, arrays,
/// hashes and interpolations, and `depth` caps it.
struct PodspecParser {
    private let tokens: [PodspecToken]
    private var index = 0
    /// The block variables visible here (`s`, and `core` inside `s.subspec 'Core' do |core|`).
    private var scope: [String]
    private var depth: Int
    private let maximumDepth: Int

    init(tokens: [PodspecToken], scope: [String], depth: Int, maximumDepth: Int) {
        self.tokens = tokens.isEmpty
            ? [PodspecToken(kind: .endOfInput, location: SourceLocation(line: 1, column: 1), followsSpace: false)] : tokens
        self.scope = scope
        self.depth = depth
        self.maximumDepth = maximumDepth
    }

    /// `Pod::Spec.new do |s| … end`, alone in the file but for comments.
    mutating func parseSpec() throws(ParseError) -> (PodspecBlock, SourceLocation) {
        skipSeparators()
        let location = current.location
        for expected in ["Pod", "::", "Spec", ".", "new"] {
            guard current.spells(expected) else { throw failure(expected: "`Pod::Spec.new`") }
            advance()
        }
        let block = try parseBlock()
        skipSeparators()
        guard case .endOfInput = current.kind else { throw failure(expected: "end of file after the spec") }
        return (block, location)
    }

    // MARK: Statements

    /// `do |variable| statements end` or `{ |variable| statements }`.
    private mutating func parseBlock() throws(ParseError) -> PodspecBlock {
        let opener = current
        let closer: String
        if opener.isIdentifier("do") {
            closer = "end"
        } else if opener.isPunctuation("{") {
            closer = "}"
        } else {
            throw failure(expected: "`do`")
        }
        try enterNesting()
        defer { depth -= 1 }
        advance()
        guard current.isPunctuation("|") else { throw failure(expected: "a block variable `|s|`") }
        advance()
        guard case .identifier(let variable) = current.kind, !Self.keywords.contains(variable) else {
            throw failure(expected: "a block variable name")
        }
        advance()
        guard current.isPunctuation("|") else { throw failure(expected: "`|`") }
        advance()
        scope.append(variable)
        defer { scope.removeLast() }
        var attributes: [PodspecAttribute] = []
        while true {
            skipSeparators()
            if current.spells(closer) {
                advance()
                return PodspecBlock(variable: variable, attributes: attributes, location: opener.location)
            }
            if case .endOfInput = current.kind {
                throw ParseError("missing `\(closer)` for the block opened here", at: opener.location)
            }
            attributes.append(try parseStatement())
        }
    }

    /// `s.name = value, …`, `s.name(arguments)`, `s.name arguments`, each with an optional block.
    private mutating func parseStatement() throws(ParseError) -> PodspecAttribute {
        let start = current
        guard case .identifier(let variable) = start.kind, scope.contains(variable), next.isPunctuation(".") else {
            throw failure(expected: "a statement `\(scope.last ?? "s").attribute …`")
        }
        advance()
        let name = try parseAttributePath().joined(separator: ".")
        let form: PodspecAttribute.Form
        var arguments: [PodspecExpression] = []
        var block: PodspecBlock?
        if current.isPunctuation("=") {
            advance()
            skipNewlines()
            form = .assignment
            arguments = try parseArguments(allowingBareHash: false, insideParentheses: false)
        } else {
            form = .call
            if current.isPunctuation("(") && !current.followsSpace {
                advance()
                arguments = try parseArguments(allowingBareHash: true, insideParentheses: true)
                guard current.isPunctuation(")") else { throw failure(expected: "`,` or `)`") }
                advance()
            } else if !(isStatementEnd || current.isIdentifier("do") || current.isPunctuation("{")) {
                arguments = try parseArguments(allowingBareHash: true, insideParentheses: false)
            }
            if current.isIdentifier("do") || current.isPunctuation("{") {
                block = try parseBlock()
            }
        }
        guard isStatementEnd else { throw failure(expected: "the end of the statement") }
        return PodspecAttribute(name: name, form: form, arguments: arguments, block: block, location: start.location)
    }

    /// `.name.name…` after a block variable.
    private mutating func parseAttributePath() throws(ParseError) -> [String] {
        var path: [String] = []
        while current.isPunctuation(".") {
            advance()
            guard case .identifier(let name) = current.kind else { throw failure(expected: "an attribute name") }
            path.append(name)
            advance()
        }
        return path
    }

    /// Comma-separated values; in a call, trailing `key => value` or `key: value` pairs form one hash.
    private mutating func parseArguments(
        allowingBareHash: Bool, insideParentheses: Bool
    ) throws(ParseError) -> [PodspecExpression] {
        var arguments: [PodspecExpression] = []
        var pairs: [PodspecHashEntry] = []
        if insideParentheses { skipNewlines() }
        while !(insideParentheses && current.isPunctuation(")")) {
            if allowingBareHash, case .label = current.kind {
                pairs.append(try parseHashEntry())
            } else {
                let value = try parseExpression()
                if allowingBareHash && current.isPunctuation("=>") {
                    advance()
                    skipNewlines()
                    pairs.append(PodspecHashEntry(key: value, value: try parseExpression()))
                } else if pairs.isEmpty {
                    arguments.append(value)
                } else {
                    throw ParseError("expected `key => value` after a hash argument", at: value.location)
                }
            }
            if insideParentheses { skipNewlines() }
            guard current.isPunctuation(",") else { break }
            advance()
            skipNewlines()
        }
        if let first = pairs.first {
            arguments.append(PodspecExpression(.hash(pairs), at: first.key.location))
        }
        return arguments
    }

    // MARK: Values

    private mutating func parseExpression() throws(ParseError) -> PodspecExpression {
        let token = current
        let location = token.location
        let kind: PodspecExpression.Kind
        switch token.kind {
        case .string(let parts):
            advance()
            kind = try stringKind(parts)
        case .symbol(let name):
            advance()
            kind = .symbol(name)
        case .number(let text):
            advance()
            kind = .number(text)
        case .punctuation("-"):
            guard case .number(let text) = next.kind, !next.followsSpace else { throw failure(expected: "a value") }
            advance()
            advance()
            kind = .number("-" + text)
        case .identifier("true"), .identifier("false"):
            advance()
            kind = .boolean(token.isIdentifier("true"))
        case .identifier("nil"):
            advance()
            kind = .nil
        case .identifier(let variable) where scope.contains(variable) && next.isPunctuation("."):
            advance()
            kind = .attributeReference(variable: variable, path: try parseAttributePath())
            if current.isPunctuation("(") && !current.followsSpace {
                throw ParseError.unsupportedConstruct("(", "a method call with arguments", at: current.location)
            }
        case .punctuation("["):
            kind = .array(try parseDelimited(closer: "]", what: "array") { parser throws(ParseError) in
                try parser.parseExpression()
            })
        case .punctuation("{"):
            kind = .hash(try parseDelimited(closer: "}", what: "hash") { parser throws(ParseError) in
                try parser.parseHashEntry()
            })
        case .words(let words, let areSymbols):
            advance()
            kind = .array(words.map { PodspecExpression(areSymbols ? .symbol($0.text) : .string($0.text), at: $0.location) })
        default:
            throw failure(expected: "a value")
        }
        if current.isPunctuation(".") {
            throw ParseError.unsupportedConstruct(".", "a method call on a literal", at: current.location)
        }
        return PodspecExpression(kind, at: location)
    }

    /// `element, element, …` up to `closer`, across lines and with an optional trailing comma;
    /// the current token is the opening bracket.
    private mutating func parseDelimited<Element>(
        closer: String, what: String, element: (inout Self) throws(ParseError) -> Element
    ) throws(ParseError) -> [Element] {
        let opener = current.location
        try enterNesting()
        defer { depth -= 1 }
        advance()
        var elements: [Element] = []
        while true {
            skipNewlines()
            if current.isPunctuation(closer) { break }
            if case .endOfInput = current.kind { throw ParseError("unterminated \(what)", at: opener) }
            elements.append(try element(&self))
            skipNewlines()
            if current.isPunctuation(",") {
                advance()
                continue
            }
            if case .endOfInput = current.kind { throw ParseError("unterminated \(what)", at: opener) }
            guard current.isPunctuation(closer) else { throw failure(expected: "`,` or `\(closer)`") }
            break
        }
        advance()
        return elements
    }

    /// `key: value` (a symbol key) or `key => value`.
    private mutating func parseHashEntry() throws(ParseError) -> PodspecHashEntry {
        let key: PodspecExpression
        if case .label(let name) = current.kind {
            key = PodspecExpression(.symbol(name), at: current.location)
            advance()
        } else {
            key = try parseExpression()
            skipNewlines()
            guard current.isPunctuation("=>") else { throw failure(expected: "`=>`") }
            advance()
        }
        skipNewlines()
        return PodspecHashEntry(key: key, value: try parseExpression())
    }

    /// A plain string, or an interpolated one whose `#{…}` each hold exactly one value.
    private mutating func stringKind(_ parts: [PodspecToken.StringPart]) throws(ParseError) -> PodspecExpression.Kind {
        var segments: [PodspecStringSegment] = []
        for part in parts {
            switch part {
            case .text(let text):
                segments.append(.text(text))
            case .interpolation(let tokens, let location):
                var inner = PodspecParser(tokens: tokens, scope: scope, depth: depth, maximumDepth: maximumDepth)
                try inner.enterNesting()
                inner.skipNewlines()
                if case .endOfInput = inner.current.kind { continue }
                segments.append(.interpolation(try inner.parseExpression()))
                inner.skipNewlines()
                if inner.current.isPunctuation(";") {
                    throw ParseError.unsupportedConstruct(";", "several statements in an interpolation",
                        at: inner.current.location)
                }
                guard case .endOfInput = inner.current.kind else {
                    throw inner.failure(expected: "`}` closing the interpolation at \(location)")
                }
            }
        }
        let isPlain = segments.allSatisfy { if case .text = $0 { true } else { false } }
        guard isPlain else { return .interpolatedString(segments) }
        return .string(segments.map { if case .text(let text) = $0 { text } else { "" } }.joined())
    }

    // MARK: Token access

    private static let keywords: Set<String> = ["do", "end", "true", "false", "nil", "self"]

    private var current: PodspecToken { tokens[min(index, tokens.count - 1)] }
    private var next: PodspecToken { tokens[min(index + 1, tokens.count - 1)] }

    /// Moves to the next token; the last token (end of input, or the first problem) is never passed.
    private mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    private var isStatementEnd: Bool {
        switch current.kind {
        case .newline, .endOfInput, .punctuation(";"), .punctuation("}"), .identifier("end"): true
        default: false
        }
    }

    private mutating func skipNewlines() {
        while case .newline = current.kind { advance() }
    }

    private mutating func skipSeparators() {
        while current.isPunctuation(";") || { if case .newline = current.kind { true } else { false } }() {
            advance()
        }
    }

    private mutating func enterNesting() throws(ParseError) {
        guard depth < maximumDepth else {
            throw ParseError("nesting is deeper than \(maximumDepth) levels", at: current.location)
        }
        depth += 1
    }

    /// The error for the current token: its own lexical error, an unsupported construct, or a syntax error.
    private func failure(expected: String) -> ParseError {
        let token = current
        switch token.kind {
        case .invalid(let error):
            return error
        case .unsupported(let text):
            return .unsupportedConstruct(text, at: token.location)
        case .identifier(let name) where !Self.keywords.contains(name):
            return .unsupportedConstruct(name, at: token.location)
        case .constant(let name):
            return .unsupportedConstruct(name, at: token.location)
        default:
            return ParseError("expected \(expected), found \(token.description)", at: token.location)
        }
    }
}

extension PodspecToken {
    /// Whether the token is the identifier, constant or punctuation spelled `text`.
    func spells(_ text: String) -> Bool {
        switch kind {
        case .identifier(text), .constant(text), .punctuation(text): true
        default: false
        }
    }
}
