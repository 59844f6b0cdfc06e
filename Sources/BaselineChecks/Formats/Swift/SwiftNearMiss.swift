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
        let wanted = fragment.tokens
        guard wanted.count >= 3 else { return nil }
        let range = (range ?? tokens.indices).clamped(to: tokens.indices)
        for start in range {
            if let miss = replaced(wanted, at: start, within: range) ?? leftOut(wanted, at: start, within: range) {
                return miss
            }
        }
        return nil
    }

    /// The window at `start` equals `wanted` but for one token, unless both are names: another name
    /// is another thing (a test named differently), not a near miss.
    private func replaced(_ wanted: [SwiftToken], at start: Int, within range: Range<Int>) -> SwiftNearMiss? {
        guard start + wanted.count <= range.upperBound else { return nil }
        var differing: Int?
        for offset in wanted.indices where tokens[start + offset].text != wanted[offset].text {
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
    private func leftOut(_ wanted: [SwiftToken], at start: Int, within range: Range<Int>) -> SwiftNearMiss? {
        let length = wanted.count - 1
        guard start + length <= range.upperBound, tokens[start].text == wanted[0].text else { return nil }
        for skipped in 1..<(wanted.count - 1) {
            let rest = wanted[..<skipped] + wanted[(skipped + 1)...]
            if zip(rest, tokens[start..<(start + length)]).allSatisfy({ $0.text == $1.text }) {
                return SwiftNearMiss(location: tokens[start].location, difference: "without `\(wanted[skipped].text)`")
            }
        }
        return nil
    }
}
