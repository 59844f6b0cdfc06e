import BaselineSupport

extension MutationReport {
    /// The report as text: a line per judged mutant (`path:line:column: OPERATOR verdict: change`), its diff
    /// and what caught it; then the counts and the score. `survivorsOnly` leaves out the other verdicts' lines.
    public func text(survivorsOnly: Bool = false) -> String {
        var lines = ["mutation-score: \(checkout.escapedForMessage), \(controlPath): \(Self.madeText(madeCount, beyondCap: beyondCapCount)),"
            + " \(results.count) judged"]
        if let inDiff { lines.append(inDiff.text) }
        if let line = Self.listLine(list, shard: shard, mergedShards: mergedShards) { lines.append(line) }
        for result in results where !survivorsOnly || result.verdict == .survived {
            let mutant = result.mutant
            var line = "\(controlPath):\(mutant.location.line):\(mutant.location.column): \(mutant.mutationOperator.rawValue)"
                + " \(result.verdict.word) #\(mutant.number): \(result.change.escapedForMessage)"
            switch result.verdict {
            case .caught(let ruleID, let detail): line += " — by \(ruleID): \(detail.escapedForMessage)"
            case .equivalent(let reason): line += " — \(reason)"
            case .didNotBuild(let error): line += " — \(error.escapedForMessage)"
            case .survived: break
            }
            lines.append(line)
            if result.verdict == .survived { lines += result.diff.map { "    " + $0.escapedForMessage } }
        }
        if !results.isEmpty { lines.append(reusedText) }
        if let ownTestsNote { lines.append("note: \(ownTestsNote.escapedForMessage)") }
        lines += notes.map { "note: \($0.escapedForMessage)" }
        let equivalent = equivalentCounts
        lines.append("\(count("caught")) caught, \(count("survived")) survived, \(count("equivalent")) equivalent"
            + " (\(equivalent.compiler) by the compiler's code, \(equivalent.declared) declared),"
            + " \(count("not built")) not built; score \(scoreText) (caught of caught and survived)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// How many verdicts the store gave, of all judged.
    public var reusedText: String {
        let incremental = reusedByDeclaration == 0 ? "" : "; \(reusedByDeclaration) of them by --incremental, judged on a control"
            + " that differed outside their declarations: a run without --incremental judges them on this control"
        return "\(reused) of \(results.count) verdicts reused from the store (--fresh judges every mutant again)\(incremental)"
    }

    /// Which list the judged mutants were taken from, when it matters: a shard's, or shards merged.
    public static func listLine(_ list: MutantList?, shard: MutantShard?, mergedShards: Int?) -> String? {
        guard let list else { return nil }
        if let shard {
            return "shard \(shard) of a list of \(CountedNoun.text(list.count, "mutant")) (list \(list.shortDigest)):"
                + " the mutants at positions i with i mod \(shard.count) = \(shard.index)"
        }
        if let mergedShards {
            return "\(mergedShards) shards merged, a list of \(CountedNoun.text(list.count, "mutant")) (list \(list.shortDigest))"
        }
        return nil
    }

    /// `391 mutants made`, and `, 431 beyond the cap of 5000 not made` when the control had more.
    public static func madeText(_ made: Int, beyondCap: Int) -> String {
        "\(made) mutants made" + (beyondCap == 0 ? "" : ", \(beyondCap) beyond the cap of \(MutantGenerator.maximumMutants) not made")
    }
}
