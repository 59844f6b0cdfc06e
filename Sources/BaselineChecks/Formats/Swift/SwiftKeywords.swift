/// Words of the Swift language that the scope index and the lexer treat specially.
enum SwiftKeywords {
    /// Words Swift's lexer always classifies as keywords; every other word is an identifier token.
    static let reserved: SwiftWordSet = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
        "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func",
        "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator",
        "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self",
        "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias",
        "var", "where", "while", "_",
    ]
}
