import BaselineChecks

/// `check-baseline xcode-test`: what the checkout's `make xcode-test` (its `build.sh`) proves on a Mac, on Linux, as
/// one report per checkout: each proof reports its own rules, and the report holds them all, in `proofs`' order.
/// A proof joins the command by being listed in `proofs`.
struct XcodeTest {
    /// One proof: its rules' results for a checkout.
    protocol Proof {
        func verify(_ source: any CheckoutSource) throws(ControlVerifier.EnvironmentFailure) -> CheckoutReport
    }

    let builder: ControlBuilder
    /// Tests of the checkout's own suite not to run (`--skip-test`).
    var skipping: [String] = []

    /// The proofs, in report order: (1) the checkout's own XCTest suite, (2) the Objective-C header's declarations
    /// that `build.sh` greps for, (3) the sample app.
    var proofs: [any Proof] {
        [OwnTestsVerifier(builder: builder, skipping: skipping), ObjCHeaderProof(), SampleAppVerifier(builder: builder)]
    }

    /// Every proof of `source`, in one report: their rules' results and file findings in turn, and the tests that ran.
    func verify(_ source: any CheckoutSource) throws(ControlVerifier.EnvironmentFailure) -> CheckoutReport {
        var merged = CheckoutReport(checkout: source.identity, results: [], fileFindings: [])
        for proof in proofs {
            let report = try proof.verify(source)
            merged.results += report.results
            merged.fileFindings += report.fileFindings
            merged.tests = merged.tests ?? report.tests
        }
        return merged
    }
}

extension OwnTestsVerifier: XcodeTest.Proof {}

/// The header Xcode would generate, derived without a compiler (`ObjCHeaderGate`), held against `build.sh`'s greps.
struct ObjCHeaderProof: XcodeTest.Proof {
    func verify(_ source: any CheckoutSource) throws(ControlVerifier.EnvironmentFailure) -> CheckoutReport {
        ObjCHeaderGate.report(source)
    }
}
extension SampleAppVerifier: XcodeTest.Proof {}
