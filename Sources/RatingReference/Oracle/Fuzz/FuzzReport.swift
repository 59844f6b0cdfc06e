/// What generated inputs found on one model.
public struct ModelFindings: Sendable {
    /// One invariant's record: how often it broke, and its first and shrunk inputs.
    public struct Finding: Sendable {
        /// The broken invariant.
        public var invariant: Invariant
        /// How many inputs broke it.
        public var count: Int
        /// The index of the first input that broke it.
        public var firstInput: Int
        /// A smallest input found that still breaks it (steps removed one by one while it still did).
        public var minimalInput: FuzzInput
        /// The violation the minimal input shows.
        public var violation: InvariantViolation
    }

    /// The model's display name.
    public var modelName: String
    /// The invariants checked on this model.
    public var applicable: [Invariant]
    /// The broken invariants, in `Invariant` order.
    public var findings: [Finding]

    /// The applicable invariants no input broke.
    public var kept: [Invariant] {
        applicable.filter { invariant in !findings.contains { $0.invariant == invariant } }
    }

    /// The invariants that mean nothing for this model.
    public var notApplicable: [Invariant] {
        Invariant.allCases.filter { !applicable.contains($0) }
    }
}

/// The result of `oracle --fuzz`: the same inputs run on both models.
public struct FuzzReport: Sendable {
    /// The seed the inputs came from.
    public var seed: UInt64
    /// How many inputs ran.
    public var inputCount: Int
    /// The heart model's findings.
    public var heart: ModelFindings
    /// The tutorial model's findings.
    public var tutorial: ModelFindings

    /// Whether the heart model kept every invariant (the tutorial's breaks are findings, not failures).
    public var heartHolds: Bool { heart.findings.isEmpty }
}
