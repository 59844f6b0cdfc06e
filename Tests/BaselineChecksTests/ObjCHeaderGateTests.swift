import XCTest
@testable import BaselineChecks
import RuleRegistry
import TestSupport

/// The header checks on the example checkout and its mutants: build.sh's greps held against the derived
/// header, each miss reported at the Swift declaration with its near miss.
final class ObjCHeaderGateTests: XCTestCase {
    private func example() throws -> DirectorySource { try DirectorySource(root: ExampleCheckout.root) }

    private func results(_ edits: [ForkExample.Edit], buildScript: String? = nil) throws -> [RuleResult] {
        var source: any CheckoutSource = try XCTUnwrap(
            ForkExample("mutant", edits).applied(to: try example()), "an edit's text is not in the file once")
        if let buildScript {
            source = OverlaySource(base: source, replaced: [CheckoutPaths.buildScript: Array(buildScript.utf8)])
        }
        return ObjCHeaderGate.check(source)
    }

    /// The three greps issue 23 quotes from the real repository's `make xcode-test`, in a script written here.
    private static let issueGreps = """
        GENERATED_HEADER=$(find "$DERIVED_DATA" -path '*/iHeartRating.framework/Headers/iHeartRating-Swift.h' -print -quit)
        grep -E '@property .*UIViewContentMode imageContentMode;' "$GENERATED_HEADER" >/dev/null
        grep -E 'heartRatingView:.*didUpdate:\\(float\\)rating;' "$GENERATED_HEADER" >/dev/null
        grep -E 'heartRatingView:.*isUpdating:\\(float\\)rating;' "$GENERATED_HEADER" >/dev/null
        """

    func testIssueGreps_holdOnTheExampleControl() throws {
        XCTAssertEqual(try results([], buildScript: Self.issueGreps)[0].status, .passed)
    }

    func testExampleCheckout_passesEveryHeaderRule() throws {
        let results = ObjCHeaderGate.check(try example())
        XCTAssertEqual(results.map(\.ruleID), HeaderRules.all.map(\.id))
        XCTAssertTrue(results.allSatisfy { $0.status == .passed }, "\(results.flatMap(\.findings))")
    }

    /// Each mutant of the control: the grep it breaks (the issue's greps), the line of the
    /// declaration the finding names, and words of its near miss.
    func testControlMutants_failHDR001AtTheDeclarationWithTheNearMiss() throws {
        let rows: [(summary: String, edit: ForkExample.Edit, line: Int, nearMiss: String)] = [
            ("imageContentMode made internal",
             .control("    public var imageContentMode: UIView.ContentMode", "    var imageContentMode: UIView.ContentMode"),
             63, "`imageContentMode` is internal"),
            ("imageContentMode typed Int",
             .control("public var imageContentMode: UIView.ContentMode = .scaleAspectFit", "public var imageContentMode: Int = 0"),
             63, "its Swift type Int prints as NSInteger"),
            ("the didUpdate selector renamed",
             .control("@objc(heartRatingView:didUpdate:)", "@objc(heartRatingView:didChange:)"),
             17, "didChange:(float)rating"),
            ("the rating passed to didUpdate as a Double",
             .control("didUpdate rating: Float)", "didUpdate rating: Double)"), 17, "didUpdate:(double)rating"),
        ]
        for row in rows {
            let grep = try results([row.edit], buildScript: Self.issueGreps)[0]
            XCTAssertEqual(grep.status, .failed, row.summary)
            XCTAssertEqual(grep.findings.count, 1, "\(row.summary): \(grep.findings)")
            let finding = try XCTUnwrap(grep.findings.first)
            XCTAssertEqual(finding.path, CheckoutPaths.source, row.summary)
            XCTAssertEqual(finding.location?.line, row.line, row.summary)
            XCTAssertTrue(finding.message.contains(row.nearMiss), "\(row.summary): \(finding.message)")
            XCTAssertEqual(finding.notes.first?.path, CheckoutPaths.buildScript, row.summary)
        }
    }

