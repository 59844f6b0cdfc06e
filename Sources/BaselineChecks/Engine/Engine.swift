/// Runs every rule on a checkout. Rules never stop each other: each runs, and one
/// whose input is unavailable is reported as not evaluated.
public enum Engine {
    /// `earlier` holds results of the run's other checkouts; a rule whose files are the same objects here
    /// takes its result from there instead of being evaluated again. `patterns` is shared with the other
    /// checkouts this thread checks.
    public static func check(
        _ checkout: Checkout, rules: [Rule], earlier: RuleResultCache? = nil, patterns: PatternCache = PatternCache()
    ) -> CheckoutReport {
        var reused = rules.map { rule in earlier?.lookup(rule.id, in: checkout) }
        // Slow inputs (`sh -n`) start on the other core while this thread parses everything else.
        // What each rule's preparation did; nil where an earlier result's preparation was replayed instead.
        var preparations = [CheckoutAccess?](repeating: nil, count: rules.count)
        for (index, rule) in rules.enumerated() {
            if let entry = reused[index] {
                if checkout.replay(entry.prepareReads) { continue }
                reused[index] = nil
            }
            preparations[index] = checkout.recording { rule.check.kind.prepare(in: checkout) }
        }
        var results: [RuleResult] = []
        var fileProblems: [String: FileProblem] = [:]
        for (index, rule) in rules.enumerated() {
            if let entry = reused[index], checkout.replay(entry.evaluationReads) {
                earlier?.countReuse()
                results.append(entry.result)
                for file in entry.fileProblems { fileProblems[file.path] = file.problem }
                continue
            }
            let context = RuleContext(checkout: checkout, rule: rule.descriptor, patterns: patterns)
            let access = checkout.recording { rule.check.evaluate(in: context) }
            let problems = context.unavailable.compactMap { unavailable -> RuleResultCache.FileFinding? in
                guard case .file(let path, let problem) = unavailable else { return nil }
                return RuleResultCache.FileFinding(path: path, problem: problem)
            }
            for file in problems { fileProblems[file.path] = file.problem }
            let result = RuleResult(
                rule: rule.descriptor,
                status: status(findings: context.findings, unavailable: context.unavailable),
                findings: context.findings.sorted(),
                unusableFiles: uniqueInOrder(problems.map(\.path)),
                unparsedInputs: uniqueInOrder(context.unavailable.compactMap {
                    if case .unparseable = $0 { $0.reason } else { nil }
                })
            )
            results.append(result)
            // Kept only when it can be reproduced from its files alone: prepared here, every file identified,
            // none over the budget.
            guard let earlier, let preparation = preparations[index],
                  !problems.contains(where: { $0.problem.ruleID == FileRules.overBudget.id })
            else { continue }
            let fingerprints = (preparation.paths + access.paths).map { path in
                checkout.fingerprint(path).map { RuleResultCache.Fingerprint(path: path, fingerprint: $0) }
            }
            guard fingerprints.allSatisfy({ $0 != nil }) else { continue }
            earlier.store(rule.id, RuleResultCache.Entry(
                fingerprints: fingerprints.compactMap { $0 }, prepareReads: preparation.reads,
                evaluationReads: access.reads, result: result, fileProblems: problems))
        }
        let fileFindings = fileProblems.map { path, problem in problem.finding(at: path) }
        return CheckoutReport(
            checkout: checkout.identity, results: results, fileFindings: fileFindings.sorted(),
            requiredFileCount: Set(rules.flatMap(\.check.paths)).count)
    }

    private static func status(findings: [Finding], unavailable: [InputUnavailable]) -> RuleStatus {
        if findings.contains(where: { $0.severity == .error }) { return .failed }
        return unavailable.isEmpty ? .passed : .notEvaluated
    }

    private static func uniqueInOrder(_ lines: [String]) -> [String] {
        var seen: Set<String> = []
        return lines.filter { seen.insert($0).inserted }
    }
}
