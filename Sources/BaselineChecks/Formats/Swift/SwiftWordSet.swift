/// A fixed set of short words (keywords, punctuation), looked up by length and then compared.
/// The Swift lexer and scope index ask it of nearly every token: as `Set<String>`, each question
/// hashed the word with a seeded SipHash, about a fifth of lexing and indexing time.
struct SwiftWordSet: Sendable, ExpressibleByArrayLiteral {
    /// The words of each UTF-8 length; longer words than any member are not members.
    private let wordsByLength: [[String]]

    init(arrayLiteral words: String...) {
        var wordsByLength = [[String]](repeating: [], count: (words.map(\.utf8.count).max() ?? 0) + 1)
        for word in words where !wordsByLength[word.utf8.count].contains(word) {
            wordsByLength[word.utf8.count].append(word)
        }
        self.wordsByLength = wordsByLength
    }

    func contains(_ word: String) -> Bool {
        let length = word.utf8.count
        guard length < wordsByLength.count else { return false }
        return wordsByLength[length].contains(word)
    }
}
