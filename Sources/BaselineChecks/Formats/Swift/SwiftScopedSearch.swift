/// Where a fragment occurs relative to the scopes it is required in.
public struct SwiftScopedSearch: Sendable {
    /// One selected scope and the occurrences inside its body.
    public struct ScopeMatches: Sendable {
        /// The selected scope.
        public let scope: SwiftScope
        /// Non-overlapping occurrences inside its braces.
        public let matches: [SwiftFragmentMatch]
    }

    /// What was searched for.
    public let fragment: SwiftFragment
    /// Where it must be.
    public let selector: SwiftScopeSelector
    /// Every selected scope, in source order, even those without an occurrence.
    public let scopes: [ScopeMatches]
    /// Occurrences inside at least one selected scope.
    public let inside: [SwiftFragmentMatch]
    /// Occurrences outside every selected scope, each knowing its innermost enclosing scope.
    public let elsewhere: [SwiftFragmentMatch]

    /// Whether the file declares any scope the selector picks.
    public var foundScope: Bool { !scopes.isEmpty }
}

extension SwiftSourceFile {
    /// Finds `fragment` everywhere (non-overlapping) and sorts each occurrence into the selected
    /// scopes or `elsewhere`, so a rule can say "found in func X instead".
    public func search(_ fragment: SwiftFragment, in selector: SwiftScopeSelector) -> SwiftScopedSearch {
        let selected = scopes(matching: selector)
        let all = matches(of: fragment)
        let perScope = selected.map { scope in
            SwiftScopedSearch.ScopeMatches(scope: scope, matches: all.filter { scope.body.encloses($0.tokenRange) })
        }
        let isInside = { (match: SwiftFragmentMatch) in selected.contains { $0.body.encloses(match.tokenRange) } }
        return SwiftScopedSearch(
            fragment: fragment, selector: selector, scopes: perScope,
            inside: all.filter(isInside), elsewhere: all.filter { !isInside($0) })
    }
}

private extension Range where Bound == Int {
    func encloses(_ other: Range<Int>) -> Bool {
        other.lowerBound >= lowerBound && other.upperBound <= upperBound
    }
}
