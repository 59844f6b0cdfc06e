/// `mutation-score --merge`: shard reports (`--shard K/N`, JSON) joined into the report of their whole list. Only
/// shards of one list are joined, each once and all of them, so that the merged score is the one a single run
/// would give; anything else is refused, naming the files.
public enum MutationMerge {
    /// One shard report and the file it came from.
    public struct Shard: Sendable {
        public let path: String
        public let report: MutationReport

        public init(path: String, report: MutationReport) {
            self.path = path
            self.report = report
        }
    }

    /// The whole list's report, or why the shards cannot be joined.
    public static func merge(_ shards: [Shard]) throws(ReportReadError) -> MutationReport {
        guard let first = shards.first?.report else { throw ReportReadError("--merge takes shard reports, and none was given") }
        var placed: [(path: String, shard: MutantShard, list: MutantList)] = []
        for given in shards {
            guard let shard = given.report.shard, let list = given.report.list else {
                throw ReportReadError("\(given.path) is not a shard's report (made without --shard K/N)")
            }
            placed.append((given.path, shard, list))
        }
        let base = placed[0]
        for other in placed.dropFirst() where other.list != base.list || other.shard.count != base.shard.count {
            throw ReportReadError("\(base.path) (shard \(base.shard) of list \(base.list.shortDigest)) and \(other.path)"
                + " (shard \(other.shard) of list \(other.list.shortDigest)) are shards of different lists: run every"
                + " shard on the same checkout with the same arguments and tool version")
        }
        var byIndex: [Int: String] = [:]
        for other in placed {
            if let earlier = byIndex[other.shard.index] {
                throw ReportReadError("\(earlier) and \(other.path) are both shard \(other.shard)")
            }
            byIndex[other.shard.index] = other.path
        }
        let missing = (0..<base.shard.count).filter { byIndex[$0] == nil }
        if !missing.isEmpty {
            let names = missing.map { "\($0)/\(base.shard.count)" }.joined(separator: ", ")
            throw ReportReadError("shard\(missing.count == 1 ? "" : "s") \(names) of list \(base.list.shortDigest)"
                + " \(missing.count == 1 ? "is" : "are") missing")
        }
        let results = shards.flatMap(\.report.results).sorted { $0.mutant.number < $1.mutant.number }
        let numbers = results.map(\.mutant.number)
        guard results.count == base.list.count, Set(numbers).count == numbers.count else {
            throw ReportReadError("the shards hold \(results.count) mutants (\(Set(numbers).count) different) but their list"
                + " has \(base.list.count): a shard report was changed or cut short")
        }
        var notes: [String] = []
        for note in shards.flatMap(\.report.notes) where !notes.contains(note) { notes.append(note) }
        var report = MutationReport(
            checkout: first.checkout, controlPath: first.controlPath, madeCount: first.madeCount,
            beyondCapCount: first.beyondCapCount, results: results,
            ownTestsNote: shards.lazy.compactMap(\.report.ownTestsNote).first, notes: notes)
        report.list = base.list
        report.mergedShards = base.shard.count
        report.reused = shards.reduce(0) { $0 + $1.report.reused }
        report.reusedByDeclaration = shards.reduce(0) { $0 + $1.report.reusedByDeclaration }
        report.inDiff = first.inDiff
        return report
    }
}
