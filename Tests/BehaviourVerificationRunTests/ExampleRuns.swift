import CheckoutTestSupport
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// The `verify-control` rules' examples run as `verify-control` runs them: the fork each makes of the example
/// checkout, put through the first run that reports the rule (`--against` compares it with the example).
struct ExampleRuns {
    let verifier: ControlVerifier

    init(generated: Int = 300) throws {
        var options = VerifyOptions()
        options.generatedCases = generated
        do {
            verifier = try ControlVerification.verifier(
                untrustedRoots: [ExampleCheckout.root], options: options, cacheBase: VerifyControlCache.home)
        } catch {
            throw Prerequisite.missing("verify-control cannot run here: \(error)")
        }
    }

    /// The verifier with the allowlist off: for the tests of what holds without it (the sandbox, the result
    /// channel), which run code it would refuse before anything of it runs.
    var pastTheAllowlist: ControlVerifier {
        var builder = verifier.builder
        builder.checksLinkage = false
        return ControlVerifier(builder: builder, options: verifier.options, jobs: verifier.jobs)
    }

    /// The example checkout as `example` changes it, and the places its marks point at (`path:line:column`).
    static func fork(_ example: ForkExample) throws -> (source: OverlaySource, marked: Set<String>) {
        let base = try ExampleCheckout.source()
        let files = try XCTUnwrap(example.files(from: base), "“\(example.summary)”: each edit's text occurs once")
        return (OverlaySource(base: base, example: files),
                Set(files.markedPositions.map { "\($0.path):\($0.location.line):\($0.location.column)" }))
    }

    /// The example checkout with each `(original, replacement)` applied to its control (each must occur once).
    static func changed(
        _ edits: [(String, String)], file: StaticString = #filePath, line: UInt = #line
    ) throws -> OverlaySource {
        let base = try ExampleCheckout.source()
        var text = try String(decoding: base.read(CheckoutPaths.source).get(), as: UTF8.self)
        for (original, replacement) in edits {
            XCTAssertEqual(text.components(separatedBy: original).count, 2, "\(original) occurs once", file: file, line: line)
            text = text.replacingOccurrences(of: original, with: replacement)
        }
        return OverlaySource(base: base, replaced: [CheckoutPaths.source: Array(text.utf8)])
    }

    /// The report of the run of `rule` on the fork `example` makes.
    func report(_ rule: BehaviourRule, _ example: ForkExample) throws -> CheckoutReport {
        let source = try Self.fork(example).source
        switch rule.runs.first {
        case .model: return try verifier.verify(source)
        case .comparison:
            return try BehaviourComparison(verifier: verifier).compare(
                before: try ExampleCheckout.source(), beforeName: "HEAD", after: source)
        case .ownTests: return try OwnTestsVerifier(builder: verifier.builder).verify(source)
        case .sampleApp: return try SampleAppVerifier(builder: verifier.builder).verify(source)
        case nil: throw XCTSkip("\(rule.id) is reported by no run")
        }
    }
}

extension CheckoutReport {
    /// The findings of `rule`, notes left out unless `notes`.
    func findings(_ rule: BehaviourRule, notes: Bool = false) -> [Finding] {
        (results.first { $0.ruleID == rule.id }?.findings ?? []).filter { notes || $0.severity != .note }
    }
}
