import Synchronization

/// Tells `progress` of each judged mutant, counting them across threads.
final class ProgressCounter: Sendable {
    private let total: Int
    private let progress: @Sendable (String) -> Void
    private let done = Mutex(0)

    init(total: Int, progress: @escaping @Sendable (String) -> Void) {
        self.total = total
        self.progress = progress
    }

    func judged(_ mutant: Mutant, _ verdict: MutantVerdict) { tell(mutant, verdict.word) }

    /// A verdict taken from the store (`VerdictStore`), not judged again; `byDeclaration` when judged on another
    /// control (`--incremental`).
    func reused(_ mutant: Mutant, _ verdict: MutantVerdict, byDeclaration: Bool) {
        tell(mutant, verdict.word + (byDeclaration ? " (stored for its declaration, --incremental)" : " (stored)"))
    }

    private func tell(_ mutant: Mutant, _ outcome: String) {
        // Told under the lock: one line at a time, whatever `progress` writes to.
        done.withLock { count in
            count += 1
            progress("[\(count)/\(total)] \(mutant.location.line):\(mutant.location.column)"
                + " \(mutant.mutationOperator.rawValue) \(outcome)")
        }
    }
}
