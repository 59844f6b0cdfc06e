/// A token of the Ruby subset that podspecs use.
struct PodspecToken {
    /// A piece of a string literal: text, or the tokens of a `#{…}` interpolation.
    enum StringPart {
        case text(String)
        case interpolation([PodspecToken], SourceLocation)
    }

    enum Kind {
        /// A name starting with a lowercase letter or `_` (keywords included: `do`, `end`, `true`, …).
        case identifier(String)
        /// A name starting with an uppercase letter.
        case constant(String)
        /// `name:` or `"name":`, a hash key in the `key: value` style.
        case label(String)
        case symbol(String)
        case string([StringPart])
        /// `%w[…]` (strings) or `%i[…]` (symbols): each word with its location.
        case words([(text: String, location: SourceLocation)], areSymbols: Bool)
        case number(String)
        /// `=`, `=>`, `,`, `.`, `::`, `(`, `)`, `[`, `]`, `{`, `}`, `|`, `;`, `-`.
        case punctuation(String)
        case newline
        /// Something the subset leaves out (an operator, a backtick, `@ivar`, …), spelled as written.
        case unsupported(String)
        /// A lexical error (an unterminated string, a bad escape, …); nothing follows it.
        case invalid(ParseError)
        case endOfInput
    }

    let kind: Kind
    let location: SourceLocation
    /// Whether white space separates this token from the previous one (`f(x)` versus `f (x)`).
    let followsSpace: Bool

    /// How a diagnostic names the token.
    var description: String {
        switch kind {
        case .identifier(let name), .constant(let name): "`\(name)`"
        case .label(let name): "`\(name):`"
        case .symbol(let name): "`:\(name)`"
        case .string: "a string"
        case .words: "a word list"
        case .number(let text): "`\(text)`"
        case .punctuation(let text), .unsupported(let text): "`\(text)`"
        case .newline: "end of line"
        case .invalid(let error): error.message
        case .endOfInput: "end of file"
        }
    }

    func isPunctuation(_ text: String) -> Bool {
        if case .punctuation(text) = kind { return true }
        return false
    }

    func isIdentifier(_ name: String) -> Bool {
        if case .identifier(name) = kind { return true }
        return false
    }
}

extension ParseError {
    /// "unsupported construct `x`", with a reason when the construct alone does not say it.
    static func unsupportedConstruct(_ construct: String, _ reason: String? = nil, at location: SourceLocation) -> ParseError {
        let quoted = construct.contains("`") ? "`` \(construct) ``" : "`\(construct)`"
        return ParseError("unsupported construct \(quoted)" + (reason.map { ": " + $0 } ?? ""), at: location)
    }
}
