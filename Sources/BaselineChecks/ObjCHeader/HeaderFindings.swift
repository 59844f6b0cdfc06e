/// HDR001's findings as they are made: errors for greps that find nothing, a note at each grep that was not
/// held against the header (and why), at most `RuleContext.maximumFindings` kept, as for a rule of the catalog.
struct HeaderFindings {
    let rule: RuleDescriptor
    private var kept: [Finding] = []
    private var omitted = 0
    private var omittedSeverity = Severity.note
    private var notHeldCount = 0
    private var failed = false

    init(rule: RuleDescriptor) {
        self.rule = rule
    }

    mutating func add(_ finding: Finding) {
        if finding.severity == .error { failed = true }
        guard kept.count < RuleContext.maximumFindings else {
            omitted += 1
            omittedSeverity = max(omittedSeverity, finding.severity)
            return
        }
        kept.append(finding)
    }

    /// A note at the grep: it was not held against the header, for `why`.
    mutating func notHeld(at location: SourceLocation, _ why: String) {
        notHeldCount += 1
        add(Finding(ruleID: rule.id, severity: .note, message: "this grep is not held against the derived header: \(why)",
                    path: CheckoutPaths.buildScript, location: location))
    }

    /// Failed when a grep found nothing; else not evaluated while a grep was not held (or for `reason`); else passed.
    func result(orNotEvaluated reason: String?) -> RuleResult {
        let findings = omitted == 0 ? kept : kept + [Finding(
            ruleID: rule.id, severity: omittedSeverity, message: "and \(omitted) more findings of this rule, not listed")]
        if failed { return RuleResult(rule: rule, status: .failed, findings: findings) }
        if notHeldCount > 0 {
            let greps = notHeldCount == 1 ? "1 grep" : "\(notHeldCount) greps"
            return RuleResult(rule: rule, status: .notEvaluated, findings: findings,
                              unparsedInputs: ["\(greps) of build.sh not held against the derived header (see the notes)"])
        }
        if let reason { return RuleResult(rule: rule, status: .notEvaluated, findings: findings, unparsedInputs: [reason]) }
        return RuleResult(rule: rule, status: .passed, findings: findings)
    }
}
