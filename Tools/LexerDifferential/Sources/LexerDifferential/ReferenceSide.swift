import SwiftParser
import SwiftSyntax

/// Tokens, scopes and comments as SwiftParser sees them, reshaped to check-baseline's conventions:
/// a string or regex literal is one token, `@name` and `#name` are one token.
struct ReferenceSide {
    let tokens: [ComparableToken]
    let scopes: [ComparableScope]
    let comments: [ComparableComment]
    let hasSyntaxError: Bool

    init(_ tree: SourceFileSyntax) {
        hasSyntaxError = tree.hasError
        let literals = LiteralCollector(viewMode: .sourceAccurate)
        literals.walk(tree)
        tokens = Self.tokens(of: tree, literals: literals.ranges)
        let scopeCollector = ScopeCollector(viewMode: .sourceAccurate)
        scopeCollector.walk(tree)
        scopes = scopeCollector.scopes
        comments = Self.comments(of: tree)
    }

    private static func tokens(of tree: SourceFileSyntax, literals: [Int: (end: Int, value: String?)]) -> [ComparableToken] {
        var result: [ComparableToken] = []
        var skipUntil = -1
        for token in tree.tokens(viewMode: .sourceAccurate) where token.presence == .present {
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = token.endPositionBeforeTrailingTrivia.utf8Offset
            if token.tokenKind == .endOfFile || start < skipUntil { continue }
            if let literal = literals[start] {
                skipUntil = literal.end
                let text = Self.text(of: tree, from: start, to: literal.end)
                result.append(ComparableToken(
                    kind: .literal, text: text, start: start, end: literal.end, detail: "string or regex literal",
                    stringValue: literal.value))
                continue
            }
            if let last = result.last, last.end == start,
               (last.detail == "atSign" && last.kind == .punctuation) || (last.detail == "pound" && last.kind == .punctuation),
               Self.isWord(token.tokenKind) {
                result[result.count - 1].text += token.text
                result[result.count - 1].end = end
                result[result.count - 1].kind = last.detail == "atSign" ? .attribute : .pound
                continue
            }
            result.append(ComparableToken(
                kind: kind(of: token.tokenKind), text: token.text, start: start, end: end,
                detail: detailName(token.tokenKind), stringValue: nil))
        }
        return result
    }

    private static func text(of tree: SourceFileSyntax, from start: Int, to end: Int) -> String {
        let bytes = tree.syntaxTextBytes
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static func isWord(_ kind: TokenKind) -> Bool {
        switch kind {
        case .identifier, .keyword: return true
        default: return false
        }
    }

    static func detailName(_ kind: TokenKind) -> String {
        switch kind {
        case .identifier: return "identifier"
        case .keyword(let keyword): return "keyword(\(keyword))"
        default:
            let described = "\(kind)"
            return String(described.prefix { $0 != "(" })
        }
    }

    private static func kind(of kind: TokenKind) -> ComparableToken.Kind {
        switch kind {
        case .identifier, .dollarIdentifier: return .identifier
        case .keyword, .wildcard: return .keyword
        case .integerLiteral, .floatLiteral: return .literal
        case .binaryOperator, .prefixOperator, .postfixOperator: return .operator
        case .poundIf, .poundElse, .poundElseif, .poundEndif, .poundAvailable, .poundUnavailable,
             .poundSourceLocation:
            return .pound
        default: return .punctuation
        }
    }

    private static func comments(of tree: SourceFileSyntax) -> [ComparableComment] {
        var result: [ComparableComment] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia {
                appendComment(piece, at: offset, to: &result)
                offset += piece.sourceLength.utf8Length
            }
            offset = token.endPositionBeforeTrailingTrivia.utf8Offset
            for piece in token.trailingTrivia {
                appendComment(piece, at: offset, to: &result)
                offset += piece.sourceLength.utf8Length
            }
        }
        return result
    }
}

private func appendComment(_ piece: TriviaPiece, at offset: Int, to result: inout [ComparableComment]) {
    let kind: String
    switch piece {
    case .lineComment: kind = "line"
    case .blockComment: kind = "block"
    case .docLineComment: kind = "docLine"
    case .docBlockComment: kind = "docBlock"
    default: return
    }
    result.append(ComparableComment(kind: kind, start: offset, end: offset + piece.sourceLength.utf8Length))
}

