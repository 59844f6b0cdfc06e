import BaselineChecks
import BaselineSupport
import BehaviourVerification
import Synchronization

/// Judges the survivors of the cases by the checkout's own XCTest suite, as `verify-control --xctest` runs
/// it, with the mutant in the control's place. Its builds go into a cache of its own, removed with it.
final class OwnTestsJudge: Sendable {
    private let source: any CheckoutSource
    private let builder: ControlBuilder
    private let cacheBase: String
    private let failure = Mutex<String?>(nil)

    static func make(source: any CheckoutSource, builder: ControlBuilder) -> Result<OwnTestsJudge, VerificationFailure> {
        guard let base = TemporaryPaths.makeDirectory(prefix: ControlBuilder.temporaryDirectory + "/mutant-tests-") else {
            return .failure(VerificationFailure("cannot create a build cache in \(ControlBuilder.temporaryDirectory)"))
        }
        let cache: BuildCache
        do {
            cache = try BuildCache(base: base)
        } catch {
            TemporaryPaths.remove(base)
            return .failure(VerificationFailure(error.description))
        }
        switch builder.sharingStandIn(into: cache) {
        case .success(let moved): return .success(OwnTestsJudge(source: source, builder: moved, cacheBase: base))
        case .failure(let failure):
            TemporaryPaths.remove(base)
            return .failure(VerificationFailure(failure.reason))
        }
    }

    private init(source: any CheckoutSource, builder: ControlBuilder, cacheBase: String) {
        self.source = source
        self.builder = builder
        self.cacheBase = cacheBase
    }

    deinit { TemporaryPaths.remove(cacheBase) }

    var environmentFailure: String? { failure.withLock { $0 } }

    func verdict(of mutant: Mutant, in original: [UInt8]) -> MutantVerdict {
        let mutated = OverlaySource(base: source, replaced: [CheckoutPaths.source: mutant.applied(to: original)])
        do {
            let report = try OwnTestsVerifier(builder: builder).verify(mutated)
            guard let failing = MutationScore.firstFailure(in: report) else { return .survived }
            return .caught(ruleID: failing.ruleID, detail: "the checkout's own tests: " + failing.detail)
        } catch {
            failure.withLock { $0 = $0 ?? error.description }
            return .survived
        }
    }
}
