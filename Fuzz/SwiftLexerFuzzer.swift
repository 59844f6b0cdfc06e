// libFuzzer harness for the Swift lexer, scope index and fragment matcher (Fuzz/fuzz.sh swift);
// any trap or sanitizer report is a finding.

/// Traps with a message when an invariant of the lexer's output does not hold.
func requireInvariant(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("invariant violated: \(message())") }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let limits = SwiftParseLimits(maximumInputBytes: 1 << 20, maximumTokens: 100_000, maximumNestingDepth: 64)
    guard let file = try? SwiftSourceFile(utf8: bytes, limits: limits) else { return 0 }
    checkTokens(file, bytes)
    checkScopes(file)
    checkFragmentRoundTrip(file)
    return 0
}

/// Tokens are ordered, disjoint, and their text is exactly their bytes.
private func checkTokens(_ file: SwiftSourceFile, _ bytes: [UInt8]) {
    var previousEnd = 0
    for token in file.tokens {
        requireInvariant(token.utf8Range.lowerBound >= previousEnd && token.utf8Range.upperBound <= bytes.count, "token order")
        requireInvariant(!token.utf8Range.isEmpty, "empty token")
        requireInvariant(Array(token.text.utf8) == Array(bytes[token.utf8Range]), "token text \(token)")
        requireInvariant(token.location.line >= 1 && token.location.column >= 1, "location \(token)")
        previousEnd = token.utf8Range.upperBound
    }
}

/// Every scope's braces are `{`/`}` tokens and lie inside its parent's body.
private func checkScopes(_ file: SwiftSourceFile) {
    for scope in file.scopes {
        requireInvariant(file.tokens[scope.braces.lowerBound].text == "{", "open brace of \(scope)")
        requireInvariant(file.tokens[scope.braces.upperBound].text == "}", "close brace of \(scope)")
        if let parent = scope.parent {
            requireInvariant(parent < scope.id, "parent order of \(scope)")
            let parentBody = file.scopes[parent].body
            requireInvariant(parentBody.contains(scope.braces.lowerBound) || file.scopes[parent].braces == scope.braces,
                    "\(scope) outside its parent")
        }
        if scope.body.lowerBound < scope.body.upperBound {
            let innermost = file.innermostScope(containingToken: scope.body.lowerBound)
            let nested = innermost.map {
                scope.braces.lowerBound <= $0.braces.lowerBound && $0.braces.upperBound <= scope.braces.upperBound
            }
            requireInvariant(nested ?? false, "innermost scope of the first body token of \(scope)")
        }
    }
}

/// A fragment made of a run of the file's own tokens is found at least once.
private func checkFragmentRoundTrip(_ file: SwiftSourceFile) {
    guard let first = file.tokens.first else { return }
    let run = file.tokens.prefix(4).filter { $0.kind != .punctuation }
    guard run.count == min(4, file.tokens.count), let fragment = try? SwiftFragment(run.map(\.text).joined(separator: " ")) else {
        return
    }
    if fragment.tokens.count == run.count && zip(fragment.tokens, run).allSatisfy({ $0.matches($1) }) {
        requireInvariant(!file.matches(of: fragment).isEmpty, "fragment from \(first) not found")
    }
}
