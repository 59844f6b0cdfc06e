/// A rule of the catalog, whole in one value: a stable ID, what it checks and why, the check
/// itself as data, examples that the test suite runs against it, and the breaking edit of the
/// bundled example checkout that must fail it and nothing else.
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
    /// The rule's breaking edit (named `mutation` in catalog files, so kept): only the built-in
    /// catalog has them, since they edit the bundled example checkout.
    public var mutation: RuleBreakingEdit?

    public init(
        id: String, name: String, summary: String, rationale: String,
        severity: Severity = .error, check: Check, examples: RuleExamples, mutation: RuleBreakingEdit? = nil
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
///
/// Kept as the code that builds them, run each time they are read: only the tests, `explain`
/// and the catalog as JSON read them, and a check should not pay for building them.
public struct RuleExamples: Codable, Sendable {
    private let makeFailing: @Sendable () -> [RuleExample]
    private let makePassing: @Sendable () -> [RuleExample]

    public var failing: [RuleExample] { makeFailing() }
    public var passing: [RuleExample] { makePassing() }

    public init(failing: @autoclosure @escaping @Sendable () -> [RuleExample],
                passing: @autoclosure @escaping @Sendable () -> [RuleExample]) {
        makeFailing = failing
        makePassing = passing
    }

    // Coded as the two lists they build, as when they were stored.
    private enum CodingKeys: String, CodingKey {
        case failing, passing
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let failing = try container.decode([RuleExample].self, forKey: .failing)
        let passing = try container.decode([RuleExample].self, forKey: .passing)
        self.init(failing: failing, passing: passing)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(failing, forKey: .failing)
        try container.encode(passing, forKey: .passing)
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
