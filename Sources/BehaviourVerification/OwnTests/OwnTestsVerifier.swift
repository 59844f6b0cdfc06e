import BaselineChecks

/// `verify-control --xctest`: the checkout's own XCTest suite (from its Xcode project) built on Linux
/// against the UIKit stand-in and run test by test in the sandbox: BHV020 a test failed (at the assertion),
/// BHV021 the suite does not build or cannot run here, BHV022 a test crashed or hung.
package struct OwnTestsVerifier {
    let builder: ControlBuilder
    /// Tests not to run (`--skip-test`), by `Class.method` or `method`.
    var skipping: [String] = []
    /// Test files compiled and run with the suite's own (`--add-tests`), named by their paths here.
    var adding: [TestSuite.File] = []

    package init(builder: ControlBuilder, skipping: [String] = [], adding: [TestSuite.File] = []) {
        self.builder = builder
        self.skipping = skipping
        self.adding = adding
    }

    package func verify(_ source: any CheckoutSource) throws(EnvironmentFailure) -> CheckoutReport {
        var report = CheckoutReportBuilder(checkout: source.identity, rules: BehaviourRules.ownTests)
        let suite: TestSuite
        switch TestSuiteLocator.locate(in: source) {
        case .success(let found):
            do {
                suite = try found.adding(adding)
            } catch {
                report.add(BehaviourFindings.suiteCannotRun(error.message, path: error.path, at: error.location))
                report.rest(notEvaluated: "an added test file cannot run here")
                return report.finished()
            }
        case .failure(let problem):
            report.add(BehaviourFindings.suiteCannotRun(problem.message, path: problem.path, at: problem.location))
            report.rest(notEvaluated: "the suite cannot run here")
            return report.finished()
        }
        let unportable = (suite.controlFiles + suite.testFiles).flatMap { file in
            UnportableConstructs.scan(file).map { (file.path, $0) }
        }
        guard unportable.isEmpty else {
            for (path, found) in unportable { report.add(BehaviourFindings.suiteCannotRun(found.reason, path: path, at: found.location)) }
            report.rest(notEvaluated: "the suite cannot run here faithfully")
            return report.finished()
        }
        var rewrites: [ControlRewrite] = []
        for file in suite.controlFiles {
            do {
                rewrites.append(try ControlRewrite.rewrite(file.bytes))
            } catch {
                report.add(BehaviourFindings.suiteCannotRun("does not lex as Swift: \(error.message)", path: file.path, at: error.location))
                report.rest(notEvaluated: "the suite does not build")
                return report.finished()
            }
        }
        let unfaithful = zip(suite.controlFiles, rewrites).flatMap { file, rewrite in rewrite.unfaithful.map { (file.path, $0) } }
        guard unfaithful.isEmpty else {
            for (path, construct) in unfaithful {
                report.add(BehaviourFindings.suiteCannotRun(
                    "cannot be compiled for Linux faithfully: \(construct.reason)", path: path, at: construct.location))
            }
            report.rest(notEvaluated: "the control cannot be compiled for Linux faithfully")
            return report.finished()
        }
        var refusedSource = false
        for (file, rewrite) in zip(suite.controlFiles, rewrites) {
            refusedSource = report.addTells(of: rewrite.original, at: file.path) || refusedSource
        }
        for file in suite.testFiles {
            // A test file that does not lex does not build either: there is nothing of it to scan.
            guard let read = try? SwiftSourceFile(utf8: file.bytes) else { continue }
            refusedSource = report.addTells(of: read, at: file.path) || refusedSource
        }
        let build = TestSuiteBuild(suite: suite, rewrites: rewrites)
        let executable: String
        switch build.build(with: builder) {
        case .success(let path): executable = path
        case .failure(.environment(let reason)): throw EnvironmentFailure(description: reason)
        case .failure(.compiler(let output)):
            for finding in Self.buildFindings(output, build: build) { report.add(finding) }
            report.rest(notEvaluated: "the suite does not build")
            return report.finished()
        case .failure(.refused(let violations)):
            let places = build.checkoutPlaces()
            for finding in BehaviourFindings.linkViolations(violations, place: { violation in
                let place = places(violation)
                return (suite.testFiles.contains { $0.path == violation.object } ? "the test file" : "the control", place.path,
                        place.location)
            }) {
                report.add(finding)
            }
            report.rest(notEvaluated: BehaviourFindings.refusedLinkage)
            return report.finished()
        }
        report.passed(BehaviourRules.testsBuild)
        // Built, so that what it links is said too, and never run.
        guard !refusedSource else {
            report.rest(notEvaluated: BehaviourFindings.refusedSource)
            return report.finished()
        }
        for (file, rewrite) in zip(suite.controlFiles, rewrites) {
            if let rewrites = BehaviourFindings.testsRewrites(rewrite.edits, path: file.path) { report.add(rewrites) }
        }
        guard !suite.tests.isEmpty else {
            report.add(BehaviourFindings.suiteCannotRun("the test target declares no test (a `func test…()` of an XCTestCase)",
                                      path: CheckoutPaths.libraryProject, at: nil))
            report.rest(notEvaluated: "the suite declares no test")
            return report.finished()
        }
        report.passed(BehaviourRules.testFailed)
        report.passed(BehaviourRules.testCrashed)
        // A name that leaves out no test is a mistake that would leave a test unrun unseen: it fails.
        for name in skipping where !suite.tests.contains(where: { Self.isNamed($0, by: name) }) {
            report.add(BehaviourFindings.unknownSkippedTest(name))
        }
        let running = suite.tests.filter { test in !skipping.contains { Self.isNamed(test, by: $0) } }
        var tests: [TestCaseResult] = []
        for (test, outcome) in zip(running, TestRun(executable: executable, builder: builder).run(running, module: suite.testModuleName)) {
            tests.append(record(outcome, of: test, build: build, into: &report))
        }
        // A suite of which no test ran has shown nothing: never a pass.
        if running.isEmpty {
            for rule in [BehaviourRules.testFailed, BehaviourRules.testCrashed] {
                report.partlyNotEvaluated(rule, "every test was \(BehaviourFindings.leftOut)")
            }
        }
        let leftOut = suite.tests.filter { !running.contains($0) }
        tests += leftOut.map { TestCaseResult(name: $0.name, status: .notEvaluated, message: BehaviourFindings.leftOut) }
        report.add(BehaviourFindings.testCount(tests.map(\.status), leftOut: leftOut.count))
        report.tests = tests
        return report.finished()
    }

    static func isNamed(_ test: TestSuite.Test, by name: String) -> Bool {
        test.name == name || test.method == name
    }

    /// The findings of one test's outcome, and its line in the test list.
    private func record(
        _ outcome: TestOutcome, of test: TestSuite.Test, build: TestSuiteBuild, into report: inout CheckoutReportBuilder
    ) -> TestCaseResult {
        switch outcome {
        case .passed:
            return TestCaseResult(name: test.name, status: .passed)
        case .failed(let failures):
            for failure in failures {
                let place = build.checkoutPlace(of: failure.path, at: SourceLocation(line: failure.line, column: 1))
                report.add(BehaviourFindings.testFailed(
                    test, failure.message, path: place?.path ?? test.path, at: place?.location ?? test.location))
            }
            let message = failures.first.map(\.message) ?? "XCTest reported a failure without an assertion"
            if failures.isEmpty {
                report.add(BehaviourFindings.testFailed(test, message, path: test.path, at: test.location))
            }
            return TestCaseResult(name: test.name, status: .failed, message: message)
        case .notVerifiable(let reason):
            report.add(BehaviourFindings.testNotVerifiable(test, reason))
            report.partlyNotEvaluated(BehaviourRules.testFailed, BehaviourFindings.notVerifiable(test, reason))
            return TestCaseResult(name: test.name, status: .notEvaluated, message: "not verifiable on Linux: \(reason)")
        case .crashed(let detail):
            report.add(BehaviourFindings.testCrashed(test, detail))
            return TestCaseResult(name: test.name, status: .failed, message: "crashed (\(detail))")
        case .hung:
            report.add(BehaviourFindings.testHung(test))
            return TestCaseResult(name: test.name, status: .failed, message: BehaviourFindings.testHung)
        }
    }

    /// The compiler's errors at their places in the checkout, saying when UIKit API is what is missing.
    static func buildFindings(_ output: String, build: TestSuiteBuild) -> [Finding] {
        let errors = CompilerDiagnostic.errors(in: output)
        guard !errors.isEmpty else {
            let excerpt = output.split(separator: "\n").prefix(3).joined(separator: " / ")
            return [BehaviourFindings.suiteCannotRun(
                "does not build: " + (excerpt.isEmpty ? "the compiler failed" : excerpt), path: CheckoutPaths.libraryProject, at: nil)]
        }
        return errors.map { error in
            let place = build.checkoutPlace(of: error.path, at: error.location)
            return BehaviourFindings.testsBuildError(
                error.message, lacking: missingUIKitName(in: error.message),
                path: place?.path ?? CheckoutPaths.libraryProject, at: place?.location)
        }
    }

    /// The UIKit-looking name a compiler error says it cannot find (`UI…`, `NS…`, `CA…`, `CG…`), or the member
    /// of such a type it says is missing.
    static func missingUIKitName(in message: String) -> String? {
        let quoted = message.split(separator: "'", omittingEmptySubsequences: false)
        guard quoted.count >= 3 else { return nil }
        let names = stride(from: 1, to: quoted.count - 1, by: 2).map { String(quoted[$0]) }
        let uikit = { (name: String) in ["UI", "NS", "CA", "CG"].contains { name.hasPrefix($0) } }
        if message.hasPrefix("cannot find"), let name = names.first, uikit(name) { return name }
        if message.contains("has no member"), names.count >= 2, uikit(names[0]) { return "\(names[0]).\(names[1])" }
        return nil
    }
}
