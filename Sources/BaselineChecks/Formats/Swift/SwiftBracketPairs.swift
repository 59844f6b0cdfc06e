/// Which token closes each opening bracket, found in one pass so that lookahead can jump over a
/// nested group instead of reading it again (which made indexing quadratic on hostile input).
package struct SwiftBracketPairs: Sendable {
    /// For an opening `(`, `[` or `{` token: the index of the bracket that closes it; -1 for every other token.
    private let closers: [Int]

    /// Pairs brackets as a stack does, whatever their kind: input whose kinds do not match is
    /// rejected by the scope indexer anyway, so only balanced input relies on these pairs.
    package init(_ tokens: [SwiftToken]) {
        var closers = Array(repeating: -1, count: tokens.count)
        var openers: [Int] = []
        for index in tokens.indices where tokens[index].kind == .punctuation && tokens[index].text.utf8.count == 1 {
            switch tokens[index].text.utf8.first {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                openers.append(index)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let opener = openers.popLast() { closers[opener] = index }
            default:
                break
            }
        }
        self.closers = closers
    }

    /// The index of the bracket closing the one at `index`; `nil` if that is no opening bracket or is never closed.
    package func closer(of index: Int) -> Int? {
        guard closers.indices.contains(index), closers[index] >= 0 else { return nil }
        return closers[index]
    }
}
