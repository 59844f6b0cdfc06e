/// Runs every rule on a checkout. Rules never stop each other: each runs, and one
/// whose input is unavailable is reported as not evaluated.
public enum Engine {
    public static func check(_ checkout: Checkout, rules: [Rule]) -> CheckoutReport {
        // Slow inputs (`sh -n`) start on the other core while this thread parses everything else.
        for rule in rules {
            rule.check.kind.prepare(in: checkout)
        }
        var results: [RuleResult] = []
        var fileProblems: [String: FileProblem] = [:]
        for rule in rules {
            let context = RuleContext(checkout: checkout, rule: rule)
            rule.check.evaluate(in: context)
            for case .file(let path, let problem) in context.unavailable {
                fileProblems[path] = problem
            }
            results.append(RuleResult(
                rule: rule.descriptor,
                status: status(findings: context.findings, unavailable: context.unavailable),
                findings: context.findings.sorted(),
                unusableFiles: uniqueInOrder(context.unavailable.compactMap {
                    if case .file(let path, _) = $0 { path } else { nil }
                }),
                unparsedInputs: uniqueInOrder(context.unavailable.compactMap {
                    if case .unparseable = $0 { $0.reason } else { nil }
                })
            ))
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
