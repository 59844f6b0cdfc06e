/// Messages of the guard checks.
enum SwiftGuardMessages {
    static func missing(_ condition: String, in declaration: String) -> String {
        "`\(declaration)` does not start with an early exit requiring `\(condition)`"
    }
    static func tooLate(_ condition: String) -> String {
        "used here before an early exit requires `\(condition)`"
    }
    static func noScope(_ scope: CodeScope) -> String {
        "guards must start `\(scope)`, which this file does not declare"
    }
    static func invalidCondition(_ condition: String, _ error: ParseError) -> String {
        "the catalog's guard condition `\(condition)` is not valid Swift: \(error.message)"
    }
}

extension RuleContext {
    func checkGuards(_ path: String, _ requirements: [GuardRequirement]) {
        guard let file = input({ () throws(InputUnavailable) in try checkout.document(path, as: SwiftSourceFile.self) }) else {
            return
        }
        let reader = SwiftStatements(file)
        for requirement in requirements {
            var conditions: [(text: String, condition: Condition)] = []
            for text in requirement.conditions {
                do {
                    conditions.append((text, Condition(try SwiftFragment(text).tokens[...], enclosingType: nil)))
                } catch {
                    report(SwiftGuardMessages.invalidCondition(text, error), path: path)
                }
            }
            for scope in requirement.scopes {
                let declarations = file.scopes(matching: scope.selector)
                if declarations.isEmpty { report(SwiftGuardMessages.noScope(scope), path: path) }
                for declaration in declarations {
                    check(declaration, requires: conditions, in: file, reader: reader, path: path)
                }
            }
        }
    }

    /// Walks the body's statements in order: early exits establish conditions; any other statement that
    /// uses a name of a condition not yet established makes that condition too late.
    private func check(
        _ declaration: SwiftScope, requires conditions: [(text: String, condition: Condition)], in file: SwiftSourceFile,
        reader: SwiftStatements, path: String
    ) {
        let enclosingType = declaration.parent.map { file.scopes[$0] }.flatMap { $0.kind.isTypeLike ? $0.name : nil }
        var open = Array(conditions.indices)
        var firstUse: [Int: SourceLocation] = [:]
        for statement in reader.statements(in: declaration.body) where !open.isEmpty {
            if let required = reader.earlyExitConditions(statement, enclosingType: enclosingType) {
                open.removeAll { firstUse[$0] == nil && required.contains(conditions[$0].condition) }
                continue
            }
            let used = Set(statement.filter { index in
                file.tokens[index].kind == .identifier && (index == statement.lowerBound || file.tokens[index - 1].text != ".")
            }.map { file.tokens[$0].text })
            for index in open where firstUse[index] == nil && !conditions[index].condition.names.isDisjoint(with: used) {
                firstUse[index] = file.tokens[statement.lowerBound].location
            }
        }
        for index in open {
            let use = firstUse[index]
            report(SwiftGuardMessages.missing(conditions[index].text, in: declaration.description), path: path,
                   at: use ?? declaration.location,
                   notes: use == nil ? [] : [FindingNote(message: SwiftGuardMessages.tooLate(conditions[index].text), path: path, location: use)])
        }
    }
}
