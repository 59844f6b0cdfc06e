import BaselineChecks

/// Every mutant of a control's source, made from the project's own lexer and scope index: operators and
/// constants token by token, statements and conditions from the statement reader. Declarations of
/// protocols, attributes and their arguments, and `import` lines are left alone: what they would change is
/// either not behaviour or not buildable.
///
/// Mutants that would be the same source are made once (`MutatedSources`, which makes no mutated source); the
/// list is in source order, numbered from 1, and holds at most `maximumMutants`.
public struct MutantGenerator {
    let source: [UInt8]
    let file: SwiftSourceFile
    let statements: SwiftStatements

    /// The most mutants made of one control: over ten times the real control's 427. Each is a build and a
    /// sandboxed run to judge, so a control with more is sampled from its first mutants in source order, and
    /// the list and the report say how many were beyond the cap.
    public static let maximumMutants = 5_000

    /// A control's mutants: the first `maximumMutants` in source order, and how many more there were.
    public struct Made: Sendable {
        public let mutants: [Mutant]
        /// Distinct mutants past the cap, not made.
        public let beyondCap: Int
        /// The declaration around each mutant, from the same lexed source (what `--incremental` keys by).
        let declarations: MutantDeclarations
    }

    public init(source: [UInt8]) throws(ParseError) {
        self.source = source
        file = try SwiftSourceFile(utf8: source)
        statements = SwiftStatements(file)
    }

    public func mutants(cap: Int = maximumMutants) -> Made {
        let candidates = tokenMutants() + statementMutants()
        var sources = MutatedSources(source: source)
        var kept: [Mutant] = []
        var beyondCap = 0
        for mutant in candidates.sorted(by: { ($0.utf8Range.lowerBound, $0.utf8Range.upperBound) < ($1.utf8Range.lowerBound, $1.utf8Range.upperBound) })
        where sources.insert(mutant) {
            guard kept.count < cap else {
                beyondCap += 1
                continue
            }
            var numbered = mutant
            numbered.number = kept.count + 1
            kept.append(numbered)
        }
        return Made(mutants: kept, beyondCap: beyondCap, declarations: MutantDeclarations(file: file, source: source))
    }

    // MARK: - Token by token

    private func tokenMutants() -> [Mutant] {
        let tokens = file.tokens
        let mutable = mutableTokens()
        var mutants: [Mutant] = []
        for index in tokens.indices where mutable[index] {
            let token = tokens[index]
            func replace(_ operation: MutationOperator, with text: String) {
                mutants.append(Mutant(number: 0, mutationOperator: operation, location: token.location,
                                      utf8Range: token.utf8Range, edit: .text(text)))
            }
            switch token.kind {
            case .operator where isBinary(token):
                if let swapped = Self.relationalSwaps[token.text] { replace(.relational, with: swapped) }
                if let swapped = Self.arithmeticSwaps[token.text] { replace(.arithmetic, with: swapped) }
            case .operator where token.text == "!" && isPrefix(index):
                mutants.append(Mutant(number: 0, mutationOperator: .negationRemoved, location: token.location,
                                      utf8Range: token.utf8Range, edit: .blanked))
            case .integerLiteral, .floatLiteral:
                for text in NumberReplacements.replacements(of: token.text, isFloat: token.kind == .floatLiteral) {
                    replace(.constant, with: text)
                }
            case .keyword where token.text == "true": replace(.boolean, with: "false")
            case .keyword where token.text == "false": replace(.boolean, with: "true")
            case .identifier where (token.text == "min" || token.text == "max") && isCall(index):
                replace(.minMax, with: token.text == "min" ? "max" : "min")
            default: break
            }
        }
        return mutants
    }

    private static let relationalSwaps = [">": ">=", ">=": ">", "<": "<=", "<=": "<", "==": "!=", "!=": "=="]
    private static let arithmeticSwaps = [
        "+": "-", "-": "+", "*": "/", "/": "*", "+=": "-=", "-=": "+=", "*=": "/=", "/=": "*=",
    ]

    /// Which tokens may change: code of types, functions and globals, but not a protocol's declarations, an
    /// attribute's argument (`@available(iOS 13, *)`) or an `import`.
    private func mutableTokens() -> [Bool] {
        let tokens = file.tokens
        var mutable = [Bool](repeating: true, count: tokens.count)
        for scope in file.scopes where scope.kind == .protocol {
            for index in scope.braces.lowerBound...min(scope.braces.upperBound, tokens.count - 1) { mutable[index] = false }
        }
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .attribute, index + 1 < tokens.count, tokens[index + 1].text == "(",
               tokens[index + 1].utf8Range.lowerBound == token.utf8Range.upperBound,
               let close = statements.pairs.closer(of: index + 1) {
                for inside in index...close { mutable[inside] = false }
                index = close + 1
                continue
            }
            if token.kind == .keyword && token.text == "import" {
                repeat {
                    mutable[index] = false
                    index += 1
                } while index < tokens.count && !tokens[index].isAtStartOfLine
                continue
            }
            index += 1
        }
        return mutable
    }

    /// A binary operator, as Swift tells one: whitespace on both sides (a generic's `<` has none).
    private func isBinary(_ token: SwiftToken) -> Bool {
        let before = token.utf8Range.lowerBound - 1, after = token.utf8Range.upperBound
        return before >= 0 && after < source.count && Self.isSpace(source[before]) && Self.isSpace(source[after])
    }

    /// A prefix operator: nothing between it and what follows, and no operand right before it (`x!` unwraps).
    private func isPrefix(_ index: Int) -> Bool {
        let token = file.tokens[index]
        guard index + 1 < file.tokens.count,
              file.tokens[index + 1].utf8Range.lowerBound == token.utf8Range.upperBound else { return false }
        let before = token.utf8Range.lowerBound - 1
        return before < 0 || Self.isSpace(source[before]) || "([,{=".utf8.contains(source[before])
    }

    /// `min(` or `max(`: a call, not a declaration or a label.
    private func isCall(_ index: Int) -> Bool {
        let tokens = file.tokens
        return index + 1 < tokens.count && tokens[index + 1].text == "("
            && tokens[index + 1].utf8Range.lowerBound == tokens[index].utf8Range.upperBound
            && (index == 0 || tokens[index - 1].text != "func")
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
