/// A token reduced to what both lexers can agree on.
struct ComparableToken: CustomStringConvertible {
    enum Kind: String {
        case identifier, keyword, literal, `operator`, punctuation, attribute, pound
    }

    var kind: Kind
    var text: String
    var start: Int
    var end: Int
    /// For SwiftParser: its precise token kind, for messages and tolerated differences.
    var detail: String
    /// The decoded value of a non-interpolated string literal.
    var stringValue: String?

    var description: String { "\(kind.rawValue) `\(text)` at byte \(start) (\(detail))" }
}

/// A declaration scope reduced to what both indexes can agree on.
struct ComparableScope: Hashable, CustomStringConvertible {
    var kind: String
    var name: String
    var keyword: Int
    var openBrace: Int
    var closeBrace: Int

    var description: String { "\(kind) \(name) [keyword at byte \(keyword), body \(openBrace)...\(closeBrace)]" }
}

/// A comment's kind and byte range.
struct ComparableComment: Hashable, CustomStringConvertible {
    var kind: String
    var start: Int
    var end: Int

    var description: String { "\(kind) comment at bytes \(start)..<\(end)" }
}
