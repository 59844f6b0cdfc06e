/// A parameter of a function, initializer or subscript.
struct SwiftParameter: Sendable, Hashable {
    /// The argument label; `nil` for none (`_`, or a subscript's single name).
    let label: String?
    /// The name the body uses (`ratingView` of `_ ratingView: HeartRatingView`); the header prints it.
    let name: String
    let type: SwiftTypeReference
    let isInOut: Bool
    let isVariadic: Bool
}

/// What a member declaration says about its name and types: enough to name its selectors and to judge
/// whether Objective-C can represent it. No type checking: types are kept as written.
struct SwiftMemberSignature: Sendable {
    enum Kind: Sendable { case property, method, initializer, subscripting, other }

    let kind: Kind
    /// `rating`, `sizeForImage`, `init`, `subscript`.
    let name: String
    let isLet: Bool
    let isOperator: Bool
    let hasGenericParameters: Bool
    let hasWhereClause: Bool
    /// `nil` for properties.
    let parameters: [SwiftParameter]?
    /// A property's annotation, a function's result (`nil` when it returns `Void` by omission), a subscript's element.
    let type: SwiftTypeReference?
    let isAsync: Bool
    let isThrowing: Bool
    /// Why the declaration could not be read as one member (`var (a, b)`, `var a = 1, b = 2`), if it could not.
    let unreadable: String?

    /// `sizeForImage(_:inSize:)`, `init(frame:)`, or a property's name.
    var fullName: String {
        guard let parameters else { return name }
        return name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    static func read(_ declaration: SwiftDeclaration, in tokens: [SwiftToken], pairs: SwiftBracketPairs) -> SwiftMemberSignature {
        var reader = SwiftSignatureReader(tokens: tokens, pairs: pairs, end: declaration.tokens.upperBound)
        return reader.read(keyword: declaration.keywordToken)
    }
}

struct SwiftSignatureReader {
    let tokens: [SwiftToken]
    let pairs: SwiftBracketPairs
    let end: Int

    static let parameterSpecifiers: Set<String> = [
        "inout", "borrowing", "consuming", "__owned", "__shared", "isolated", "sending", "_const",
    ]

    mutating func read(keyword: Int) -> SwiftMemberSignature {
        switch tokens[keyword].text {
        case "var", "let": return readProperty(keyword: keyword)
        case "func": return readFunction(keyword: keyword, kind: .method, nameToken: keyword + 1)
        case "init": return readFunction(keyword: keyword, kind: .initializer, nameToken: nil)
        case "subscript": return readFunction(keyword: keyword, kind: .subscripting, nameToken: nil)
        default:
            return SwiftMemberSignature(
                kind: .other, name: tokens[keyword].text, isLet: false, isOperator: false, hasGenericParameters: false,
                hasWhereClause: false, parameters: nil, type: nil, isAsync: false, isThrowing: false, unreadable: nil)
        }
    }

    func readProperty(keyword: Int) -> SwiftMemberSignature {
        let nameToken = tokens[safe: keyword + 1]
        var unreadable: String? = nameToken?.kind == .identifier ? nil : "a pattern binds the names"
        var type: SwiftTypeReference?
        var index = keyword + 2
        if index < end && tokens[index].text == ":" {
            let typeEnd = typeEnd(from: index + 1)
            type = SwiftTypeReference.parse(tokens[(index + 1)..<typeEnd])
            index = typeEnd
        }
        // A second binding (`var a = 1, b = 2`) at this level: each would need reading on its own.
        while index < end {
            if let close = pairs.closer(of: index) { index = close + 1; continue }
            if tokens[index].text == "," && tokens[index].kind == .punctuation {
                unreadable = "one declaration binds several names"
            }
            index += 1
        }
        return SwiftMemberSignature(
            kind: .property, name: (nameToken?.text ?? "").filter { $0 != "`" }, isLet: tokens[keyword].text == "let",
            isOperator: false, hasGenericParameters: false, hasWhereClause: false, parameters: nil, type: type,
            isAsync: false, isThrowing: false, unreadable: unreadable)
    }

    /// Where a type annotation ends: at `=`, `{` or `where` on its level, counting `<` and `>` so that
    /// `Dictionary<String, Int>` stays whole.
    func typeEnd(from start: Int) -> Int {
        var index = start
        var angles = 0
        while index < end {
            let token = tokens[index]
            if token.kind == .operator {
                angles += token.text.filter { $0 == "<" }.count - token.text.filter { $0 == ">" }.count
            } else if angles <= 0 && (token.text == "=" || token.text == "{" || token.text == "where" || token.text == ",") {
                return index
            } else if token.text != "{", let close = pairs.closer(of: index) {
                index = close + 1
                continue
            }
            index += 1
        }
        return end
    }

