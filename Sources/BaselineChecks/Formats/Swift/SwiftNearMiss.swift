/// Where a fragment that is missing almost occurs: the same tokens with one of them replaced
/// (`public class` for `open class`) or one of them left out (`public var delegate` for
/// `public weak var delegate`), so that a finding can point at what was probably meant.
public struct SwiftNearMiss: Sendable, Hashable {
    public let location: SourceLocation
    /// What differs, in words: "`public` instead of `open`", "without `weak`".
    public let difference: String
}

extension SwiftSourceFile {
    /// The leftmost near miss of `fragment` within `range` of the tokens. Fragments shorter than three
    /// tokens have none: one token replaced in two would match almost anything.
    public func nearMiss(of fragment: SwiftFragment, inTokens range: Range<Int>? = nil) -> SwiftNearMiss? {
        guard fragment.tokens.count >= 3 else { return nil }
        let range = (range ?? tokens.indices).clamped(to: tokens.indices)
        for start in range {
            if let miss = replaced(fragment, at: start, within: range) ?? leftOut(fragment, at: start, within: range) {
                return miss
            }
        }
        return nil
    }

    /// Whether the token at `index` has the text of the fragment's token at `offset`. Tokens of one kind
    /// whose match keys differ differ in text (unless a key hashes a string literal's value), which
    /// settles most windows without comparing strings.
    private func hasText(of fragment: SwiftFragment, _ offset: Int, at index: Int) -> Bool {
        if matchKeys[index] != fragment.matchKeys[offset], tokens[index].kind == fragment.tokens[offset].kind,
           tokens[index].stringValue == nil, fragment.tokens[offset].stringValue == nil {
            return false
        }
        return tokens[index].text == fragment.tokens[offset].text
    }

    /// The window at `start` equals the fragment but for one token, unless both are names: another name
    /// is another thing (a test named differently), not a near miss.
    private func replaced(_ fragment: SwiftFragment, at start: Int, within range: Range<Int>) -> SwiftNearMiss? {
        let wanted = fragment.tokens
        guard start + wanted.count <= range.upperBound else { return nil }
        var differing: Int?
        for offset in wanted.indices where !hasText(of: fragment, offset, at: start + offset) {
            guard differing == nil else { return nil }
            differing = offset
        }
        guard let offset = differing,
              !(tokens[start + offset].kind == .identifier && wanted[offset].kind == .identifier) else { return nil }
        return SwiftNearMiss(location: tokens[start].location,
                             difference: "`\(tokens[start + offset].text)` instead of `\(wanted[offset].text)`")
    }

    /// The window at `start` equals `wanted` with one token left out, neither the first nor the last:
    /// the window starts and ends where the fragment does (`let x =` alone is no near miss of `let x = y`).
    private func leftOut(_ fragment: SwiftFragment, at start: Int, within range: Range<Int>) -> SwiftNearMiss? {
        let wanted = fragment.tokens
        let length = wanted.count - 1
        guard start + length <= range.upperBound, hasText(of: fragment, 0, at: start) else { return nil }
        for skipped in 1..<(wanted.count - 1) {
            // The window's token at `position` stands for the fragment's, one further on past the skipped one.
            let matches = (0..<length).allSatisfy { position in
                hasText(of: fragment, position < skipped ? position : position + 1, at: start + position)
            }
            if matches {
                return SwiftNearMiss(location: tokens[start].location, difference: "without `\(wanted[skipped].text)`")
            }
        }
        return nil
    }
}
