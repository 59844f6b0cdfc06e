/// What a report says about a rule: its ID, name, requirement, reason and severity.
public struct RuleDescriptor: Sendable, Hashable {
    public var id: String
    public var name: String
    /// One line: what the rule requires.
    public var summary: String
    /// Why the requirement exists.
    public var rationale: String
    public var severity: Severity

    public init(id: String, name: String, summary: String, rationale: String, severity: Severity = .error) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.severity = severity
    }
}

extension RuleDescriptor {
    /// Whether a user naming a rule by `identifier` means this one: its ID in any case, or its name.
    public func isNamed(by identifier: String) -> Bool {
        let lowered = identifier.lowercased()
        return id.lowercased() == lowered || name == lowered
    }
}
