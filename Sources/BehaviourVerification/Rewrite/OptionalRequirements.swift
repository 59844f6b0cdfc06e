import BaselineChecks

/// `optional` protocol requirements exist only in `@objc` protocols, which Swift on Linux lacks. Each stays a
/// requirement, and a protocol extension inserted after the protocol's closing brace (on its line, so that
/// no line moves) implements it by default, so that client code that leaves it out builds as on iOS.
///
/// What the default does must keep what iOS does when a conformer leaves the requirement out: the call through
/// `?(` does nothing and yields `nil`. So only two kinds are defaulted, and their calls lose the `?`:
/// - a function returning `Void`, with an empty body (the call does nothing, as on iOS);
/// - a function returning an Optional, returning `nil` (optional chaining flattens `T??` to `T?`, so the call's
///   value is `nil` on iOS too, and of the same type).
///
/// Everything else has no faithful default (a property read yields `T?` on iOS where its type is `T`; a function
/// returning `Int` yields `nil` on iOS, never an `Int`; a call through `!(` traps on iOS when the requirement is left
/// out, where a default would do nothing): each is reported as `Unfaithful`, and nothing of it is compiled.
enum OptionalRequirements {
    /// The edits, and what cannot be rewritten faithfully.
    static func rewrite(
        in file: SwiftSourceFile, source: [UInt8], pairs: SwiftBracketPairs
    ) -> (edits: [ControlRewrite.Edit], unfaithful: [ControlRewrite.Unfaithful]) {
        let tokens = file.tokens
        var edits: [ControlRewrite.Edit] = []
        var unfaithful: [ControlRewrite.Unfaithful] = []
        var defaulted: Set<String> = []
        for scope in file.scopes where scope.kind == .protocol {
            var defaults: [String] = []
            for index in scope.body where tokens[index].kind == .identifier && tokens[index].text == "optional"
                && file.innermostScope(containingToken: index)?.id == scope.id {
                guard let keyword = requirementKeyword(after: index, in: tokens, pairs: pairs) else { continue }
                let requirement = Requirement(keyword: keyword, in: tokens, pairs: pairs, end: scope.braces.upperBound)
                guard let body = requirement.defaultBody(in: tokens) else {
                    unfaithful.append(ControlRewrite.Unfaithful(
                        location: tokens[index].location,
                        reason: "the optional requirement `\(requirement.baseName)` \(requirement.whyNotDefaulted(in: tokens));"
                            + " on iOS leaving it out makes it yield nil, which no default implementation on Linux can"))
                    continue
                }
                defaulted.insert(requirement.baseName)
                defaults.append(requirement.signature(from: firstDeclarationToken(after: index, in: tokens, pairs: pairs),
                                                      in: tokens) + " " + body)
                edits.append(.removal(
                    of: tokens[index].utf8Range, in: source, at: tokens[index].location,
                    reason: "`optional` requirements need an @objc protocol; on Linux `\(requirement.baseName)` is a"
                        + " requirement with a default implementation that \(body == "{}" ? "does nothing" : "returns nil")"))
            }
            guard !defaults.isEmpty else { continue }
            let brace = tokens[scope.braces.upperBound]
            let access = isPublic(protocolAt: scope.keywordToken, in: tokens) ? "public " : ""
            // Declarations that share a line need `;` between them.
            let members = defaults.map { access + $0 }.joined(separator: "; ")
            edits.append(.insertion(
                of: "; extension \(scope.name) { \(members) }", at: brace.utf8Range.upperBound,
                location: SourceLocation(line: brace.location.line, column: brace.location.column + 1),
                reason: "what iOS does when a conformer leaves an optional requirement of `\(scope.name)` out"))
        }
        let calls = callEdits(of: defaulted, in: tokens, source: source)
        return (edits + calls.edits, unfaithful + calls.unfaithful)
    }

