/// A count and its noun, as the reports write them: `1 rule`, `3 rules`, `0 invariants`.
package enum CountedNoun {
    package static func text(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
