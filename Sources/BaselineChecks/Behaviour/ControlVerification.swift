/// `check-baseline verify-control`: every checkout (or each of its revisions) verified in turn.
public enum ControlVerification {
    /// The reports, one per checkout and revision in the order given; a `UsageError` when nothing can be
    /// verified here (no toolchain, no sandbox, no cache) or a checkout cannot be opened.
    public static func run(_ options: CheckOptions, _ verify: VerifyOptions) throws(UsageError) -> [CheckoutReport] {
        let verifier = try verifier(
            untrustedRoots: options.checkouts.compactMap(FilePaths.untrustedRoot(of:)), options: verify,
            jobs: options.jobs)
        if let against = verify.against {
            return try compare(options.checkouts, against: against, after: options.revisions.first, verifier: verifier)
        }
        var reports: [CheckoutReport] = []
        for checkout in options.checkouts {
            for revision in options.revisions.isEmpty ? [nil] : options.revisions.map(Optional.some) {
                let source: any CheckoutSource
                do {
                    if let revision {
                        source = try GitRevisionSource(checkout: checkout, revision: revision)
                    } else {
                        source = try DirectorySource(root: checkout)
                    }
                } catch {
                    throw UsageError("cannot verify \(error)")
                }
                do {
                    reports.append(verify.ownTests
                        ? try OwnTestsVerifier(builder: verifier.builder).verify(source) : try verifier.verify(source))
                } catch {
                    throw UsageError("verify-control: \(error)")
                }
            }
        }
        return reports
    }

    /// Each checkout's control (at `after`, else its work tree) compared with its control at `against`.
    static func compare(
        _ checkouts: [String], against: String, after: String?, verifier: ControlVerifier
    ) throws(UsageError) -> [CheckoutReport] {
        var reports: [CheckoutReport] = []
        for checkout in checkouts {
            let before: GitRevisionSource
            let current: any CheckoutSource
            do {
                before = try GitRevisionSource(checkout: checkout, revision: against)
                if let after {
                    current = try GitRevisionSource(checkout: checkout, revision: after)
                } else {
                    current = try DirectorySource(root: checkout)
                }
            } catch {
                throw UsageError("cannot verify \(error)")
            }
            do {
                reports.append(try BehaviourComparison(verifier: verifier).compare(
                    before: before, beforeName: against, after: current))
            } catch {
                throw UsageError("verify-control: \(error)")
            }
        }
        return reports
    }

    /// A verifier with the toolchain, sandbox and cache of this machine; nothing found inside
    /// `untrustedRoots` (the checkouts and the repositories around them) is ever run.
    static func verifier(
        untrustedRoots: [String], options: VerifyOptions, jobs: Int = ProcessorCount.online, cacheDirectory: String? = nil
    ) throws(UsageError) -> ControlVerifier {
        do {
            let toolchain = try Toolchain.find(outside: untrustedRoots)
            let sandbox = try (options.sandboxed
                ? Sandbox.locate(outside: untrustedRoots) : Sandbox.unconfined(outside: untrustedRoots)).get()
            let cache = try cacheDirectory.map { directory throws(BuildCache.Unusable) in
                try BuildCache(directory: directory)
            } ?? BuildCache.standard()
            return ControlVerifier(
                builder: ControlBuilder(toolchain: toolchain, cache: cache, sandbox: sandbox), options: options, jobs: jobs)
        } catch {
            throw UsageError("verify-control cannot run here: \(error)")
        }
    }
}
