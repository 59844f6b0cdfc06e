import BaselineChecks

/// What one Swift file declares at its top level and which names it uses, read with the project's own lexer and
/// scope index (`SwiftSourceFile`), for the folder graph.
struct SwiftFileNames {
    /// A name used at a line of the file.
    struct Use: Hashable {
        let name: String
        let line: Int
    }

    /// Types (and type aliases) and functions declared outside every body, except private and fileprivate ones, which
    /// no other file can use.
    let declared: Set<String>
    /// Every identifier that may name another file's declaration: not a member after `.`, not an argument label, not
    /// a name the file binds itself with `let` or `var` (a local `report` is not the function `report()`) or declares
    /// privately.
    let uses: [Use]

    private static let declaringKeywords: Set<String> = [
        "class", "struct", "enum", "protocol", "actor", "typealias", "func",
    ]
    private static let bindingKeywords: Set<String> = ["let", "var"]
    private static let fileOnlyModifiers: Set<String> = ["private", "fileprivate"]
    private static let modifiers: Set<String> = [
        "public", "internal", "package", "open", "final", "indirect", "nonisolated", "private", "fileprivate",
        "static", "lazy", "weak", "unowned",
    ]

    init(_ file: SwiftSourceFile) {
        let tokens = file.tokens
        var declared: Set<String> = []
        var uses: [Use] = []
        var bound: Set<String> = []
        for index in tokens.indices {
            let token = tokens[index]
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if token.kind == .keyword, Self.declaringKeywords.contains(token.text), let name = next,
                name.kind == .identifier, file.innermostScope(containingToken: index) == nil {
                if Self.isFileOnly(tokens, before: index) { bound.insert(name.text) } else { declared.insert(name.text) }
            }
            if token.kind == .keyword, Self.bindingKeywords.contains(token.text), let name = next, name.kind == .identifier {
                bound.insert(name.text)
            }
            guard token.kind == .identifier else { continue }
            let previous = index > 0 ? tokens[index - 1].text : ""
            let isMember = previous == "."
            let isLabel = next?.text == ":" && (previous == "(" || previous == ",")
            if !isMember && !isLabel {
                uses.append(Use(name: token.text, line: token.location.line))
            }
        }
        self.declared = declared
        self.uses = uses.filter { !bound.contains($0.name) }
    }

    /// Whether the modifiers before the keyword at `index` make the declaration private to its file.
    private static func isFileOnly(_ tokens: [SwiftToken], before index: Int) -> Bool {
        var cursor = index - 1
        while cursor >= 0, modifiers.contains(tokens[cursor].text) || tokens[cursor].kind == .attribute {
            if fileOnlyModifiers.contains(tokens[cursor].text) { return true }
            cursor -= 1
        }
        return false
    }
}
