/// Early exits a declaration's body must start with: each condition must be required by a `guard … else`
/// or an `if … { return }` before the body's first statement that is neither an early exit nor a call to `super`.
///
/// Accepted: one `guard` with the conditions in any order, several consecutive ones, `if !condition { return }`
/// (and `if a || b { return }` for `!a`, `!b`; `x == nil` for `x != nil`), `self.` or the type's name before
/// a member, parentheses around a condition, and extra conditions (they only make the exit stricter).
/// Refused: a condition missing, negated or weakened (`editable || true`), placed after another statement
/// (a callback, a use of the touches), in dead code (nested in another statement), in a comment or a string.
public struct GuardRequirement: Codable, Hashable, Sendable {
    /// The declarations that must start so; each one is checked.
    public var scopes: [CodeScope]
    /// The conditions, as Swift: `editable`, `let touch = touches.first`, `!touches.isEmpty`.
    public var conditions: [String]

    public init(_ conditions: [String], in scopes: [CodeScope]) {
        self.conditions = conditions
        self.scopes = scopes
    }

    /// Code that satisfies the requirement, for `explain` (and tested so): not a complete list, since extra
    /// conditions, parentheses and `self.` or the type's name before a member are accepted too.
    public var acceptedForms: [String] {
        var forms = ["guard \(conditions.joined(separator: ", ")) else { return }"]
        if conditions.count > 1 {
            forms.append("guard \(conditions.reversed().joined(separator: ", ")) else { return }")
            forms.append(conditions.map { "guard \($0) else { return }" }.joined(separator: "; "))
        }
        // A binding stays a guard; every other condition becomes `if <its negation> { return }`.
        let exits = conditions.map { text in
            guard !text.hasPrefix("let "), !text.hasPrefix("var "), let fragment = try? SwiftFragment(text) else {
                return "guard \(text) else { return }"
            }
            return "if \(Condition(fragment.tokens[...], enclosingType: nil).negated) { return }"
        }
        if !forms.contains(exits.joined(separator: "; ")) { forms.append(exits.joined(separator: "; ")) }
        return forms
    }
}
