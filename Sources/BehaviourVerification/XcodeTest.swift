import BaselineChecks
import BaselineSupport

/// `check-baseline xcode-test`: what the checkout's `make xcode-test` (its `build.sh`) proves on a Mac, on Linux, as
/// one report per checkout: each proof reports its own rules, and the report holds them all, in `proofs`' order.
/// A proof joins the command by being listed in `proofs`.
struct XcodeTest {
    /// One proof: its rules' results for a checkout.
    protocol Proof {
        /// What it does, for a message about the time it took.
        var name: String { get }
        /// The rules its report holds, in order.
        var rules: [RuleDescriptor] { get }
        func verify(_ source: any CheckoutSource) throws(EnvironmentFailure) -> CheckoutReport
    }

    /// How long the proofs of one checkout may take in all: checked before each proof, whose rules are not
    /// evaluated once it has passed (naming the slowest proof). A proof under way is not stopped; each of its
    /// steps has a deadline of its own (a compile 300 s, a sandboxed run 120 s, the header checks 10 s).
    static let deadlineMilliseconds = 600_000

    let builder: ControlBuilder
    /// Tests of the checkout's own suite not to run (`--skip-test`).
    var skipping: [String] = []
    var deadlineMilliseconds = Self.deadlineMilliseconds

    /// The proofs, in report order: (1) the checkout's own XCTest suite, (2) the Objective-C header's declarations
    /// that `build.sh` greps for, (3) the sample app.
    var proofs: [any Proof] {
        [OwnTestsVerifier(builder: builder, skipping: skipping), ObjCHeaderProof(), SampleAppVerifier(builder: builder)]
    }

    /// Every proof of `source`, in one report: their rules' results and file findings in turn, and the tests that ran.
    func verify(_ source: any CheckoutSource) throws(EnvironmentFailure) -> CheckoutReport {
        var merged = CheckoutReport(checkout: source.identity, results: [], fileFindings: [])
        var clock = StepClock(limitMilliseconds: deadlineMilliseconds)
        for proof in proofs {
            guard !clock.passed else {
                let reason = clock.overrun(of: "xcode-test's")
                merged.results += proof.rules.map { RuleResult(rule: $0, status: .notEvaluated, unparsedInputs: [reason]) }
                continue
            }
            let report = try proof.verify(source)
            clock.finished(proof.name)
            merged.results += report.results
            merged.fileFindings += report.fileFindings
            merged.tests = merged.tests ?? report.tests
        }
        return merged
    }
}

extension OwnTestsVerifier: XcodeTest.Proof {
    var name: String { "the checkout's own tests" }
    var rules: [RuleDescriptor] { BehaviourRules.ownTests }
}

/// The header Xcode would generate, derived without a compiler (`ObjCHeaderGate`), held against `build.sh`'s greps.
struct ObjCHeaderProof: XcodeTest.Proof {
    var name: String { "the header checks" }
    var rules: [RuleDescriptor] { HeaderRules.all.map(\.descriptor) }

    func verify(_ source: any CheckoutSource) throws(EnvironmentFailure) -> CheckoutReport {
        ObjCHeaderGate.report(source)
    }
}

extension SampleAppVerifier: XcodeTest.Proof {
    var name: String { "the sample app" }
    var rules: [RuleDescriptor] { BehaviourRules.reported(by: .sampleApp) }
}