    /// Removals of the `?` in `.name?(` when `name` is one of `defaulted` (the default does what the unwrapped
    /// call did when the requirement was left out); a `.name!(` is unfaithful. Only a member access can reach a
    /// protocol requirement, so `closure?(x)` stays.
    private static func callEdits(
        of defaulted: Set<String>, in tokens: [SwiftToken], source: [UInt8]
    ) -> (edits: [ControlRewrite.Edit], unfaithful: [ControlRewrite.Unfaithful]) {
        guard !defaulted.isEmpty, tokens.count >= 4 else { return ([], []) }
        var edits: [ControlRewrite.Edit] = []
        var unfaithful: [ControlRewrite.Unfaithful] = []
        for index in 1..<(tokens.count - 2) {
            let name = tokens[index], mark = tokens[index + 1], open = tokens[index + 2]
            guard name.kind == .identifier || name.kind == .keyword, defaulted.contains(unquoted(name.text)),
                  tokens[index - 1].kind == .punctuation, tokens[index - 1].text == ".",
                  mark.kind == .operator, mark.text == "?" || mark.text == "!",
                  mark.utf8Range.lowerBound == name.utf8Range.upperBound,
                  open.kind == .punctuation, open.text == "("
            else { continue }
            if mark.text == "!" {
                unfaithful.append(ControlRewrite.Unfaithful(
                    location: mark.location,
                    reason: "`\(unquoted(name.text))!(` traps on iOS when the conformer leaves the optional requirement out;"
                        + " on Linux the default implementation would run instead"))
                continue
            }
            edits.append(.removal(
                of: mark.utf8Range, in: source, at: mark.location,
                reason: "`\(unquoted(name.text))` has a default implementation on Linux: the call needs no `?`"))
        }
        return (edits, unfaithful)
    }

    /// The `func`, `var`, `let`, `subscript` or `init` that the `optional` at `index` modifies, past other attributes
    /// and modifiers; `nil` when the word is no modifier of a requirement.
    private static func requirementKeyword(after index: Int, in tokens: [SwiftToken], pairs: SwiftBracketPairs) -> Int? {
        var next = index + 1
        while next < tokens.count {
            let token = tokens[next]
            if token.kind == .keyword && requirementKeywords.contains(token.text) { return next }
            guard token.kind == .attribute || otherModifiers.contains(token.text) else { return nil }
            next = afterAttribute(at: next, in: tokens, pairs: pairs)
        }
        return nil
    }

    /// The first modifier or keyword after `optional` that the default implementation repeats (`static`), past the
    /// attributes, which the rewrite removes or which belong to the requirement only.
    private static func firstDeclarationToken(after index: Int, in tokens: [SwiftToken], pairs: SwiftBracketPairs) -> Int {
        var next = index + 1
        while next < tokens.count, tokens[next].kind == .attribute { next = afterAttribute(at: next, in: tokens, pairs: pairs) }
        return next
    }

    /// The token after the one at `index`, and after its argument when it is an attribute's (`@available(iOS 13, *)`).
    private static func afterAttribute(at index: Int, in tokens: [SwiftToken], pairs: SwiftBracketPairs) -> Int {
        let next = index + 1
        guard tokens[index].kind == .attribute, next < tokens.count, tokens[next].text == "(" else { return next }
        return pairs.closer(of: next).map { $0 + 1 } ?? tokens.count
    }

    /// Whether the protocol whose keyword is at `keyword` is `public`, so that its defaults must be, for a client
    /// in another module to conform with them.
    private static func isPublic(protocolAt keyword: Int, in tokens: [SwiftToken]) -> Bool {
        var index = keyword - 1
        var depth = 0
        while index >= 0 {
            let token = tokens[index]
            if token.text == ")" { depth += 1 } else if token.text == "(" { depth -= 1 }
            if depth == 0 {
                if token.text == "public" { return true }
                guard token.kind == .attribute || token.text == "(" || otherModifiers.contains(token.text) else { return false }
            }
            index -= 1
        }
        return false
    }

    static let requirementKeywords: Set<String> = ["func", "var", "let", "subscript", "init"]

    static let otherModifiers: Set<String> = [
        "static", "class", "mutating", "nonmutating", "dynamic", "nonisolated", "prefix", "postfix", "infix",
        "public", "internal", "fileprivate", "private", "open", "final", "override", "required", "convenience",
    ]

    /// A name without the backticks that let it be a keyword: `` `default` `` is `default`.
    static func unquoted(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }
}
