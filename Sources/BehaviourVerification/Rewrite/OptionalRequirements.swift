import BaselineChecks

/// `optional` protocol requirements exist only in `@objc` protocols. On Linux the modifier goes,
/// so each such requirement becomes a required one, and a call that unwrapped the requirement
/// itself (`delegate?.heartRatingView?(self, isUpdating: rating)`) loses that `?` or `!`.
enum OptionalRequirements {
    /// Removals of the `optional` modifier of requirements in protocol bodies, and the base
    /// names of those requirements (`heartRatingView`), for `callRemovals`.
    static func modifierRemovals(
        in file: SwiftSourceFile, source: [UInt8], pairs: SwiftBracketPairs
    ) -> (edits: [ControlRewrite.Edit], baseNames: Set<String>) {
        let tokens = file.tokens
        var edits: [ControlRewrite.Edit] = []
        var baseNames: Set<String> = []
        for scope in file.scopes where scope.kind == .protocol {
            for index in scope.body where tokens[index].kind == .identifier && tokens[index].text == "optional"
                && file.innermostScope(containingToken: index)?.id == scope.id {
                guard let keyword = requirementKeyword(after: index, in: tokens, pairs: pairs) else { continue }
                let introducesName = tokens[keyword].text != "subscript" && tokens[keyword].text != "init"
                let baseName = unquoted(
                    introducesName && keyword + 1 < tokens.count ? tokens[keyword + 1].text : tokens[keyword].text)
                baseNames.insert(baseName)
                edits.append(.removal(
                    of: tokens[index].utf8Range, in: source, at: tokens[index].location,
                    reason: "`optional` requirements need an @objc protocol; on Linux `\(baseName)` is a required one"))
            }
        }
        return (edits, baseNames)
    }

    /// Removals of the `?` or `!` in `.name?(` or `.name!(` when `name` is one of `baseNames`:
    /// only a member access can reach a protocol requirement, so `closure?(x)` stays.
    static func callRemovals(of baseNames: Set<String>, in file: SwiftSourceFile, source: [UInt8]) -> [ControlRewrite.Edit] {
        let tokens = file.tokens
        guard !baseNames.isEmpty, tokens.count >= 4 else { return [] }
        var edits: [ControlRewrite.Edit] = []
        for index in 1..<(tokens.count - 2) {
            let name = tokens[index], mark = tokens[index + 1], open = tokens[index + 2]
            guard name.kind == .identifier || name.kind == .keyword, baseNames.contains(unquoted(name.text)),
                  tokens[index - 1].kind == .punctuation, tokens[index - 1].text == ".",
                  mark.kind == .operator, mark.text == "?" || mark.text == "!",
                  mark.utf8Range.lowerBound == name.utf8Range.upperBound,
                  open.kind == .punctuation, open.text == "("
            else { continue }
            edits.append(.removal(
                of: mark.utf8Range, in: source, at: mark.location,
                reason: "`\(unquoted(name.text))` is a required requirement on Linux: the call needs no `\(mark.text)`"))
        }
        return edits
    }

    /// The `func`, `var`, `let`, `subscript` or `init` that the `optional` at `index` modifies,
    /// past other attributes and modifiers; `nil` when the word is no modifier of a requirement.
    private static func requirementKeyword(after index: Int, in tokens: [SwiftToken], pairs: SwiftBracketPairs) -> Int? {
        var next = index + 1
        while next < tokens.count {
            let token = tokens[next]
            if token.kind == .keyword && requirementKeywords.contains(token.text) { return next }
            guard token.kind == .attribute || otherModifiers.contains(token.text) else { return nil }
            next += 1
            // An attribute's argument: `@available(iOS 13, *)`.
            if token.kind == .attribute, next < tokens.count, tokens[next].text == "(" {
                next = pairs.closer(of: next).map { $0 + 1 } ?? tokens.count
            }
        }
        return nil
    }

    private static let requirementKeywords: Set<String> = ["func", "var", "let", "subscript", "init"]

    private static let otherModifiers: Set<String> = [
        "static", "class", "mutating", "nonmutating", "dynamic", "nonisolated", "prefix", "postfix", "infix",
        "public", "internal", "fileprivate", "private", "open", "final", "override", "required", "convenience",
    ]

    /// A name without the backticks that let it be a keyword: `` `default` `` is `default`.
    private static func unquoted(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }
}
