import BaselineChecks

// BHV005's findings (the tells and the allowlist's refusals), worded; the rule is in Findings/VerificationTellRules.swift.
extension BehaviourFindings {
    /// BHV005: a construct of the source the compiled objects cannot show, at its place in `path`: an error
    /// where an honest control never needs it, a warning otherwise.
    static func tell(_ tell: VerificationTells.Tell, path: String) -> Finding {
        Finding(
            ruleID: BehaviourRules.tells.id, severity: tell.isError ? .error : .warning,
            message: "`\(tell.construct)` \(tell.why)" + (tell.isError ? ": no behaviour verdict"
                : ": code can behave otherwise on a device than under verification, and the verdicts hold only where it"
                    + " runs as verified"),
            path: path, location: tell.location)
    }
}

extension BehaviourFindings {
    /// Why the rules that need the control run are not evaluated when it links what the allowlist does not allow.
    static let refusedLinkage = "the code links what a rating view may not (BHV005): nothing of it was run"
    /// … and when its source names symbols itself or reaches the stand-in's instrumentation.
    static let refusedSource = "the code names symbols itself or uses the stand-in's instrumentation (BHV005):"
        + " nothing of it was run"

    /// The most of a checkout's link violations reported one by one; one more finding counts the rest.
    static let linkViolationLimit = 100

    /// BHV005: what the code was compiled to links, defines or holds that the allowlist does not allow, each at
    /// the place `place` gives it (who did it, "the control" or "the test file", in which file, where); past
    /// `linkViolationLimit`, one finding counts the rest.
    static func linkViolations(
        _ violations: [LinkViolation], place: (LinkViolation) -> (subject: String, path: String, location: SourceLocation)
    ) -> [Finding] {
        var findings = violations.prefix(linkViolationLimit).map { violation in
            let (subject, path, location) = place(violation)
            return Finding(ruleID: BehaviourRules.tells.id, severity: .error, message: violation.message(subject), path: path,
                           location: location)
        }
        if violations.count > linkViolationLimit, let last = findings.last {
            findings.append(Finding(
                ruleID: BehaviourRules.tells.id, severity: .error,
                message: "and \(violations.count - linkViolationLimit) more things the allowlist refuses: no behaviour verdict",
                path: last.path, location: last.location))
        }
        return findings
    }
}
