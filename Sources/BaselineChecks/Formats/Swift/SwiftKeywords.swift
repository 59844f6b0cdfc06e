/// Words of the Swift language that the scope index and the lexer treat specially.
enum SwiftKeywords {
    /// Words Swift's lexer always classifies as keywords; every other word is an identifier token.
    static let reserved: Set<String> = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
        "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func",
        "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator",
        "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self",
        "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias",
        "var", "where", "while", "_",
    ]

    /// Whether `word` (of `length` UTF-8 bytes) is reserved; skips the set lookup for impossible lengths.
    static func isReserved(_ word: String, length: Int) -> Bool {
        length <= 15 && (length >= 2 || word == "_") && reserved.contains(word)
    }
}
