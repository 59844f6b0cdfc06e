import BaselineChecks

/// The declaration around each mutant of a control: what `--incremental` keys a reused verdict by
/// (`VerdictStore.declarationKey`). A mutant's declaration is the outermost member around it that is not a type
/// (a function, initializer, subscript, property with accessors or observers), from the start of its keyword's
/// line to its closing brace; a mutant outside every such member (a stored property's initial value, code at
/// the top level) has the lines it is on.
struct MutantDeclarations: Sendable {
    private let source: [UInt8]
    /// The members' byte ranges in the source, in source order.
    private let members: [Range<Int>]

    /// The declarations of `source`, lexed as `file`.
    init(file: SwiftSourceFile, source: [UInt8]) {
        self.source = source
        let tokens = file.tokens
        let members = file.scopes.filter { scope in
            !scope.kind.isTypeLike && (scope.parent.map { file.scopes[$0].kind.isTypeLike } ?? true)
        }
        self.members = members.map { scope in
            Self.lineStart(of: tokens[scope.keywordToken].utf8Range.lowerBound, in: source)
                ..< tokens[scope.braces.upperBound].utf8Range.upperBound
        }
    }

    /// The byte range of `mutant`'s declaration.
    func range(of mutant: Mutant) -> Range<Int> {
        if let member = members.first(where: { $0.contains(mutant.utf8Range.lowerBound) }) { return member }
        var end = mutant.utf8Range.upperBound
        while end < source.count, source[end] != UInt8(ascii: "\n") { end += 1 }
        return Self.lineStart(of: mutant.utf8Range.lowerBound, in: source)..<end
    }

    /// The declaration's text, and the mutant's bytes counted from its start: the same however far the
    /// declaration moved in the file.
    func place(of mutant: Mutant) -> (text: ArraySlice<UInt8>, offsets: Range<Int>) {
        let range = range(of: mutant)
        return (source[range], (mutant.utf8Range.lowerBound - range.lowerBound)..<(mutant.utf8Range.upperBound - range.lowerBound))
    }

    private static func lineStart(of offset: Int, in source: [UInt8]) -> Int {
        var start = offset
        while start > 0, source[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }
}
