/// Every one of these checks.
public struct AllChecks: CheckKind {
    public static let key = "all"
    public var checks: [Check]

    public var paths: [String] { checks.flatMap(\.paths) }
    public func evaluate(in context: RuleContext) { checks.forEach { $0.evaluate(in: context) } }
    public func prepare(in checkout: Checkout) { checks.forEach { $0.kind.prepare(in: checkout) } }
    public var problems: [String] { checks.flatMap(\.kind.problems) }
    public var howItMatches: [String] { checks.flatMap(\.kind.howItMatches) }
    public var subchecks: [Check] { checks }
}

extension Check {
    public static func all(_ checks: [Check]) -> Check { Check(AllChecks(checks: checks)) }
}
