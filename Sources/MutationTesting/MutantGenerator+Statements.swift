import BaselineChecks

/// Statement and condition mutants: each statement deleted (an early `return`, a call through `?.` named
/// as such), each condition of a `guard` dropped, each condition of an `if`, `guard` or `while` negated.
/// What deleting could never build is not made: declarations, bindings, `return` with a value, the `return`
/// of a `guard`'s `else`, `super.init`/`self.init`, and `case` labels.
extension MutantGenerator {
    func statementMutants() -> [Mutant] {
        var mutants: [Mutant] = []
        for scope in file.scopes where Self.hasStatements(scope) && !isInsideProtocol(scope) {
            walk(scope.body, inGuardElse: false, into: &mutants)
        }
        return mutants
    }

    private static func hasStatements(_ scope: SwiftScope) -> Bool {
        switch scope.kind {
        case .function, .initializer, .deinitializer, .accessor: true
        case .property, .subscript: scope.isImplicitGetter
        default: false
        }
    }

    private func isInsideProtocol(_ scope: SwiftScope) -> Bool {
        file.path(to: scope).contains { $0.kind == .protocol }
    }

    private func walk(_ block: Range<Int>, inGuardElse: Bool, into mutants: inout [Mutant]) {
        let tokens = file.tokens
        let blockStatements = statements.statements(in: block)
        for statement in blockStatements {
            let first = tokens[statement.lowerBound]
            // `{ $0.image = x }` without its only statement is a closure that ignores its argument: never built.
            if blockStatements.count == 1, statement.contains(where: { tokens[$0].kind == .dollarIdentifier }) {
                walkBlocks(in: statement, guardElse: false, into: &mutants)
                continue
            }
            if first.kind == .attribute || first.kind == .poundKeyword || Self.declarationWords.contains(first.text) { continue }
            switch first.text {
            case "let", "var", "case", "default":
                break
            case "return":
                if statement.count == 1 && !inGuardElse { mutants.append(delete(.earlyReturn, statement)) }
            case "guard":
                guardMutants(statement, into: &mutants)
            case "if", "while":
                conditionMutants(statement, into: &mutants)
                mutants.append(delete(.statement, statement))
            case "super", "self":
                // `super.init(…)` and `self.init(…)` cannot be left out of an initializer that builds; any other
                // call through them (`super.layoutSubviews()`) is a statement like the rest.
                if statement.count > 2 && tokens[statement.lowerBound + 2].text == "init" { break }
                mutants.append(delete(hasOptionalCall(statement) ? .optionalCall : .statement, statement))
            default:
                mutants.append(delete(hasOptionalCall(statement) ? .optionalCall : .statement, statement))
            }
            walkBlocks(in: statement, guardElse: first.text == "guard", into: &mutants)
        }
    }

    /// The blocks of `statement` (bodies, `else` branches, closures), each walked in turn; a `guard`'s last
    /// block is its `else`.
    private func walkBlocks(in statement: Range<Int>, guardElse: Bool, into mutants: inout [Mutant]) {
        let tokens = file.tokens
        var index = statement.lowerBound
        while index < statement.upperBound {
            if tokens[index].text == "{", let close = statements.pairs.closer(of: index), close < statement.upperBound {
                walk(closureBody((index + 1)..<close), inGuardElse: guardElse && close + 1 == statement.upperBound,
                     into: &mutants)
                index = close + 1
            } else {
                index += 1
            }
        }
    }

    /// A block without a closure's signature (`[weak self] in`, `x in`): its statements start after the `in`.
    private func closureBody(_ block: Range<Int>) -> Range<Int> {
        guard let first = statements.statements(in: block).first, !["for", "case"].contains(file.tokens[first.lowerBound].text),
              let signatureEnd = statements.topLevel(in: first, where: { $0.kind == .keyword && $0.text == "in" })
        else { return block }
        return (signatureEnd + 1)..<block.upperBound
    }

    private func guardMutants(_ statement: Range<Int>, into mutants: inout [Mutant]) {
        let start = statement.lowerBound + 1
        guard let elseIndex = statements.topLevel(in: start..<statement.upperBound, where: { $0.text == "else" }) else { return }
        let clauses = statements.split(start..<elseIndex, at: ",")
        let plain = clauses.filter { !isBinding($0) }
        for clause in plain { mutants.append(negate(clause)) }
        if plain.count == clauses.count { mutants.append(delete(.statement, statement)) }
        guard clauses.count > 1 else { return }
        for (position, clause) in clauses.enumerated() where !isBinding(clause) {
            // The clause goes with the comma before it, or after it when it is the first.
            let range = position == 0 ? clause.lowerBound..<(clauses[1].lowerBound) : (clauses[position - 1].upperBound)..<clause.upperBound
            mutants.append(delete(.guardCondition, range))
        }
    }

    /// Each condition of each `if` of the statement (`else if` included) and of a `while`, negated.
    private func conditionMutants(_ statement: Range<Int>, into mutants: inout [Mutant]) {
        let tokens = file.tokens
        var index = statement.lowerBound
        while index < statement.upperBound {
            let word = tokens[index].text
            if (word == "if" || word == "while") && tokens[index].kind == .keyword,
               let open = statements.topLevel(in: (index + 1)..<statement.upperBound, where: { $0.text == "{" }) {
                for clause in statements.split((index + 1)..<open, at: ",") where !isBinding(clause) {
                    mutants.append(negate(clause))
                }
                index = open
            }
            index = (statements.pairs.closer(of: index) ?? index) + 1
        }
    }

    private func isBinding(_ clause: Range<Int>) -> Bool {
        ["let", "var", "case"].contains(file.tokens[clause.lowerBound].text)
    }

    /// Whether the statement itself (not a closure in it) calls through an optional chain: `a?.b()`, `a.b?()`.
    private func hasOptionalCall(_ statement: Range<Int>) -> Bool {
        let tokens = file.tokens
        var index = statement.lowerBound
        while index + 1 < statement.upperBound {
            if tokens[index].text == "{" {
                index = (statements.pairs.closer(of: index) ?? index) + 1
                continue
            }
            if tokens[index].text == "?", tokens[index].kind == .operator,
               tokens[index + 1].text == "." || tokens[index + 1].text == "(",
               tokens[index + 1].utf8Range.lowerBound == tokens[index].utf8Range.upperBound {
                return true
            }
            index += 1
        }
        return false
    }

    private func negate(_ clause: Range<Int>) -> Mutant {
        let tokens = file.tokens
        let range = tokens[clause.lowerBound].utf8Range.lowerBound..<tokens[clause.upperBound - 1].utf8Range.upperBound
        return Mutant(number: 0, mutationOperator: .negationAdded, location: tokens[clause.lowerBound].location,
                      utf8Range: range, edit: .negated)
    }

    /// The tokens `range` deleted, from the first one's start to the last one's end.
    private func delete(_ mutationOperator: MutationOperator, _ range: Range<Int>) -> Mutant {
        let tokens = file.tokens
        let bytes = tokens[range.lowerBound].utf8Range.lowerBound..<tokens[range.upperBound - 1].utf8Range.upperBound
        return Mutant(number: 0, mutationOperator: mutationOperator, location: tokens[range.lowerBound].location,
                      utf8Range: bytes, edit: .blanked)
    }

    private static let declarationWords: Set<String> = [
        "func", "class", "struct", "enum", "protocol", "extension", "init", "deinit", "subscript", "typealias",
        "associatedtype", "operator", "import", "actor", "static", "private", "fileprivate", "internal", "public",
        "open", "final", "lazy", "weak", "unowned", "override", "defer",
    ]
}
