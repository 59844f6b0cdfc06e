/// Messages of the guard checks.
enum SwiftGuardMessages {
    static func missing(_ condition: String, in declaration: String) -> String {
        "`\(declaration)` does not start with an early exit requiring `\(condition)`"
    }
    static func tooLate(_ condition: String) -> String {
        "this statement runs before an early exit requires `\(condition)`"
    }
    static func noScope(_ scope: CodeScope) -> String {
        "guards must start `\(scope)`, which this file does not declare"
    }
    static func invalidCondition(_ condition: String, _ error: ParseError) -> String {
        "the catalog's guard condition `\(condition)` is not valid Swift: \(error.message)"
    }
}

/// Each declaration starts with the early exits a guard requirement asks for.
public struct GuardsCheck: CheckKind {
    public static let key = "guards"
    public var path: String
    public var requirements: [GuardRequirement]

    public var paths: [String] { [path] }
    public func evaluate(in context: RuleContext) { context.checkGuards(path, requirements) }

    public var problems: [String] {
        requirements.flatMap { requirement in
            requirement.conditions.filter { (try? SwiftFragment($0)) == nil }.map { "guard condition `\($0)` is not valid Swift" }
                + (requirement.scopes.isEmpty || requirement.conditions.isEmpty
                    ? ["a guard requirement needs declarations and conditions"] : [])
        }
    }

    public var howItMatches: [String] {
        guard !requirements.isEmpty else { return [] }
        return requirements.flatMap { requirement in
            let scopes = requirement.scopes.map { "`\($0)`" }.joined(separator: ", ")
            let conditions = requirement.conditions.map { "`\($0)`" }.joined(separator: ", ")
            return ["In \(scopes): the body starts with early exits requiring \(conditions),",
                    "before any other statement (a call to `super` may come first).",
                    "Accepted, among others:"]
                + requirement.acceptedForms.map { "  \($0)" }
        } + [
            "`self.` or the type's name before a member, and parentheses, change nothing.",
            "Extra conditions are accepted. Refused: a condition missing, negated or weakened (`|| true`), placed",
            "after another statement, nested in another statement, in a comment or in a string.",
        ]
    }
}

extension Check {
    public static func guards(path: String, requirements: [GuardRequirement]) -> Check {
        Check(GuardsCheck(path: path, requirements: requirements))
    }
}

private extension RuleContext {
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

    /// Walks the body's first statements: early exits establish conditions, a call to `super` is passed
    /// over, and the first other statement ends the prologue; whatever is not established by then is missing.
    /// The finding is at the prologue's first early exit when it has one (the guard that lost a condition),
    /// else at the statement that ends it; that statement gets a note only when an early exit after it does
    /// require the condition (it was placed too late).
    func check(
        _ declaration: SwiftScope, requires conditions: [(text: String, condition: Condition)], in file: SwiftSourceFile,
        reader: SwiftStatements, path: String
    ) {
        let enclosingType = declaration.parent.map { file.scopes[$0] }.flatMap { $0.kind.isTypeLike ? $0.name : nil }
        var open = Array(conditions.indices)
        var firstExit: SourceLocation?
        var firstOther: SourceLocation?
        var requiredLater: [Condition] = []
        for statement in reader.statements(in: declaration.body) where !open.isEmpty {
            let required = reader.earlyExitConditions(statement, enclosingType: enclosingType)
            if firstOther != nil {
                requiredLater += required ?? []
            } else if let required {
                open.removeAll { required.contains(conditions[$0].condition) }
                firstExit = firstExit ?? file.tokens[statement.lowerBound].location
            } else if file.tokens[statement.lowerBound].text != "super" {
                firstOther = file.tokens[statement.lowerBound].location
            }
        }
        for index in open {
            let (text, condition) = conditions[index]
            let tooLate = firstOther.flatMap { requiredLater.contains(condition) ? $0 : nil }
            report(SwiftGuardMessages.missing(text, in: declaration.description), path: path,
                   at: tooLate ?? firstExit ?? firstOther ?? declaration.location,
                   notes: tooLate.map { [FindingNote(message: SwiftGuardMessages.tooLate(text), path: path, location: $0)] } ?? [])
        }
    }
}
