import BaselineSupport
import CheckoutTestSupport
import Foundation
import RatingReference
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// `verify-control` on the bundled example checkout and on mutants of its control that keep every guard
/// string (all 37 rules pass on them) but change what the control does.
final class VerifyControlTests: XCTestCase {
    private func verifier(generated: Int = 300) throws -> ControlVerifier {
        try ExampleRuns(generated: generated).verifier
    }

    /// The example checkout with `original` in its control replaced by `replacement` (which must occur once).
    private func mutant(_ original: String, _ replacement: String, file: StaticString = #filePath, line: UInt = #line) throws -> OverlaySource {
        try ExampleRuns.changed([(original, replacement)], file: file, line: line)
    }

    private func findings(_ report: CheckoutReport, _ rule: BehaviourRule) -> [Finding] {
        report.findings(rule, notes: true)
    }

    func testExampleCheckout_agreesWithTheModelOnEveryCase() throws {
        let report = try verifier().verify(try ExampleCheckout.source())
        XCTAssertTrue(report.passed, report.allFindings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(report.results.map(\.ruleID), ["BHV001", "BHV002", "BHV003", "BHV004", "BHV005"])
        XCTAssertTrue(report.results.allSatisfy { $0.status == .passed })
        // The changes made for Linux are one note that fails nothing, counting them; each, where it was made,
        // is a detail note of it.
        let rewrite = try ControlRewrite.rewrite(try ExampleCheckout.source().read(CheckoutPaths.source).get())
        let notes = findings(report, BehaviourRules.build)
        XCTAssertEqual(notes.count, 1)
        let summary = try XCTUnwrap(notes.first)
        XCTAssertEqual(summary.severity, .note)
        XCTAssertEqual(summary.location, rewrite.edits.first?.location)
        XCTAssertTrue(summary.message.hasPrefix("compiled for Linux with \(rewrite.edits.count) rewrites: "), summary.message)
        XCTAssertTrue(summary.message.hasSuffix("; --verbose lists them"), summary.message)
        XCTAssertEqual(summary.notes.map(\.location), rewrite.edits.map(\.location))
        XCTAssertTrue(summary.notes.allSatisfy { $0.detail == true })
    }

    /// The summary counts each kind of rewrite, the most frequent first; a control that needs none gets no note.
    func testRewriteSummary_countsEachKind() throws {
        let rewrite = try ControlRewrite.rewrite(try ExampleCheckout.source().read(CheckoutPaths.source).get())
        let message = try XCTUnwrap(BehaviourFindings.rewrites(rewrite.edits)?.message)
        let inspectable = rewrite.edits.count { $0.removed == "@IBInspectable" }
        XCTAssertGreaterThan(inspectable, 1)
        XCTAssertTrue(message.contains(": `@IBInspectable` ×\(inspectable), "), message)
        XCTAssertTrue(message.contains("`@objc` ×\(rewrite.edits.count { $0.removed.hasPrefix("@objc(") || $0.removed == "@objc" })"),
                      message)
        XCTAssertNil(BehaviourFindings.rewrites([]))
    }

    /// The agreement rules' failing examples change what the control does and nothing the catalog reads.
    func testAgreementExamples_passEveryCatalogRule() throws {
        for example in BehaviourRules.agreementFamily.flatMap(\.failing) {
            let check = Engine.check(Checkout(source: try ExampleRuns.fork(example).source), rules: Catalog.standard.rules)
            XCTAssertTrue(check.passed, "\(example.summary): \(check.allFindings.map(\.message))")
        }
    }

    /// A control that posts an accessibility announcement builds against the stand-in, and what it posts is
    /// observed like its callbacks and animations: here a difference from the model, which posts nothing.
    func testAnAccessibilityAnnouncement_buildsAndIsObserved() throws {
        let report = try verifier().verify(try mutant(
            "    public override func accessibilityIncrement() {\n",
            "    public override func accessibilityIncrement() {\n"
                + "        UIAccessibility.post(notification: .announcement, argument: \"Rating up\")\n"))
        XCTAssertTrue(findings(report, BehaviourRules.build).allSatisfy { $0.severity == .note })
        let differences = findings(report, BehaviourRules.documentedCase).map(\.message)
        XCTAssertTrue(differences.contains { $0.contains(#"{"accessibilityPost":"announcement: Rating up"}"#) },
                      "\(differences)")
    }

    /// A fork that gives every touch the maximum rating on a device only (BHV005's failing example) would be
    /// agreed with on Linux, where the other branch is compiled: its platform conditional is an error and
    /// nothing of it runs, so no verdict is given.
    func testADeviceOnlyFork_getsNoVerdict() throws {
        let example = try XCTUnwrap(BehaviourRules.tells.failing.first { $0.reports?.hasPrefix("`#if os`") == true })
        let report = try verifier().verify(try ExampleRuns.fork(example).source)
        XCTAssertFalse(report.passed)
        XCTAssertEqual(findings(report, BehaviourRules.tells).map(\.severity), [.error])
        XCTAssertTrue(report.results.filter { $0.ruleID == "BHV001" || $0.ruleID == "BHV002" }.allSatisfy { $0.status == .notEvaluated })
    }

    /// The stand-in's instrumentation is not in the interface a control imports: a control that reaches for it
    /// does not build (and is flagged where it tries).
    func testTheStandInsInstrumentation_isOutOfTheControlsReach() throws {
        let report = try verifier().verify(try mutant(
            "        super.init(frame: frame)\n", "        super.init(frame: frame)\n        StandInRecorder.reset()\n"))
        let errors = findings(report, BehaviourRules.build).filter { $0.severity == .error }
        XCTAssertTrue(errors.contains { $0.message.contains("StandInRecorder") }, "\(errors.map(\.message))")
        XCTAssertFalse(findings(report, BehaviourRules.tells).isEmpty)
    }

    /// The driver's fixed part (the result channel's writer in it) is compiled once and joins a build only after
    /// the control's compile: a control that imports it does not build.
    func testTheDriversFixedPart_isOutOfTheControlsReach() throws {
        let report = try verifier(generated: 0).verify(try mutant("import UIKit\n", "import UIKit\n@testable import ControlDriverCore\n"))
        let errors = findings(report, BehaviourRules.build).filter { $0.severity == .error }
        XCTAssertTrue(errors.contains { $0.message.contains("ControlDriverCore") }, "\(errors.map(\.message))")
        XCTAssertFalse(report.passed)
    }

    /// A control that asks the runtime what the stand-in cannot answer (here, to tell a device from Linux) gets
    /// "no", and the cases it asked in are neither agreement nor a difference: the verdict is not evaluated.
    func testAControlAskingWhatTheStandInCannotAnswer_isNotEvaluated_neverPassed() throws {
        let report = try verifier().verify(try mutant(
            "        super.init(frame: frame)\n",
            "        super.init(frame: frame)\n        _ = responds(to: NSSelectorFromString(\"_deviceOnly\"))\n"))
        XCTAssertFalse(report.passed)
        let documented = try XCTUnwrap(report.results.first { $0.ruleID == BehaviourRules.documentedCase.id })
        XCTAssertEqual(documented.status, .notEvaluated)
        XCTAssertTrue(documented.unparsedInputs.contains {
            $0.contains("cases rest on what the UIKit stand-in cannot answer as iOS would") && $0.contains("_deviceOnly")
        }, "\(documented.unparsedInputs)")
    }

    func testAnotherControlsDriverSwappedIntoACacheEntry_isBuiltAgain_andTheVerdictIsTheForks() throws {
        let verifier = try verifier(generated: 50)
        let builder = verifier.builder
        let example = try builder.driver(for: ControlRewrite.rewrite(try ExampleCheckout.source().read(CheckoutPaths.source).get())).get()
        // A fork of its own (a comment new to every run): the damage below must not meet another test's run
        // of the same fork, which may be running in another process at the same time (scripts/run-tests.sh).
        let failing = try ExampleRuns.fork(BehaviourRules.documentedCase.failing[0]).source
        let fork = OverlaySource(base: failing, replaced: [
            CheckoutPaths.source: try failing.read(CheckoutPaths.source).get() + Array("// \(UUID().uuidString)\n".utf8),
        ])
        let forkDriver = try builder.driver(for: ControlRewrite.rewrite(try fork.read(CheckoutPaths.source).get())).get()
        // As the review did: the passing example's driver in the failing fork's entry.
        XCTAssertEqual(unlink(forkDriver), 0)
        XCTAssertTrue(FileCopy.copy(example, to: forkDriver, mode: 0o755))
        let report = try verifier.verify(fork)
        XCTAssertFalse(report.passed, "the swapped-in driver gave the fork the example's verdict")
        XCTAssertFalse(findings(report, BehaviourRules.documentedCase).isEmpty, "\(report.allFindings.map(\.message))")
        let entry = String(forkDriver.dropLast(ControlBuilder.driverName.count + 1))
        XCTAssertEqual(builder.cache.notices.all, [
            "the cache entry \(entry) was damaged (control-driver is not the file its products.sha256 records): removed, to be built again",
        ])
    }

    /// A control that does not build (BHV003's failing example) leaves what needs it running not evaluated.
    func testACompileError_leavesTheCasesNotEvaluated() throws {
        let report = try verifier().verify(try ExampleRuns.fork(BehaviourRules.build.failing[0]).source)
        for rule in [BehaviourRules.documentedCase, BehaviourRules.generatedCase, BehaviourRules.run] {
            XCTAssertEqual(report.results.first { $0.ruleID == rule.id }?.status, .notEvaluated, rule.id)
        }
    }

    func testEndlessLoopInLayout_isBHV004WithinTheDeadline() throws {
        let source = try mutant("super.layoutSubviews()\n", "super.layoutSubviews()\n        while bounds.width >= 0 {}\n")
        let started = Date()
        let report = try verifier(generated: 10).verify(source)
        XCTAssertLessThan(Date().timeIntervalSince(started), 120, "the hang is cut short, not waited out")
        let run = findings(report, BehaviourRules.run)
        XCTAssertTrue(run.contains { $0.message.contains("deadline") }, "\(report.allFindings.map(\.message))")
    }

    /// A control that fills /dev/shm (2 GiB in files of 1 MiB, each within the driver's file size limit) writes
    /// no more than its budget there, and its cases fail, the finding naming the budget. Before the budget it
    /// wrote the 2 GiB, held in the host's memory. (Files are Foundation the allowlist refuses: the budget is
    /// shown past it.)
    func testSharedMemoryFiller_isStoppedAtItsBudget_andItsCasesFail() throws {
        let source = try mutant("    private func configureRatingView() {\n", """
                private static let sharedMemoryFilled: Bool = {
                    let block = Data(count: 1 << 20)
                    var written = 0
                    while written < 2048, (try? block.write(to: URL(fileURLWithPath: "/dev/shm/fill-\\(written)"))) != nil {
                        written += 1
                    }
                    FileHandle.standardError.write(Data("wrote \\(written) MiB to /dev/shm\\n".utf8))
                    return true
                }()

                private func configureRatingView() {
                    _ = Self.sharedMemoryFilled

            """)
        let report = try ExampleRuns(generated: 0).pastTheAllowlist.verify(source)
        XCTAssertFalse(report.passed)
        let run = findings(report, BehaviourRules.run).map(\.message)
        let budget = ResourceLimits().sharedMemoryBytes
        XCTAssertTrue(run.contains {
            $0.contains("crashed (it filled /dev/shm, kept in memory, to its budget of \(Mebibytes.text(budget))")
                && $0.contains("wrote \(budget >> 20) MiB to /dev/shm")
        }, "\(run)")
    }

    func testSandbox_keepsTheControlOffTheNetworkAndOutOfTheHostsFiles() throws {
        let listener = try LoopbackListener()
        let outside = try TemporaryDirectory()
        let escape = outside.path + "/escaped"
        let source = try mutant("isAccessibilityElement = true\n", """
            isAccessibilityElement = true
                    var address = sockaddr_in()
                    address.sin_family = sa_family_t(AF_INET)
                    address.sin_port = in_port_t(\(listener.port)).bigEndian
                    address.sin_addr.s_addr = inet_addr("127.0.0.1")
                    let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
                    _ = withUnsafePointer(to: &address) {
                        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                            connect(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                        }
                    }
                    _ = FileManager.default.createFile(atPath: "\(escape)", contents: Data("out".utf8))

            """)
        // The allowlist refuses each before anything runs; the sandbox holds without it.
        let refused = try verifier(generated: 0).verify(source).findings(BehaviourRules.tells).map(\.message)
        for call in ["calls `socket` from the C library", "calls `connect` from the C library", "uses `FileManager` from Foundation"] {
            XCTAssertTrue(refused.contains { $0.contains(call) }, "\(call): \(refused)")
        }
        _ = try ExampleRuns(generated: 0).pastTheAllowlist.verify(source)
        XCTAssertFalse(listener.acceptedAnyConnection(), "the control reached the host's network")
        XCTAssertFalse(FileManager.default.fileExists(atPath: escape), "the control wrote outside its sandbox")
    }
}

/// A TCP listener on 127.0.0.1 that records whether anything connected.
private final class LoopbackListener {
    let descriptor: Int32
    let port: UInt16

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.descriptor = descriptor
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && listen(descriptor, 8) == 0
                    && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else { throw XCTSkip("cannot listen on 127.0.0.1") }
        port = UInt16(bigEndian: address.sin_port)
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    deinit { close(descriptor) }

    func acceptedAnyConnection() -> Bool {
        let connection = accept(descriptor, nil, nil)
        if connection >= 0 { close(connection) }
        return connection >= 0
    }
}