    /// Every header rule of the registry reports on each failing example (with the words it promises) and is
    /// silent on each passing one.
    func testEachHeaderRule_firesOnItsFailingExamplesAndNotOnItsPassingOnes() throws {
        let base = try example()
        let rules = RuleRegistry.standard.rules(of: .header)
        XCTAssertEqual(rules.map(\.id), HeaderRules.all.map(\.id))
        for rule in rules {
            guard case .forks(let failing, let passing) = rule.exampleSet else { return XCTFail("\(rule.id): no forks") }
            XCTAssertFalse(failing.isEmpty || passing.isEmpty, rule.id)
            for example in failing {
                let source = try XCTUnwrap(example.applied(to: base), "\(rule.id): \(example.summary)")
                let result = try XCTUnwrap(ObjCHeaderGate.check(source).first { $0.ruleID == rule.id })
                XCTAssertEqual(result.status, .failed, "\(rule.id): \(example.summary)")
                if let reports = example.reports {
                    XCTAssertTrue(result.findings.contains { $0.message.contains(reports) },
                                  "\(rule.id): \(example.summary): \(result.findings.map(\.message))")
                }
            }
            for example in passing {
                let source = try XCTUnwrap(example.applied(to: base), "\(rule.id): \(example.summary)")
                let result = try XCTUnwrap(ObjCHeaderGate.check(source).first { $0.ruleID == rule.id })
                XCTAssertEqual(result.status, .passed, "\(rule.id): \(example.summary): \(result.findings)")
            }
        }
    }

    func testOptionalInANonObjCProtocol_isAnHDR002ErrorAtItsPosition() throws {
        let result = try results([.control("@objc public protocol HeartRatingViewDelegate {", "public protocol HeartRatingViewDelegate {")])[1]
        XCTAssertEqual(result.status, .failed)
        XCTAssertEqual(result.findings.map(\.location?.line), [17, 21])
        XCTAssertTrue(result.findings.allSatisfy { $0.message.contains("'optional' can only be applied") }, "\(result.findings)")
    }

    /// build.sh's greps as the real repository writes them (`grep -E … "$GENERATED_HEADER"` after a `find`
    /// assignment) and as the example writes them (a `for` list, `grep -F -q -- "$declaration" "$HEADER"`).
    func testBuildScriptGreps_areReadInBothForms() throws {
        let direct = """
            GENERATED_HEADER=$(find "$D" -path '*/Kit.framework/Headers/Kit-Swift.h' -print -quit)
            grep -E '@property .*UIViewContentMode imageContentMode;' "$GENERATED_HEADER" >/dev/null
            grep -E 'x' other.txt
            """
        let read = try XCTUnwrap(HeaderGreps(script: Array(direct.utf8)))
        XCTAssertEqual(read.module, "Kit")
        XCTAssertEqual(read.greps.map(\.pattern), ["@property .*UIViewContentMode imageContentMode;"])
        XCTAssertEqual(read.greps.first?.location, SourceLocation(line: 2, column: 9))
        let loop = """
            HEADER="$DD/Products/Kit.framework/Headers/Kit-Swift.h"
            for declaration in \\
                '@protocol P' \\
                'didUpdate:(float)'
            do
                grep -F -q -- "$declaration" "$HEADER" || fail
            done
            """
        let looped = try XCTUnwrap(HeaderGreps(script: Array(loop.utf8)))
        XCTAssertEqual(looped.greps.map(\.pattern), ["@protocol P", "didUpdate:(float)"])
        XCTAssertEqual(looped.greps.map(\.syntax), [.fixed, .fixed])
        XCTAssertEqual(looped.greps.map(\.location.line), [3, 4])
    }

    /// Hostile scripts: a pattern the engine must not be handed, odd bytes, and a script too large to read
    /// give findings or a rule not evaluated, never a crash.
    func testHostileBuildScripts_areReportedNotRun() throws {
        let heavy = "H=a-Swift.h\ngrep -E '((a{1,100}){1,100}){1,100}' \"$H\"\n"
        let heavyResult = try results(buildScript: heavy)
        XCTAssertEqual(heavyResult.status, .failed)
        XCTAssertTrue(heavyResult.findings.first?.message.contains("this check can match safely") ?? false, "\(heavyResult.findings)")
        let odd = try results(buildScript: "H=a-Swift.h\n\u{0}\u{FF}grep -E '\u{1}' \"$H\" '\n")
        XCTAssertNotEqual(odd.status, .passed)
        let huge = try results(buildScript: String(repeating: "#", count: ShellWords.maximumLength + 1))
        XCTAssertEqual(huge.status, .notEvaluated)
    }

    private func results(buildScript: String) throws -> RuleResult {
        let source = OverlaySource(base: try example(), replaced: [CheckoutPaths.buildScript: Array(buildScript.utf8)])
        return ObjCHeaderGate.check(source)[0]
    }
}
