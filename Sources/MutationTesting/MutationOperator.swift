/// A kind of small change made to a control to see whether verification notices it, with the short names
/// mutation-testing tools use (Muter, PIT, Stryker): each mutant's report line starts with its operator's ID.
public enum MutationOperator: String, CaseIterable, Sendable, Codable {
    /// `>` ↔ `>=`, `<` ↔ `<=`, `==` ↔ `!=`.
    case relational = "ROR"
    /// `+` ↔ `-`, `*` ↔ `/`, and their compound assignments.
    case arithmetic = "AOR"
    /// A number made 0, one more, one less or ten times as large.
    case constant = "CRP"
    /// `true` ↔ `false`.
    case boolean = "BCR"
    /// A prefix `!` removed.
    case negationRemoved = "UOD"
    /// A condition of an `if`, `guard` or `while` negated.
    case negationAdded = "UOI"
    /// `min(` ↔ `max(`.
    case minMax = "MMS"
    /// One condition of a `guard` dropped.
    case guardCondition = "GCD"
    /// One statement deleted.
    case statement = "SDL"
    /// An early `return` (not a `guard`'s, which must leave) deleted.
    case earlyReturn = "RET"
    /// A call through an optional chain (`delegate?.…(…)`) deleted, as if the optional were nil.
    case optionalCall = "OCR"

    /// What the operator does, for the report's legend.
    public var summary: String {
        switch self {
        case .relational: "relational operator replaced (> and >=, < and <=, == and !=)"
        case .arithmetic: "arithmetic operator replaced (+ and -, * and /)"
        case .constant: "number replaced by 0, itself plus or minus 1, or ten times itself"
        case .boolean: "true and false swapped"
        case .negationRemoved: "prefix ! removed"
        case .negationAdded: "condition of an if, guard or while negated"
        case .minMax: "min and max swapped"
        case .guardCondition: "one condition of a guard dropped"
        case .statement: "statement deleted"
        case .earlyReturn: "early return deleted"
        case .optionalCall: "call through an optional chain deleted"
        }
    }
}
