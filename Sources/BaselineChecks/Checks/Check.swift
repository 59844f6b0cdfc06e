/// What a rule checks, as data: one value of a kind of check (`CheckKind`), with the
/// paths and requirements it applies to. A catalog (built in or loaded with `--rules`)
/// is a list of rules made of these.
public struct Check: Sendable {
    public var kind: any CheckKind

    public init(_ kind: some CheckKind) {
        self.kind = kind
    }

    /// Every checkout path the check reads.
    public var paths: [String] { kind.paths }

    /// The parts of this check of one kind, looking inside combined checks.
    public func parts<Kind: CheckKind>(_ type: Kind.Type) -> [Kind] {
        if let kind = kind as? Kind { return [kind] }
        return kind.subchecks.flatMap { $0.parts(type) }
    }

    func evaluate(in context: RuleContext) {
        kind.evaluate(in: context)
    }
}

/// A kind of check: the inputs it reads, how it evaluates them, what makes it unusable in
/// a catalog, and how it matches, for `explain`. Each kind is one type in `Checks/`, and
/// `CheckKinds.all` names it for catalog files.
public protocol CheckKind: Codable, Sendable {
    /// The key that names the kind in a catalog file: `{"text": {"path": …, "requirements": […]}}`.
    static var key: String { get }
    /// Every checkout path the check reads.
    var paths: [String] { get }
    func evaluate(in context: RuleContext)
    /// Starts work that can run while other rules run (`sh -n` on the other core).
    func prepare(in checkout: Checkout)
    /// Why the check cannot be used, one line each (a pattern that does not compile, an impossible count).
    var problems: [String] { get }
    /// Lines that say how the check matches, where that is not obvious from its summary.
    var howItMatches: [String] { get }
    /// The checks this one combines.
    var subchecks: [Check] { get }
}

extension CheckKind {
    public func prepare(in checkout: Checkout) {}
    public var problems: [String] { [] }
    public var howItMatches: [String] { [] }
    public var subchecks: [Check] { [] }
}
