import BaselineChecks

/// A verification's report being assembled (for `verify-control`, `--against` and `--xctest` alike): each
/// rule's status and findings.
struct CheckoutReportBuilder {
    var checkout: CheckoutIdentity
    var fileFindings: [Finding] = []
    /// The rules the report has a result for, in order.
    let rules: [RuleDescriptor]
    /// The checkout's own tests, when they ran.
    var tests: [TestCaseResult]?
    private var results: [String: RuleResult] = [:]

    init(checkout: CheckoutIdentity, rules: [RuleDescriptor]) {
        self.checkout = checkout
        self.rules = rules
    }

    /// Adds a finding; an error fails its rule (a warning fails it only under `--strict`, as for the check).
    mutating func add(_ finding: Finding) {
        let empty = empty(finding.ruleID)
        results[finding.ruleID, default: empty].findings.append(finding)
        if finding.severity == .error { results[finding.ruleID]?.status = .failed }
    }

    /// BHV005's findings in the source of `file` (at `path`); the rule passes otherwise. Whether one is an
    /// error, after which nothing of the code may run.
    @discardableResult
    mutating func addTells(of file: SwiftSourceFile, at path: String) -> Bool {
        let tells = VerificationTells.scan(file)
        for tell in tells { add(BehaviourFindings.tell(tell, path: path)) }
        passed(BehaviourRules.tells)
        return tells.contains(where: \.isError)
    }

    mutating func passed(_ rule: BehaviourRule) {
        if results[rule.id] == nil { results[rule.id] = RuleResult(rule: rule.descriptor, status: .passed) }
    }

    /// Part of `rule` could not be evaluated, for `reason`: unless it failed, it has not passed.
    mutating func partlyNotEvaluated(_ rule: BehaviourRule, _ reason: String) {
        results[rule.id, default: RuleResult(rule: rule.descriptor, status: .passed)].unparsedInputs.append(reason)
        if results[rule.id]?.status == .passed { results[rule.id]?.status = .notEvaluated }
    }

    /// Every rule without a result yet, not evaluated: it needs `unusableFile`.
    mutating func rest(unusableFile: String) {
        for rule in rules where results[rule.id] == nil {
            results[rule.id] = RuleResult(rule: rule, status: .notEvaluated, unusableFiles: [unusableFile])
        }
    }

    /// Every rule without a result yet, not evaluated for `reason`.
    mutating func rest(notEvaluated reason: String) {
        for rule in rules where results[rule.id] == nil {
            results[rule.id] = RuleResult(rule: rule, status: .notEvaluated, unparsedInputs: [reason])
        }
    }

    /// The report, every rule without a finding passed.
    func finished() -> CheckoutReport {
        CheckoutReport(
            checkout: checkout, results: rules.map { results[$0.id] ?? RuleResult(rule: $0, status: .passed) },
            fileFindings: fileFindings, tests: tests)
    }

    /// A passing result for the rule `id` (one outside `rules` is never reported: `finished` lists `rules`).
    private func empty(_ id: String) -> RuleResult {
        let rule = rules.first { $0.id == id } ?? RuleDescriptor(id: id, name: id, summary: "", rationale: "")
        return RuleResult(rule: rule, status: .passed)
    }
}
