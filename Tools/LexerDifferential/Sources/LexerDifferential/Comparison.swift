import BaselineChecks

/// Compares our view of one file with SwiftParser's and lists every disagreement.
struct Comparison {
    private(set) var disagreements: [String] = []
    private let maximumReported = 20

    /// Operators that SwiftParser's parser re-labels as punctuation in some positions.
    private static let punctuationOperators: Set<String> = [
        "exclamationMark", "postfixQuestionMark", "infixQuestionMark", "prefixAmpersand", "leftAngle",
        "rightAngle", "ellipsis",
    ]

    mutating func note(_ message: String) {
        if disagreements.count < maximumReported { disagreements.append(message) }
    }

    mutating func compareTokens(ours: [ComparableToken], reference: [ComparableToken], location: (Int) -> String) {
        var mine = 0
        var theirs = 0
        while mine < ours.count && theirs < reference.count {
            let our = ours[mine]
            let their = reference[theirs]
            if our.start == their.start && our.end == their.end {
                compareKinds(our, their, location: location)
                if let value = our.stringValue, let expected = their.stringValue, value != expected {
                    note("\(location(our.start)): string value \(value.debugDescription), SwiftParser \(expected.debugDescription)")
                }
                mine += 1
                theirs += 1
            } else if our.start == their.start, our.end > their.end, let next = mergedEnd(reference, from: theirs, to: our.end) {
                // SwiftParser splits `>>` into `>` `>` when closing generic argument lists.
                theirs = next
                mine += 1
            } else {
                note("\(location(min(our.start, their.start))): we lex \(our), SwiftParser \(their)")
                if our.start <= their.start { mine += 1 }
                if their.start <= our.start { theirs += 1 }
            }
        }
        if mine < ours.count { note("\(location(ours[mine].start)): extra token \(ours[mine]) after SwiftParser's last") }
        if theirs < reference.count {
            note("\(location(reference[theirs].start)): missing token \(reference[theirs]) that SwiftParser has")
        }
    }

    /// When SwiftParser's tokens from `start` are contiguous operator pieces ending exactly at `end`, the next index.
    private func mergedEnd(_ tokens: [ComparableToken], from start: Int, to end: Int) -> Int? {
        guard tokens[start].detail == "rightAngle" || tokens[start].detail == "leftAngle" else { return nil }
        var index = start
        var position = tokens[start].start
        while index < tokens.count, tokens[index].start == position, tokens[index].kind != .identifier {
            position = tokens[index].end
            index += 1
            if position == end { return index }
        }
        return nil
    }

    private mutating func compareKinds(_ our: ComparableToken, _ their: ComparableToken, location: (Int) -> String) {
        if our.kind == their.kind { return }
        switch (our.kind, their.kind) {
        case (.keyword, .identifier), (.identifier, .keyword):
            // Swift's parser re-labels words by position (`x.default`, contextual `get`); we keep the lexer's view.
            let reservedByUs = our.kind == .keyword
            let contextual = their.kind == .keyword && !reservedByUs
            let remapped = their.kind == .identifier && reservedByUs
            if contextual || remapped { return }
        case (.operator, .punctuation) where Self.punctuationOperators.contains(their.detail):
            return
        default:
            break
        }
        note("\(location(our.start)): `\(our.text)` is \(our.kind.rawValue) to us, \(their.kind.rawValue) (\(their.detail)) to SwiftParser")
    }

    mutating func compareScopes(ours: [ComparableScope], reference: [ComparableScope], location: (Int) -> String) {
        let mine = Set(ours)
        let theirs = Set(reference)
        for scope in ours where !theirs.contains(scope) {
            note("\(location(scope.keyword)): we index \(scope), SwiftParser does not")
        }
        for scope in reference where !mine.contains(scope) {
            note("\(location(scope.keyword)): SwiftParser has \(scope), we do not")
        }
    }

    mutating func compareComments(ours: [ComparableComment], reference: [ComparableComment], location: (Int) -> String) {
        let mine = Set(ours)
        let theirs = Set(reference)
        for comment in ours where !theirs.contains(comment) {
            note("\(location(comment.start)): we see a \(comment), SwiftParser does not")
        }
        for comment in reference where !mine.contains(comment) {
            note("\(location(comment.start)): SwiftParser sees a \(comment), we do not")
        }
    }
}
