/// One declaration in a list of declarations (a file's top level or a type's body), with the attributes
/// and modifiers written before its keyword. Stored properties and protocol requirements have no body
/// and so no `SwiftScope`; this is how their declarations are found.
struct SwiftDeclaration: Sendable {
    struct Attribute: Sendable {
        /// Without the `@`: `objc`, `IBInspectable`.
        let name: String
        /// The tokens between the attribute's parentheses (`@objc(name)`), `nil` without parentheses.
        let arguments: Range<Int>?
        let token: Int
    }

    let attributes: [Attribute]
    /// As written, with a setter access spelled whole: `public`, `private(set)`, `static`, `override`.
    let modifiers: [String]
    /// `var`, `let`, `func`, `init`, `subscript`, `class`, `protocol`, `extension`, `case`, …; empty for
    /// tokens not read as a declaration (a freestanding macro, a statement), so that they are not lost.
    let keyword: String
    let keywordToken: Int
    /// From the first attribute or modifier to the end of the declaration (its body included).
    let tokens: Range<Int>
    /// Whether an enclosing `#if` decides if the declaration is compiled at all.
    let isConditional: Bool

    func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }
    func has(_ attribute: String) -> Bool { self.attribute(attribute) != nil }
    func hasModifier(_ modifier: String) -> Bool { modifiers.contains(modifier) }
}

/// Splits a token range into declarations. Bracket groups are jumped over, so only the range's own
/// level is read; a declaration without a body ends where a line begins another declaration.
struct SwiftDeclarationScanner {
    let tokens: [SwiftToken]
    let pairs: SwiftBracketPairs

