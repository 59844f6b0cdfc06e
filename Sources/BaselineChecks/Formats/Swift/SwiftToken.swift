/// The lexical class of a Swift token.
public enum SwiftTokenKind: String, Sendable, Hashable, CaseIterable {
    /// A name, including backticked names (`` `default` ``) and `$name` projections.
    case identifier
    /// A word that Swift's lexer always reserves (`func`, `self`, `_`, …); contextual words such as `get` are identifiers.
    case keyword
    /// An anonymous closure parameter: `$0`, `$1`, ….
    case dollarIdentifier
    case integerLiteral
    case floatLiteral
    /// A string literal of any form: `"…"`, `"""…"""`, `#"…"#`; one token even when it interpolates.
    case stringLiteral
    /// An extended regex literal `#/…/#`.
    case regexLiteral
    /// An operator as Swift groups operator characters (`!=`, `..<`, a postfix `?` or `!`).
    case `operator`
    /// Brackets, `,`, `;`, `:`, a lone `.`, `=`, `->`, `@`, `#` and `\`.
    case punctuation
    /// `@` immediately followed by a name, e.g. `@objc`; arguments that follow are ordinary tokens.
    case attribute
    /// `#` immediately followed by a name, e.g. `#selector`, `#if`.
    case poundKeyword
    /// An editor placeholder `<#…#>`.
    case placeholder

    /// A distinct number per kind, mixed into a token's `SwiftMatchKey`.
    var ordinal: UInt8 {
        switch self {
        case .identifier: 0
        case .keyword: 1
        case .dollarIdentifier: 2
        case .integerLiteral: 3
        case .floatLiteral: 4
        case .stringLiteral: 5
        case .regexLiteral: 6
        case .operator: 7
        case .punctuation: 8
        case .attribute: 9
        case .poundKeyword: 10
        case .placeholder: 11
        }
    }
}

/// One Swift token with its exact text and position.
public struct SwiftToken: Sendable, Hashable, CustomStringConvertible {
    /// The token's lexical class.
    public let kind: SwiftTokenKind
    /// The exact source text of the token.
    public let text: String
    /// The decoded value of a string literal that has no interpolation; `nil` for every other token.
    public let stringValue: String?
    /// Where the token starts; columns count Unicode scalars from 1.
    public let location: SourceLocation
    /// The token's byte offsets in the UTF-8 source.
    public let utf8Range: Range<Int>
    /// Whether only whitespace or comments precede the token on its line.
    public let isAtStartOfLine: Bool

    /// A token as the lexer makes it; exposed so that callers can construct expectations.
    public init(
        kind: SwiftTokenKind, text: String, stringValue: String? = nil,
        location: SourceLocation, utf8Range: Range<Int>, isAtStartOfLine: Bool
    ) {
        self.kind = kind
        self.text = text
        self.stringValue = stringValue
        self.location = location
        self.utf8Range = utf8Range
        self.isAtStartOfLine = isAtStartOfLine
    }

    /// Whether two tokens count as equal in fragment matching: string literals by value, others by text.
    public func matches(_ other: SwiftToken) -> Bool {
        if let value = stringValue, let otherValue = other.stringValue {
            return value == otherValue
        }
        return kind == other.kind && text == other.text
    }

    /// For messages: kind, text and location.
    public var description: String { "\(kind.rawValue) \(text) at \(location)" }
}

/// A number equal for tokens that `SwiftToken.matches` says are equal, so that fragment matching can
/// compare integers first: FNV-1a over the kind and the text, or over the value of a string literal.
/// A collision only costs a comparison. Computed by the lexer from the bytes it has just read: over
/// the token's `String`, and with `Hasher`'s seeded SipHash, keying cost a fifth of lexing.
enum SwiftMatchKey {
    static func of(_ kind: SwiftTokenKind, utf8 bytes: ArraySlice<UInt8>) -> Int {
        bytes.withUnsafeBufferPointer { of(kind, buffer: $0) }
    }

    static func of(stringValue: String) -> Int {
        var value = stringValue
        return value.withUTF8 { of(.stringLiteral, buffer: $0) }
    }

    private static func of(_ kind: SwiftTokenKind, buffer: UnsafeBufferPointer<UInt8>) -> Int {
        var key: UInt64 = 0xCBF2_9CE4_8422_2325
        key = (key ^ UInt64(kind.ordinal)) &* 0x0000_0100_0000_01B3
        for byte in buffer { key = (key ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: key)
    }
}

/// The kind of a comment kept beside the token stream.
public enum SwiftCommentKind: String, Sendable, Hashable {
    case line, block, docLine, docBlock
}

/// A comment: trivia between tokens, kept so that callers can see what was ignored.
public struct SwiftComment: Sendable, Hashable {
    /// Line, block, or their documentation forms.
    public let kind: SwiftCommentKind
    /// Where the comment starts.
    public let location: SourceLocation
    /// Its byte offsets in the UTF-8 source.
    public let utf8Range: Range<Int>
}
