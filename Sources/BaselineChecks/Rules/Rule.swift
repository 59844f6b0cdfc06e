/// A rule of the catalog, whole in one value: a stable ID, what it checks and why, the check
/// itself as data, examples that the test suite runs against it, and the targeted mutation of
/// the bundled example checkout that must fail it and nothing else.
public struct Rule: Codable, Sendable {
    /// Stable identifier, e.g. `FMT001`; never reused for another meaning.
    public var id: String
    /// Short kebab-case name, e.g. `property-lists-parse`.
    public var name: String
    /// One line: what the rule requires.
    public var summary: String
    /// Why the requirement exists.
    public var rationale: String
    /// The severity of the findings that make the rule fail.
    public var severity: Severity
    public var check: Check
    public var examples: RuleExamples
    /// Only the built-in catalog has mutations: they change the bundled example checkout.
    public var mutation: RuleMutation?

    public init(
        id: String, name: String, summary: String, rationale: String,
        severity: Severity = .error, check: Check, examples: RuleExamples, mutation: RuleMutation? = nil
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.severity = severity
        self.check = check
        self.examples = examples
        self.mutation = mutation
    }
}

extension Rule {
    public var descriptor: RuleDescriptor {
        RuleDescriptor(id: id, name: name, summary: summary, rationale: rationale, severity: severity)
    }
}

/// Examples are changes to the bundled conforming example checkout: a failing one
/// makes this rule fail, a passing one keeps it passing.
public struct RuleExamples: Codable, Sendable {
    public var failing: [RuleExample]
    public var passing: [RuleExample]

    public init(failing: [RuleExample], passing: [RuleExample]) {
        self.failing = failing
        self.passing = passing
    }
}

public struct RuleExample: Codable, Sendable {
    /// What the example shows, in a few words.
    public var summary: String
    /// Files whose content replaces (or adds to) the conforming checkout's.
    public var files: [ExampleFile]
    /// Files removed from the conforming checkout.
    public var removed: [String]

    public init(_ summary: String, files: [ExampleFile] = [], removed: [String] = []) {
        self.summary = summary
        self.files = files
        self.removed = removed
    }

    /// One replaced file.
    public init(_ summary: String, path: String, contents: String) {
        self.init(summary, files: [ExampleFile(path: path, contents: contents)])
    }
}

public struct ExampleFile: Codable, Sendable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
