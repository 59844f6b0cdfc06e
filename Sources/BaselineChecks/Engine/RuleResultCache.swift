import Synchronization

/// Rule results of the run's earlier checkouts, reused for a later checkout when every file the rule looked at
/// is the same git object there: a history costs the rules its commits change, not every rule every commit.
/// A result is reused only as evaluating the rule would reproduce it: the files it read are charged to the
/// checkout's memory budget in the same order (`Checkout.replay`), and a result that met the budget is not kept.
public final class RuleResultCache: Sendable {
    struct Entry: Sendable {
        /// Each path the rule looked at, and what it named (`CheckoutSource.fingerprint`).
        var fingerprints: [Fingerprint]
        /// What the rule's preparation and evaluation read, in order, for the budget.
        var prepareReads: [CheckoutAccess.Read]
        var evaluationReads: [CheckoutAccess.Read]
        var result: RuleResult
        /// The unusable files the rule met, each reported once per checkout.
        var fileProblems: [FileFinding]
    }

    struct Fingerprint: Sendable {
        var path: String
        var fingerprint: String
    }

    struct FileFinding: Sendable {
        var path: String
        var problem: FileProblem
    }

    /// Results kept per rule: a history alternates between few versions of a file at a time.
    private static let entriesPerRule = 4
    private let entries = Mutex<[String: [Entry]]>([:])
    private let reuses = Mutex(0)

    /// How many rule results were reused so far.
    public var reusedCount: Int { reuses.withLock { $0 } }

    public init() {}

    /// A result of `ruleID` whose files are the same in `checkout`, most recent first.
    func lookup(_ ruleID: String, in checkout: Checkout) -> Entry? {
        let candidates = entries.withLock { $0[ruleID] ?? [] }
        return candidates.last { entry in
            entry.fingerprints.allSatisfy { checkout.fingerprint($0.path) == $0.fingerprint }
        }
    }

    /// Counts a result `lookup` found and the engine used.
    func countReuse() {
        reuses.withLock { $0 += 1 }
    }

    func store(_ ruleID: String, _ entry: Entry) {
        entries.withLock { entries in
            var kept = entries[ruleID] ?? []
            kept.append(entry)
            if kept.count > Self.entriesPerRule { kept.removeFirst() }
            entries[ruleID] = kept
        }
    }
}
