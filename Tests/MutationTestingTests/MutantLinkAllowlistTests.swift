import CheckoutTestSupport
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification
@testable import MutationTesting

/// mutation-score's route past the allowlist (issue 37; verify-control's are `LinkAllowlistRoutesTests`): a
/// mutant is compiled as the control is, and one that links outside the allowlist is caught before it runs.
final class MutantLinkAllowlistTests: XCTestCase {
    func testAMutantThatLinksOutside_isCaughtByTheAllowlist_beforeItRuns() throws {
        var options = VerifyOptions()
        options.generatedCases = 10
        let verifier: ControlVerifier
        do {
            verifier = try ControlVerification.verifier(
                untrustedRoots: [ExampleCheckout.root], options: options, cacheBase: VerifyControlCache.home)
        } catch {
            throw Prerequisite.missing("verify-control cannot run here: \(error)")
        }
        let source = try ExampleCheckout.source()
        let original = try source.read(CheckoutPaths.source).get()
        let builder = try MutantBuilder.make(builder: verifier.builder, original: ControlRewrite.rewrite(original)).get()
        let text = String(decoding: original, as: UTF8.self)
        let call = "adjustRating(by: 1)"
        let start = text.utf8.distance(from: text.startIndex, to: try XCTUnwrap(text.range(of: call)).lowerBound)
        let mutant = Mutant(
            number: 1, mutationOperator: .constant, location: SourceLocation(line: 1, column: 1),
            utf8Range: start..<(start + call.utf8.count), edit: .text("adjustRating(by: getpid() > 100 ? 1 : 5)"))
        let verdict = MutantJudge(source: source, original: original, builder: builder, verifier: verifier).verdict(of: mutant)
        guard case .caught(let rule, let detail) = verdict else { return XCTFail("\(verdict)") }
        XCTAssertEqual(rule, BehaviourRules.tells.id)
        XCTAssertTrue(detail.hasPrefix("the control calls `getpid` from the C library"), detail)
    }
}
