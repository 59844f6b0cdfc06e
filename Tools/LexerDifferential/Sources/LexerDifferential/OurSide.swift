import BaselineChecks

/// Tokens, scopes and comments as check-baseline's own lexer and index see them.
struct OurSide {
    let tokens: [ComparableToken]
    let scopes: [ComparableScope]
    let comments: [ComparableComment]

    init(_ file: SwiftSourceFile) {
        tokens = file.tokens.map { token in
            ComparableToken(
                kind: Self.kind(of: token.kind), text: token.text, start: token.utf8Range.lowerBound,
                end: token.utf8Range.upperBound, detail: token.kind.rawValue, stringValue: token.stringValue)
        }
        scopes = file.scopes.map { scope in
            ComparableScope(
                kind: scope.kind.rawValue, name: scope.name,
                keyword: file.tokens[scope.keywordToken].utf8Range.lowerBound,
                openBrace: file.tokens[scope.braces.lowerBound].utf8Range.lowerBound,
                closeBrace: file.tokens[scope.braces.upperBound].utf8Range.lowerBound)
        }
        comments = file.comments.map { comment in
            ComparableComment(
                kind: comment.kind.rawValue, start: comment.utf8Range.lowerBound, end: comment.utf8Range.upperBound)
        }
    }

    private static func kind(of kind: SwiftTokenKind) -> ComparableToken.Kind {
        switch kind {
        case .identifier, .dollarIdentifier, .placeholder: return .identifier
        case .keyword: return .keyword
        case .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral: return .literal
        case .operator: return .operator
        case .punctuation: return .punctuation
        case .attribute: return .attribute
        case .poundKeyword: return .pound
        }
    }
}