    static let keywords: Set<String> = [
        "var", "let", "func", "init", "deinit", "subscript", "class", "struct", "enum", "protocol", "extension",
        "actor", "typealias", "associatedtype", "case", "import", "operator", "precedencegroup", "macro",
    ]
    /// Keywords whose first `{` at their own level opens their body, which ends the declaration.
    static let bodyKeywords: Set<String> = [
        "class", "struct", "enum", "protocol", "extension", "actor", "func", "init", "deinit", "subscript",
    ]
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "class", "final", "override",
        "required", "convenience", "optional", "dynamic", "lazy", "weak", "unowned", "mutating", "nonmutating",
        "nonisolated", "indirect", "prefix", "postfix", "infix", "distributed", "isolated", "consuming", "borrowing",
    ]
    static let conditionalDirectives: Set<String> = ["#if", "#elseif", "#else", "#endif"]
    /// Directives that declare nothing.
    static let inertDirectives: Set<String> = ["#warning", "#error", "#sourceLocation"]

    init(_ file: SwiftSourceFile) {
        tokens = file.tokens
        pairs = SwiftBracketPairs(file.tokens)
    }

    func declarations(in range: Range<Int>) -> [SwiftDeclaration] {
        var result: [SwiftDeclaration] = []
        var attributes: [SwiftDeclaration.Attribute] = []
        var modifiers: [String] = []
        var start: Int?
        var conditionalDepth = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .poundKeyword && Self.conditionalDirectives.contains(token.text) {
                conditionalDepth = max(0, conditionalDepth + (token.text == "#if" ? 1 : token.text == "#endif" ? -1 : 0))
                (attributes, modifiers, start) = ([], [], nil)
                index = nextLine(after: index, before: range.upperBound)
            } else if token.kind == .attribute {
                start = start ?? index
                var arguments: Range<Int>?
                var next = index + 1
                if next < range.upperBound, tokens[next].text == "(", tokens[next].kind == .punctuation,
                   !tokens[next].isAtStartOfLine, let close = pairs.closer(of: next), close < range.upperBound {
                    arguments = (next + 1)..<close
                    next = close + 1
                }
                attributes.append(.init(name: String(token.text.dropFirst()), arguments: arguments, token: index))
                index = next
            } else if let (modifier, next) = modifier(at: index, before: range.upperBound) {
                start = start ?? index
                modifiers.append(modifier)
                index = next
            } else if isKeyword(at: index) {
                let end = endOfDeclaration(keyword: index, before: range.upperBound)
                result.append(SwiftDeclaration(
                    attributes: attributes, modifiers: modifiers, keyword: token.text, keywordToken: index,
                    tokens: (start ?? index)..<end, isConditional: conditionalDepth > 0))
                (attributes, modifiers, start) = ([], [], nil)
                index = end
            } else {
                let end = skipStatement(from: index, before: range.upperBound)
                if !Self.inertDirectives.contains(token.text) && token.text != ";" {
                    result.append(SwiftDeclaration(
                        attributes: attributes, modifiers: modifiers, keyword: "", keywordToken: start ?? index,
                        tokens: (start ?? index)..<end, isConditional: conditionalDepth > 0))
                }
                (attributes, modifiers, start) = ([], [], nil)
                index = end
            }
        }
        return result
    }

    /// A declaration keyword not used as a member name (`x.init`, `.class`).
    func isKeyword(at index: Int) -> Bool {
        let token = tokens[index]
        guard token.kind == .keyword || token.kind == .identifier, Self.keywords.contains(token.text) else { return false }
        if index > 0 && tokens[index - 1].text == "." && tokens[index - 1].kind == .punctuation { return false }
        // `actor` is contextual: only a declaration when a name follows.
        return token.kind == .keyword || tokens[safe: index + 1]?.kind == .identifier
    }

    /// The modifier at `index` and the index after it (after `(set)`), when a declaration follows it.
    func modifier(at index: Int, before end: Int) -> (String, Int)? {
        let token = tokens[index]
        guard token.kind == .keyword || token.kind == .identifier, Self.modifiers.contains(token.text) else { return nil }
        var text = token.text
        var next = index + 1
        if next < end, tokens[next].text == "(", let close = pairs.closer(of: next), close < end {
            text += "(" + tokens[(next + 1)..<close].map(\.text).joined() + ")"
            next = close + 1
        }
        guard next < end else { return nil }
        if token.text == "class" {
            // `class func` is a modifier; `class Name` declares a class.
            let following = tokens[next]
            guard Self.modifiers.contains(following.text) || ["func", "var", "let", "subscript"].contains(following.text)
                || following.kind == .attribute else { return nil }
            return (text, next)
        }
        let following = tokens[next]
        let continues = following.kind == .attribute || Self.modifiers.contains(following.text) || isKeyword(at: next)
        return continues ? (text, next) : nil
    }

    func endOfDeclaration(keyword: Int, before end: Int) -> Int {
        let hasBody = Self.bodyKeywords.contains(tokens[keyword].text)
        var index = keyword + 1
        while index < end {
            let token = tokens[index]
            if token.kind == .punctuation {
                if token.text == ";" { return index + 1 }
                if token.text == "}" || token.text == ")" || token.text == "]" { return index }
                if let close = pairs.closer(of: index) {
                    if token.text == "{" && hasBody { return min(close + 1, end) }
                    index = close + 1
                    continue
                }
            }
            if index > keyword + 1 && token.isAtStartOfLine && beginsDeclaration(at: index, before: end) { return index }
            index += 1
        }
        return end
    }

    func beginsDeclaration(at index: Int, before end: Int) -> Bool {
        let token = tokens[index]
        if token.kind == .attribute { return true }
        if token.kind == .poundKeyword { return Self.conditionalDirectives.contains(token.text) }
        return isKeyword(at: index) || modifier(at: index, before: end) != nil
    }

    /// Past a statement that declares nothing, to the next line that begins a declaration.
    func skipStatement(from start: Int, before end: Int) -> Int {
        var index = start
        repeat {
            if let close = pairs.closer(of: index) { index = close + 1 } else { index += 1 }
        } while index < end && !(tokens[index].isAtStartOfLine && beginsDeclaration(at: index, before: end))
        return min(index, end)
    }

    func nextLine(after index: Int, before end: Int) -> Int {
        var next = index + 1
        while next < end && !tokens[next].isAtStartOfLine { next += 1 }
        return next
    }
}
