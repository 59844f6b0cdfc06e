import BaselineChecks
import BaselineSupport

/// Why `verify-control` could not verify at all: nothing can run here (no toolchain, no sandbox, no
/// cache), or a checkout or revision cannot be opened. A control that fails is a report, not this.
public struct VerificationFailure: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String
    package init(_ description: String) { self.description = description }
}

/// `check-baseline verify-control`: every checkout (or each of its revisions) verified in turn.
public enum ControlVerification {
    /// The reports, one per checkout and revision in the order given (the work tree when `revisions`
    /// is empty), with `jobs` driver processes per checkout; and a line for each damaged cache entry
    /// that was built again.
    /// `announce` is told, before it starts, of a step that takes long and prints nothing meanwhile.
    public static func run(
        _ checkouts: [String], revisions: [String], jobs: Int, options verify: VerifyOptions,
        announce: (String) -> Void = { _ in }
    ) throws(VerificationFailure) -> (reports: [CheckoutReport], notices: [String]) {
        let verifier = try verifier(
            untrustedRoots: checkouts.compactMap(FilePaths.untrustedRoot(of:)), options: verify, jobs: jobs)
        if !verifier.builder.standInIsCached {
            announce("building the UIKit stand-in every control is compiled against, once per toolchain (about 15 s;"
                + " `verify-control --prepare`, which build.sh and make run call, does it beforehand)")
        }
        let reports = if case .comparison(let against) = verify.mode {
            try compare(checkouts, against: against, after: revisions.first, verifier: verifier)
        } else {
            try verifyEach(checkouts, revisions: revisions, options: verify, verifier: verifier)
        }
        return (reports, verifier.builder.cache.notices.all)
    }

    /// Builds what every verification shares, the UIKit stand-in, the driver's fixed part and the tests'
    /// recorder, into this user's cache (`--prepare`, run by `build.sh` and `make run`), so that a first
    /// verification compiles only what names the control: the stand-in's cache entry's path. Code of the
    /// working directory's repository is never run (it may be a checkout).
    public static func prepare(options verify: VerifyOptions) throws(VerificationFailure) -> String {
        let verifier = try verifier(untrustedRoots: [FilePaths.untrustedRoot(of: ".")].compactMap { $0 }, options: verify)
        let builder = verifier.builder
        let prepared = builder.standInModule().flatMap { entry in
            builder.ownModule(.driverCore, standIn: entry).flatMap { _ in builder.ownModule(.testRecorder, standIn: entry) }.map { _ in entry }
        }
        switch prepared {
        case .success(let entry): return entry
        case .failure(let failure):
            throw VerificationFailure("verify-control cannot prepare the UIKit stand-in: \(failure.reason)")
        }
    }

    /// Each checkout (or each of its revisions) verified against the model, by its own tests, or by `xcode-test`'s proofs.
    static func verifyEach(
        _ checkouts: [String], revisions: [String], options verify: VerifyOptions, verifier: ControlVerifier
    ) throws(VerificationFailure) -> [CheckoutReport] {
        var reports: [CheckoutReport] = []
        for given in checkouts {
            let (checkout, rootNote) = revisions.isEmpty ? (given, nil) : Engine.revisionRoot(of: given, rules: Catalog.standard.rules)
            let commits: [String]
            do {
                commits = try GitRevisionRange.expand(revisions, in: checkout)
            } catch {
                throw VerificationFailure("cannot verify \(error)")
            }
            for revision in revisions.isEmpty ? [nil] : commits.map(Optional.some) {
                let source: any CheckoutSource
                var note = rootNote
                if let revision {
                    do {
                        source = try GitRevisionSource(checkout: checkout, revision: revision)
                    } catch {
                        throw VerificationFailure("cannot verify \(error)")
                    }
                } else {
                    // As the check finds it: a folder in a checkout is verified at the work tree's root.
                    switch Engine.locate(directory: checkout, rules: Catalog.standard.rules) {
                    case .unchecked(let report):
                        reports.append(report)
                        continue
                    case .checkout(let found, let foundNote): (source, note) = (found, foundNote)
                    }
                }
                do {
                    // `run` compares before it gets here, and `--prepare` never runs a verification.
                    var report = switch verify.mode {
                    case .xcodeTest: try XcodeTest(builder: verifier.builder, skipping: verify.skippedTests).verify(source)
                    case .ownTests:
                        try OwnTestsVerifier(builder: verifier.builder, skipping: verify.skippedTests, adding: try addedTests(verify))
                            .verify(source)
                    case .model, .comparison, .prepare: try verifier.verify(source)
                    }
                    if let note { report.fileFindings.insert(note, at: 0) }
                    reports.append(report)
                } catch {
                    throw VerificationFailure("verify-control: \(error)")
                }
            }
        }
        return reports
    }

    /// The test files `--add-tests` names, read whole, each named by its absolute path (findings name it so,
    /// not inside the checkout); an unreadable one stops the run, naming it.
    static func addedTests(_ verify: VerifyOptions) throws(VerificationFailure) -> [TestSuite.File] {
        var files: [TestSuite.File] = []
        for path in verify.addedTests {
            guard let bytes = BuildProduct.contents(of: path), let absolute = FilePaths.resolved(path) else {
                throw VerificationFailure("\(path): cannot read the test file to add (--add-tests)")
            }
            files.append(TestSuite.File(path: absolute, bytes: bytes))
        }
        return files
    }

    /// Each checkout's control (at `after`, else its work tree) compared with its control at `against`.
    static func compare(
        _ checkouts: [String], against: String, after: String?, verifier: ControlVerifier
    ) throws(VerificationFailure) -> [CheckoutReport] {
        var reports: [CheckoutReport] = []
        for given in checkouts {
            // The work tree decides where a folder's revisions are read, and its own path where the work tree is.
            let (checkout, note) = Engine.revisionRoot(of: given, rules: Catalog.standard.rules)
            let before: GitRevisionSource
            let current: any CheckoutSource
            do {
                before = try GitRevisionSource(checkout: checkout, revision: against)
                current = try after.map { revision throws(CheckoutOpenError) in
                    try GitRevisionSource(checkout: checkout, revision: revision)
                } ?? DirectorySource(root: checkout)
            } catch {
                throw VerificationFailure("cannot verify \(error)")
            }
            do {
                var report = try BehaviourComparison(verifier: verifier).compare(
                    before: before, beforeName: against, after: current)
                if let note { report.fileFindings.insert(note, at: 0) }
                reports.append(report)
            } catch {
                throw VerificationFailure("verify-control: \(error)")
            }
        }
        return reports
    }

    /// A verifier with the toolchain, sandbox and cache of this machine; nothing found inside
    /// `untrustedRoots` (the checkouts and the repositories around them) is ever run.
    package static func verifier(
        untrustedRoots: [String], options: VerifyOptions, jobs: Int = ProcessorCount.online, cacheBase: String? = nil
    ) throws(VerificationFailure) -> ControlVerifier {
        do {
            let toolchain = try Toolchain.find(outside: untrustedRoots)
            let sandbox = try (options.sandboxed
                ? Sandbox.locate(outside: untrustedRoots) : Sandbox.unconfined(outside: untrustedRoots)).get()
            let cache = try cacheBase.map { base throws(BuildCache.Unusable) in try BuildCache(base: base) }
                ?? BuildCache.standard()
            return ControlVerifier(
                builder: ControlBuilder(toolchain: toolchain, cache: cache, sandbox: sandbox), options: options, jobs: jobs)
        } catch {
            throw VerificationFailure("verify-control cannot run here: \(error)")
        }
    }
}