    mutating func readFunction(keyword: Int, kind: SwiftMemberSignature.Kind, nameToken: Int?) -> SwiftMemberSignature {
        var index = (nameToken ?? keyword) + 1
        let name = nameToken.map { tokens[$0].text.filter { $0 != "`" } } ?? tokens[keyword].text
        let isOperator = nameToken.map { tokens[$0].kind == .operator } ?? false
        // `init?` / `init!`
        if kind == .initializer, let token = tokens[safe: index], token.text == "?" || token.text == "!" { index += 1 }
        var hasGenericParameters = false
        if let token = tokens[safe: index], token.kind == .operator, token.text.hasPrefix("<") {
            hasGenericParameters = true
            while index < end && tokens[index].text != "(" { index += 1 }
        }
        guard index < end, tokens[index].text == "(", let close = pairs.closer(of: index), close < end else {
            return SwiftMemberSignature(
                kind: kind, name: name, isLet: false, isOperator: isOperator, hasGenericParameters: hasGenericParameters,
                hasWhereClause: false, parameters: [], type: nil, isAsync: false, isThrowing: false,
                unreadable: "its parameter clause was not found")
        }
        let parameters = readParameters((index + 1)..<close, isSubscript: kind == .subscripting)
        index = close + 1
        var isAsync = false
        var isThrowing = false
        var type: SwiftTypeReference?
        var hasWhereClause = false
        while index < end {
            let token = tokens[index]
            if token.text == "async" || token.text == "reasync" { isAsync = true }
            if token.text == "throws" || token.text == "rethrows" { isThrowing = true }
            if token.text == "->" {
                let typeEnd = typeEnd(from: index + 1)
                type = SwiftTypeReference.parse(tokens[(index + 1)..<typeEnd])
                index = typeEnd
                continue
            }
            if token.text == "where" { hasWhereClause = true }
            if token.text == "{" { break }
            index = (pairs.closer(of: index) ?? index) + 1
        }
        return SwiftMemberSignature(
            kind: kind, name: name, isLet: false, isOperator: isOperator, hasGenericParameters: hasGenericParameters,
            hasWhereClause: hasWhereClause, parameters: parameters.values, type: type, isAsync: isAsync,
            isThrowing: isThrowing, unreadable: parameters.unreadable)
    }

    /// The parameters between a clause's parentheses.
    func readParameters(_ range: Range<Int>, isSubscript: Bool) -> (values: [SwiftParameter], unreadable: String?) {
        var parameters: [SwiftParameter] = []
        var index = range.lowerBound
        while index < range.upperBound {
            var names: [String] = []
            while index < range.upperBound, tokens[index].text != ":", tokens[index].kind != .attribute {
                names.append(tokens[index].text.filter { $0 != "`" })
                index += 1
            }
            guard index < range.upperBound, tokens[index].text == ":", (1...2).contains(names.count) else {
                return (parameters, "a parameter could not be read")
            }
            let typeStart = index + 1
            let typeEnd = min(self.typeEnd(from: typeStart), range.upperBound)
            var typeTokens = tokens[typeStart..<typeEnd]
            var isInOut = false
            // Skip attributes (`@escaping`, `@convention(block)` stays: it is part of the type) and specifiers.
            while let first = typeTokens.first,
                  Self.parameterSpecifiers.contains(first.text) || (first.kind == .attribute && first.text != "@convention") {
                isInOut = isInOut || first.text == "inout"
                typeTokens = typeTokens.dropFirst()
            }
            let isVariadic = typeTokens.last?.text == "..."
            if isVariadic { typeTokens = typeTokens.dropLast() }
            let label: String? = names.count == 2 ? names[0] : (isSubscript ? nil : names[0])
            parameters.append(SwiftParameter(
                label: label == "_" ? nil : label, name: names[names.count - 1], type: SwiftTypeReference.parse(typeTokens),
                isInOut: isInOut,
                isVariadic: isVariadic))
            // Past a default value to the next parameter.
            index = typeEnd
            while index < range.upperBound && tokens[index].text != "," {
                index = (pairs.closer(of: index) ?? index) + 1
            }
            index += 1
        }
        return (parameters, nil)
    }
}
