/// Any rule the tool can report, whatever reports it, described one way: what reports show of it, its family
/// (which command reports it) and its examples. `explain`, `--list-rules`, `--help`'s ID ranges, the README's
/// tables and the example tests all read rules through this, from one list: `RuleRegistry`, the one module that
/// sees every family (the catalog's, FILE and HDR here; BHV and APP in BehaviourVerification).
public protocol DescribedRule: Sendable {
    var descriptor: RuleDescriptor { get }
    var family: RuleFamily { get }
    /// The examples the tests run and `explain` prints.
    var exampleSet: RuleExampleSet { get }
    /// How the rule matches, where its kind of check has something to say about it (`explain`).
    var howItMatches: [String] { get }
}

extension DescribedRule {
    public var id: String { descriptor.id }
    public var howItMatches: [String] { [] }
}

/// The examples of a rule, of the kind its family writes them in: failing ones make it report, passing ones keep
/// it passing.
public enum RuleExampleSet: Sendable {
    /// The catalog's: whole files of the example checkout replaced, added or removed.
    case checkoutFiles(failing: [RuleExample], passing: [RuleExample])
    /// HDR, BHV and APP: forks of the example checkout made by a few edits.
    case forks(failing: [ForkExample], passing: [ForkExample])
    /// FILE: none; a file or checkout that cannot be read is not a change of the example checkout, and the
    /// reader's tests (CheckoutReaderTests, HostileRepositoryTests) make each.
    case none
}

/// A family of rules: the command that reports them, said once for all of them.
public struct RuleFamily: Sendable, Hashable {
    /// Its name in `--list-rules --format json` (`catalog`, `file`, `behaviour`, `sample-app`, `header`).
    public let name: String
    /// What reports its rules, as `explain` and `--list-rules` say it; `nil` for the catalog, which is what a
    /// check runs.
    public let origin: String?

    public init(name: String, origin: String?) {
        self.name = name
        self.origin = origin
    }

    public static let catalog = RuleFamily(name: "catalog", origin: nil)

    public static let file = RuleFamily(
        name: "file", origin: "Reported under every catalog, for each file a rule needs and cannot use.")

    public static let header = RuleFamily(
        name: "header",
        origin: "Reported by `check-baseline objc-header --check`, which derives the control's Objective-C header by the"
            + " Swift compiler's rules and holds build.sh's greps against it; nothing is compiled or run.")
}

extension Rule: DescribedRule {
    public var family: RuleFamily { .catalog }
    public var exampleSet: RuleExampleSet { .checkoutFiles(failing: examples.failing, passing: examples.passing) }
    public var howItMatches: [String] { check.kind.howItMatches }
}
