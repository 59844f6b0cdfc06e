import BaselineChecks
import BaselineSupport
import BehaviourVerification
import RatingReference

/// `check-baseline mutation-score`: how many small changes to a checkout's control verification notices.
/// Every mutant (`MutantGenerator`) is built against the UIKit stand-in and run through the model's
/// documented and generated cases in the sandbox, as `verify-control` runs them; a survivor is then run
/// against the checkout's own tests, as `verify-control --xctest` runs them. A mutant whose object code is
/// the unmutated control's is equivalent; every other one that builds is caught or survives.
public enum MutationScore {
    /// The report for `checkout`'s control (at `options.revision`, else its work tree), `jobs` mutants at
    /// once; `progress` is told of each judged mutant. Throws when nothing could be judged here, or when the
    /// unmutated control does not pass: a score of a failing control would count its own failures.
    public static func run(
        _ checkout: String, options: MutationOptions, jobs: Int, cacheBase: String? = nil,
        progress: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(VerificationFailure) -> MutationReport {
        let (source, original, made) = try mutants(of: checkout, revision: options.revision)
        let all = made.mutants
        let selection = try selected(all, of: original, in: checkout, options: options)
        let chosen = selection.share
        var empty = MutationReport(checkout: source.displayName, controlPath: CheckoutPaths.source, madeCount: all.count,
                                   beyondCapCount: made.beyondCap, results: [], ownTestsNote: nil, notes: [])
        empty.list = selection.list
        empty.shard = options.shard
        empty.inDiff = selection.inDiff
        empty.checkoutRoot = source.identity.root
        // Nothing to judge (no mutant on a changed line, a shard past the list's end): nothing is built.
        if chosen.isEmpty { return empty }
        // The unmutated control's cases run in `jobs` drivers; a mutant's in one, `jobs` mutants at once.
        let verifier = try ControlVerification.verifier(
            untrustedRoots: [FilePaths.untrustedRoot(of: checkout)].compactMap { $0 }, options: options.verify,
            jobs: max(1, jobs), cacheBase: cacheBase)
        let store = VerdictStore(
            cache: verifier.builder.cache, toolchain: verifier.builder.toolchain.version, linkage: verifier.builder.linkageKey,
            control: original, options: options, ownTests: VerdictStore.ownTests(of: source, run: options.ownTests))
        let unmutatedKey = store?.unmutatedKey(sampleApp: VerdictStore.sampleApp(of: source))
        let stored = options.fresh ? nil : unmutatedKey.flatMap { store?.unmutated(forKey: $0) }
        let keys = chosen.map { store?.key(for: $0) }
        let declarationKeys = chosen.map { store?.declarationKey(for: $0, in: made.declarations) }
        var verdicts: [MutantVerdict?] = options.fresh ? keys.map { _ in nil } : keys.map { key in
            key.flatMap { store?.verdict(forKey: $0) }
        }
        // Only where the whole control's key has none: a verdict of this very control is always preferred.
        var byDeclaration: Set<Int> = []
        if options.incremental, !options.fresh {
            for index in verdicts.indices where verdicts[index] == nil {
                verdicts[index] = declarationKeys[index].flatMap { store?.verdict(forKey: $0) }
                if verdicts[index] != nil { byDeclaration.insert(index) }
            }
        }
        let pending = verdicts.indices.filter { verdicts[$0] == nil }
        let (ownTests, judges) = try prepare(
            source, original: original, options: options, verifier: verifier, stored: stored, building: !pending.isEmpty, jobs: jobs)
        if stored == nil, let unmutatedKey { store?.save(ownTests, forKey: unmutatedKey, replacing: options.fresh) }
        let reused = verdicts.count { $0 != nil }
        let counter = ProgressCounter(total: chosen.count, progress: progress)
        for (index, (mutant, verdict)) in zip(chosen, verdicts).enumerated() {
            if let verdict { counter.reused(mutant, verdict, byDeclaration: byDeclaration.contains(index)) }
        }
        if let judges {
            let judged = try judges.verdicts(of: pending.map { chosen[$0] }, in: original, options: options,
                                             ownTests: ownTests.ownTestsUsable, jobs: jobs, counter: counter)
            for (index, verdict) in zip(pending, judged) {
                verdicts[index] = verdict
                if let key = keys[index] { store?.save(verdict, forKey: key, replacing: options.fresh) }
                if let key = declarationKeys[index] { store?.save(verdict, forKey: key, replacing: true) }
            }
        }
        let (judged, notes) = options.declared.applied(to: Array(zip(chosen, verdicts.compactMap { $0 })), among: all, in: original)
        var report = MutationReport(
            checkout: source.displayName, controlPath: CheckoutPaths.source, madeCount: all.count, beyondCapCount: made.beyondCap,
            results: zip(chosen, judged).map { MutantResult(mutant: $0, verdict: $1, in: original) },
            ownTestsNote: ownTests.note,
            notes: notes + (store == nil ? [VerdictStore.unavailable] : []) + verifier.builder.cache.notices.all)
        report.reused = reused
        report.reusedByDeclaration = byDeclaration.count
        report.checkoutRoot = empty.checkoutRoot
        report.list = empty.list
        report.shard = empty.shard
        report.inDiff = empty.inDiff
        return report
    }

    /// What a run judges: its list and its share of it, and what `--in-diff` left out.
    public struct Selection: Sendable {
        public let list: MutantList
        public let share: [Mutant]
        public let inDiff: InDiffNote?
    }

    /// The list to judge (the mutants on lines `--in-diff` names, else all; of those, the ones `--mutant` names,
    /// else `--limit`'s sample, else all) and this run's share of it (`--shard`, else all of it): the same on
    /// every machine for the same control and arguments. `original` is the control of `checkout`.
    public static func selected(
        _ all: [Mutant], of original: [UInt8], in checkout: String, options: MutationOptions
    ) throws(VerificationFailure) -> Selection {
        if let missing = options.numbers.first(where: { !(1...max(1, all.count)).contains($0) || all.isEmpty }) {
            throw VerificationFailure("mutation-score: there is no mutant #\(missing); the control has \(all.count)")
        }
        var candidates = all
        var note: InDiffNote?
        if let inDiff = options.inDiff {
            let changed = try changedLines(inDiff, checkout: checkout, revision: options.revision, original: original)
            candidates = all.filter { touches($0, of: original, changed.lines) }
            note = InDiffNote(origin: changed.origin, kept: candidates.count, leftOut: all.count - candidates.count)
        }
        let listed = options.numbers.isEmpty
            ? sample(candidates, limit: options.limit, seed: options.seed) : candidates.filter { options.numbers.contains($0.number) }
        return Selection(list: MutantList(listed, of: original, options: options),
                         share: options.shard?.share(of: listed) ?? listed, inDiff: note)
    }

    /// How many generated cases of its own seed each declared equivalence's probe runs, after the aimed ones.
    static let probeCases = 1_000

    /// The checkout (at `revision`, else its work tree), its control's source and its mutants (up to the cap):
    /// what `--list` prints, without building anything.
    public static func mutants(
        of checkout: String, revision: String?
    ) throws(VerificationFailure) -> (source: any CheckoutSource, original: [UInt8], made: MutantGenerator.Made) {
        let source = try open(checkout, revision: revision)
        let original: [UInt8]
        do {
            original = try source.read(CheckoutPaths.source).get()
        } catch {
            throw VerificationFailure("cannot read \(CheckoutPaths.source) in \(source.displayName): \(error)")
        }
        do {
            return (source, original, try MutantGenerator(source: original).mutants())
        } catch {
            throw VerificationFailure("mutation-score: \(CheckoutPaths.source) does not lex as Swift: \(error.message)")
        }
    }

    /// The rule that failed (or was not evaluated) first in `report`, with its first finding or reason.
    static func firstFailure(in report: CheckoutReport) -> (ruleID: String, detail: String)? {
        if let finding = report.fileFindings.first(where: { $0.severity != .note }) {
            return (finding.ruleID, firstLine(finding.message))
        }
        guard let result = report.results.first(where: { $0.status != .passed }) else { return nil }
        let detail = result.findings.first(where: { $0.severity == .error }).map { firstLine($0.message) }
            ?? result.unparsedInputs.first ?? result.unusableFiles.first.map { "cannot use \($0)" } ?? result.status.rawValue
        return (result.rule.id, detail)
    }

    static func firstLine(_ text: String) -> String {
        let line = text.split(separator: "\n").first.map(String.init) ?? text
        return line.count > 240 ? String(line.prefix(239)) + "…" : line
    }

    /// `limit` mutants picked by `seed` (all when `limit` is `nil` or not below their count), in source order.
    static func sample(_ mutants: [Mutant], limit: Int?, seed: UInt64) -> [Mutant] {
        guard let limit, limit < mutants.count else { return mutants }
        var generator = SeededGenerator(seed: seed)
        return Array(mutants.shuffled(using: &generator).prefix(limit)).sorted { $0.number < $1.number }
    }

    static func open(_ checkout: String, revision: String?) throws(VerificationFailure) -> any CheckoutSource {
        do {
            if let revision {
                let (root, _) = Engine.revisionRoot(of: checkout, rules: Catalog.standard.rules)
                return try GitRevisionSource(checkout: root, revision: revision)
            }
            switch Engine.locate(directory: checkout, rules: Catalog.standard.rules) {
            case .checkout(let found, _): return found
            case .unchecked(let report):
                let reason = report.fileFindings.first.map(\.message) ?? "it is not a checkout"
                throw VerificationFailure("cannot mutate \(checkout): \(reason)")
            }
        } catch let failure as VerificationFailure {
            throw failure
        } catch {
            throw VerificationFailure("cannot mutate \(error)")
        }
    }
}
