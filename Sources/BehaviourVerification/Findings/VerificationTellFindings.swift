import BaselineChecks

/// BHV005: nothing in the control, or in its tests, lets code tell it is being verified; reported by every
/// run, after the rules whose verdicts it qualifies.
extension BehaviourRules {
    static let tellsFamily = [tells]

    public static let tells = BehaviourRule(
        RuleDescriptor(
            id: "BHV005", name: "no-verification-tells",
            summary: "The control (and, with --xctest, its tests) uses nothing that lets code tell it is being verified"
                + " or reach outside the control: platform conditionals, other imports, the process and its environment,"
                + " files, symbols linked by name, ending the process, the stand-in's instrumentation.",
            rationale: "verify-control runs the control on Linux, in a sandbox, against a stand-in: code that can tell"
                + " can behave one way there and another on a device, and every verdict would hold only for the first."
                + " Each construct is a warning (it fails with --strict), and reaching the stand-in's instrumentation an"
                + " error: an honest control needs none of them.",
            severity: .warning),
        runs: [.model, .comparison, .ownTests],
        // On Linux the fork behaves, so every case agrees: only the tell shows what it does on a device.
        failing: [
            ForkExample("a fork that gives every touch the maximum rating on a device only", [
                .control("        rating = boundedRating(newRating)\n", """
                            ↓#if os(iOS)
                            rating = Float(maxRating)
                            #else
                            rating = boundedRating(newRating)
                            #endif

                    """),
            ], reports: "`#if os` compiles differently on Linux than on iOS"),
        ],
        passing: [
            ForkExample("Foundation imported beside UIKit", [.control("import UIKit\n", "import UIKit\nimport Foundation\n")]),
        ])
}

extension BehaviourFindings {
    /// BHV005: a construct that lets code tell it is being verified, at its place in `path`: an error where it
    /// reaches the stand-in's instrumentation, a warning otherwise.
    static func tell(_ tell: VerificationTells.Tell, path: String) -> Finding {
        Finding(
            ruleID: BehaviourRules.tells.id, severity: tell.reachesInstrumentation ? .error : .warning,
            message: "`\(tell.construct)` \(tell.why): code can behave otherwise on a device than under"
                + " verification, and the verdicts hold only where it runs as verified",
            path: path, location: tell.location)
    }
}
