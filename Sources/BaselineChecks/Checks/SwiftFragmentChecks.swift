/// Messages of the Swift fragment checks.
enum SwiftFragmentMessages {
    static func missing(_ code: String) -> String { "missing `\(code)`" }
    static func count(_ code: String, found: Int, expected: CountRequirement) -> String {
        "`\(code)` occurs \(found) times; expected \(expected)"
    }
    static func notInScope(_ code: String, scope: String, found: Int, expected: CountRequirement) -> String {
        found == 0
            ? "`\(code)` is missing from `\(scope)`"
            : "`\(code)` occurs \(found) times in `\(scope)`; expected \(expected)"
    }
    static func noScope(_ code: String, scope: CodeScope) -> String {
        "`\(code)` must be in `\(scope)`, which this file does not declare"
    }
    static func foundElsewhere(_ where: String) -> String { "found here instead, in \(`where`)" }
    static func nearMiss(_ difference: String) -> String { "near miss: \(difference)" }
    static let otherOccurrence = "also here"
    static func invalidFragment(_ code: String, _ error: ParseError) -> String {
        "the catalog's fragment `\(code)` is not valid Swift: \(error.message)"
    }
}

/// Each Swift code fragment occurs as tokens, as often as required, where required.
public struct SwiftFragmentsCheck: CheckKind {
    public static let key = "swiftFragments"
    public var path: String
    public var fragments: [CodeFragment]

    public var paths: [String] { [path] }
    public func evaluate(in context: RuleContext) { context.checkSwiftFragments(path, fragments) }

    public var problems: [String] {
        fragments.compactMap { fragment in
            (try? SwiftFragment(fragment.code)) == nil ? "code fragment `\(fragment.code)` is not valid Swift" : fragment.count.problem
        }
    }

    public var howItMatches: [String] {
        fragments.filter(\.isStatement).map {
            "`\($0.code)` as a whole statement: a longer statement that starts the same way does not count."
        }
    }
}

extension Check {
    public static func swiftFragments(path: String, fragments: [CodeFragment]) -> Check {
        Check(SwiftFragmentsCheck(path: path, fragments: fragments))
    }
}

private extension RuleContext {
    func checkSwiftFragments(_ path: String, _ fragments: [CodeFragment]) {
        guard let file = input({ () throws(InputUnavailable) in try checkout.document(path, as: SwiftSourceFile.self) }) else {
            return
        }
        for fragment in fragments {
            let pattern: SwiftFragment
            do {
                pattern = try SwiftFragment(fragment.code, statement: fragment.isStatement)
            } catch {
                report(SwiftFragmentMessages.invalidFragment(fragment.code, error), path: path)
                continue
            }
            if fragment.scopes.isEmpty {
                checkAnywhere(pattern, fragment, in: file, path: path)
            }
            for scope in fragment.scopes {
                checkInside(scope, pattern, fragment, in: file, path: path)
            }
        }
    }

    func checkAnywhere(_ pattern: SwiftFragment, _ fragment: CodeFragment, in file: SwiftSourceFile, path: String) {
        let matches = file.matches(of: pattern)
        guard !fragment.count.accepts(matches.count) else { return }
        guard let first = matches.first else {
            guard let near = file.nearMiss(of: pattern) else {
                return report(SwiftFragmentMessages.missing(fragment.code), path: path)
            }
            return report(SwiftFragmentMessages.missing(fragment.code), path: path, at: near.location,
                          notes: [FindingNote(message: SwiftFragmentMessages.nearMiss(near.difference), path: path,
                                              location: near.location)])
        }
        let primary = matches.count > (fragment.count.maximum ?? .max) ? matches[fragment.count.maximum ?? 0] : first
        report(SwiftFragmentMessages.count(fragment.code, found: matches.count, expected: fragment.count),
               path: path, at: primary.location,
               notes: matches.filter { $0 != primary }.map {
                   FindingNote(message: SwiftFragmentMessages.otherOccurrence, path: path, location: $0.location)
               })
    }

    /// The count applies to the selected declarations together (overloads of one name
    /// count as one place); occurrences elsewhere are named in notes.
    func checkInside(
        _ scope: CodeScope, _ pattern: SwiftFragment, _ fragment: CodeFragment, in file: SwiftSourceFile, path: String
    ) {
        let search = file.search(pattern, in: scope.selector)
        // Occurrences in the fragment's other required declarations are where they belong.
        let required = fragment.scopes.flatMap { file.scopes(matching: $0.selector) }
        let stray = search.elsewhere.filter { match in
            !required.contains { $0.body.lowerBound <= match.tokenRange.lowerBound && match.tokenRange.upperBound <= $0.body.upperBound }
        }
        let elsewhere = stray.map {
            FindingNote(message: SwiftFragmentMessages.foundElsewhere($0.enclosingDescription), path: path, location: $0.location)
        }
        guard let declaration = search.scopes.first?.scope else {
            return report(SwiftFragmentMessages.noScope(fragment.code, scope: scope), path: path, notes: elsewhere)
        }
        guard !fragment.count.accepts(search.inside.count) else { return }
        let extra = search.inside.count > (fragment.count.maximum ?? .max) ? search.inside.last : nil
        // None inside nor elsewhere: point at a near miss in the declaration's body, else at the declaration.
        let near = search.inside.isEmpty && elsewhere.isEmpty ? file.nearMiss(of: pattern, inTokens: declaration.body) : nil
        let nearNote = near.map { FindingNote(message: SwiftFragmentMessages.nearMiss($0.difference), path: path, location: $0.location) }
        report(SwiftFragmentMessages.notInScope(fragment.code, scope: declaration.description,
                                                found: search.inside.count, expected: fragment.count),
               path: path, at: extra?.location ?? near?.location ?? declaration.location, notes: [nearNote].compactMap { $0 } + elsewhere)
    }
}