/// Records every outermost string or regex literal (its byte range and, when constant, its value).
private final class LiteralCollector: SyntaxVisitor {
    var ranges: [Int: (end: Int, value: String?)] = [:]

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        ranges[node.positionAfterSkippingLeadingTrivia.utf8Offset] =
            (node.endPositionBeforeTrailingTrivia.utf8Offset, node.representedLiteralValue)
        return .skipChildren
    }

    override func visit(_ node: SimpleStringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        ranges[node.positionAfterSkippingLeadingTrivia.utf8Offset] = (node.endPositionBeforeTrailingTrivia.utf8Offset, nil)
        return .skipChildren
    }

    override func visit(_ node: RegexLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        ranges[node.positionAfterSkippingLeadingTrivia.utf8Offset] = (node.endPositionBeforeTrailingTrivia.utf8Offset, nil)
        return .skipChildren
    }
}

/// Declarations with bodies, named and located the way check-baseline's scope index does it.
private final class ScopeCollector: SyntaxVisitor {
    var scopes: [ComparableScope] = []

    private func add(_ kind: String, _ name: String, keyword: TokenSyntax, left: TokenSyntax, right: TokenSyntax) {
        guard left.presence == .present, right.presence == .present else { return }
        scopes.append(ComparableScope(
            kind: kind, name: name, keyword: keyword.positionAfterSkippingLeadingTrivia.utf8Offset,
            openBrace: left.positionAfterSkippingLeadingTrivia.utf8Offset,
            closeBrace: right.positionAfterSkippingLeadingTrivia.utf8Offset))
    }

    private func addType(_ kind: String, _ name: TokenSyntax, keyword: TokenSyntax, members: MemberBlockSyntax) {
        add(kind, name.text, keyword: keyword, left: members.leftBrace, right: members.rightBrace)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        addType("class", node.name, keyword: node.classKeyword, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        addType("struct", node.name, keyword: node.structKeyword, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        addType("enum", node.name, keyword: node.enumKeyword, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        addType("protocol", node.name, keyword: node.protocolKeyword, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        addType("actor", node.name, keyword: node.actorKeyword, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        add("extension", node.extendedType.trimmedDescription.filter { !$0.isWhitespace }, keyword: node.extensionKeyword,
            left: node.memberBlock.leftBrace, right: node.memberBlock.rightBrace)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body {
            add("function", node.name.text, keyword: node.funcKeyword, left: body.leftBrace, right: body.rightBrace)
        }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body {
            add("initializer", "init", keyword: node.initKeyword, left: body.leftBrace, right: body.rightBrace)
        }
        return .visitChildren
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body {
            add("deinitializer", "deinit", keyword: node.deinitKeyword, left: body.leftBrace, right: body.rightBrace)
        }
        return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        if let block = node.accessorBlock {
            add("subscript", "subscript", keyword: node.subscriptKeyword, left: block.leftBrace, right: block.rightBrace)
            addAccessors(block)
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard Self.isPropertyContext(Syntax(node)) else { return .visitChildren }
        for binding in node.bindings {
            guard let block = binding.accessorBlock,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            add("property", name, keyword: node.bindingSpecifier, left: block.leftBrace, right: block.rightBrace)
            addAccessors(block)
        }
        return .visitChildren
    }

    private func addAccessors(_ block: AccessorBlockSyntax) {
        switch block.accessors {
        case .getter:
            add("accessor", "get", keyword: block.leftBrace, left: block.leftBrace, right: block.rightBrace)
        case .accessors(let accessors):
            for accessor in accessors {
                if let body = accessor.body {
                    add("accessor", accessor.accessorSpecifier.text, keyword: accessor.accessorSpecifier,
                        left: body.leftBrace, right: body.rightBrace)
                }
            }
        @unknown default:
            return
        }
    }

    /// Members of types and top-level declarations count; local variables inside bodies do not.
    private static func isPropertyContext(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(MemberBlockItemSyntax.self) || parent.is(SourceFileSyntax.self) { return true }
            let passesThrough = parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockItemListSyntax.self)
                || parent.is(IfConfigClauseSyntax.self) || parent.is(IfConfigClauseListSyntax.self)
                || parent.is(IfConfigDeclSyntax.self)
            guard passesThrough else { return false }
            current = parent.parent
        }
        return false
    }
}
