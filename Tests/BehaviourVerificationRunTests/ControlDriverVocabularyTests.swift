import CheckoutTestSupport
import RatingReference
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// The driver is compiled apart from the tool, from the same vocabulary: every kind of step and every
/// property the tool can send is performed, and a word the driver does not know is never taken as done.
final class ControlDriverVocabularyTests: XCTestCase {
    /// Every kind's example, every property's, and a look after each, so that each is answered.
    private static let everyStep: OracleCase = {
        let steps = Step.Kind.allCases.map(\.example) + Assignment.Property.allCases.map { .set($0.example) }
        return OracleCase(name: "every-step", documented: "", steps: steps.flatMap { [$0, .observe(Observation())] })
    }()

    private func runner(script: @escaping ([OracleCase], Int) -> String = DriverScript.text) throws -> CaseBatchRunner {
        let verifier: ControlVerifier
        do {
            verifier = try ControlVerification.verifier(
                untrustedRoots: [ExampleCheckout.root], options: VerifyOptions(), cacheBase: VerifyControlCache.home)
        } catch {
            throw Prerequisite.missing("verify-control cannot run here: \(error)")
        }
        var report = CheckoutReportBuilder(checkout: try ExampleCheckout.source().identity, rules: BehaviourRules.all)
        let control = try XCTUnwrap(try verifier.prepare(try ExampleCheckout.source(), into: &report))
        return CaseBatchRunner(driver: control.driver, builder: verifier.builder, script: script)
    }

    private func run(_ oracleCase: OracleCase, script: @escaping ([OracleCase], Int) -> String = DriverScript.text) throws -> ControlRun {
        let results = try runner(script: script).run([oracleCase])
        guard case .ran(let run)? = results.first else { return try XCTUnwrap(nil, "\(results)") }
        return run
    }

    func testEveryKindOfStepAndEveryProperty_isPerformedAndAnswered() throws {
        let run = try run(Self.everyStep)
        XCTAssertEqual(run.notVerifiable, [])
        let asking = Self.everyStep.steps.indices.filter { index in
            switch Self.everyStep.steps[index] {
            case .observe, .sizeForImage: true
            default: false
            }
        }
        XCTAssertEqual(run.answers.keys.sorted(), asking)
        // And the control did with them what the model does: the words arrived as the tool meant them.
        XCTAssertNil(Conformance.divergence(of: run, in: CaseRunner.run(Self.everyStep).evaluated))
    }

    func testAStepOrAPropertyTheDriverDoesNotKnow_isNotVerifiable_neverDone() throws {
        let unknown: ([OracleCase], Int) -> String = { cases, first in
            DriverScript.text(for: cases, firstIndex: first)
                .replacingOccurrences(of: "\nlayout\n", with: "\nwiggle\n")
                .replacingOccurrences(of: "set rating ", with: "set colour ")
        }
        let run = try run(Self.everyStep, script: unknown)
        // The rating is set twice (the kind's example and the property's), around the layout.
        XCTAssertEqual(run.notVerifiable, [
            #"the driver cannot assign the property "colour""#, #"the driver cannot perform the step "wiggle""#,
            #"the driver cannot assign the property "colour""#,
        ])
    }
}
