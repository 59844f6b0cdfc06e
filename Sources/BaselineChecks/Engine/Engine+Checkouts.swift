import BaselineSupport

extension Engine {
    /// Checks the work tree of each directory, in the order given; one that cannot be opened is
    /// reported as unreadable (`FILE007`), and the others are still checked. A directory that holds
    /// none of the files the rules read is checked at the root of the work tree around it when that
    /// root holds some (with a FILE008 note saying so), else reported as no checkout (`FILE008`).
    public static func check(directories: [String], rules: [Rule], jobs: Int) -> [CheckoutReport] {
        let located = directories.map { locate(directory: $0, rules: rules) }
        var reports = check(located.map { place -> Result<any CheckoutSource, NoCheck> in
            switch place {
            case .checkout(let source, _): .success(source)
            case .unchecked(let report): .failure(NoCheck(report: report))
            }
        }, rules: rules, jobs: jobs)
        for (index, place) in located.enumerated() {
            if case .checkout(_, let note?) = place { reports[index].fileFindings.insert(note, at: 0) }
        }
        return reports
    }

    /// What the directory `path` is to a check with `rules` (the verifier asks the same): a checkout, or a
    /// folder in one, checked at the work tree's root around it with a FILE008 note saying so; or a directory
    /// with nothing to check, whose report says why (unreadable, FILE007; no checkout, FILE008).
    public enum LocatedDirectory {
        case checkout(DirectorySource, note: Finding?)
        case unchecked(CheckoutReport)
    }

    public static func locate(directory path: String, rules: [Rule]) -> LocatedDirectory {
        switch Result(catching: { () throws(CheckoutOpenError) in try CheckoutDiscovery.locate(path, rules: rules) }) {
        case .failure(let error):
            return .unchecked(CheckoutReport(unreadable: path, error, rules: rules))
        case .success(.notACheckout(let source)):
            return .unchecked(CheckoutReport(notACheckout: source.identity, rules: rules))
        case .success(.checkout(let source)):
            return .checkout(source, note: nil)
        case .success(.enclosingRoot(let source)):
            return .checkout(source, note: Finding(
                ruleID: FileRules.notACheckout.id, severity: .note,
                message: "\(path) is no rating-view checkout; checked the work tree's root around it"))
        }
    }

    /// Where the revisions of the directory `path` are read: at the root of the work tree around it when the
    /// work tree shows it is a folder inside a checkout (as a check without revisions finds it), with the
    /// FILE008 note that says so; else at `path` itself.
    public static func revisionRoot(of path: String, rules: [Rule]) -> (path: String, note: Finding?) {
        guard case .checkout(let source, let note?) = locate(directory: path, rules: rules) else { return (path, nil) }
        return (source.resolvedRoot, note)
    }

    /// Checks each checkout at each revision, in that order; a range (`A..B`, `A...B`) stands for its
    /// commits, oldest first. A checkout, revision or range that cannot be read is reported as
    /// unreadable (`FILE007`). All revisions of a checkout share one git reader; they are opened a few at
    /// a time, so that what those already checked hold is released.
    public static func check(_ checkouts: [String], atRevisions revisions: [String], rules: [Rule], jobs: Int) -> [CheckoutReport] {
        let places = checkouts.map { revisionRoot(of: $0, rules: rules) }
        // One reader per checkout, shared by its revisions: one git process for all of them.
        var pairs: [Result<(GitRepositoryReader, String, listed: Bool), NoCheck>] = []
        var notes: [Finding?] = []
        for (checkout, note) in places {
            defer { notes += Array(repeating: note, count: pairs.count - notes.count) }
            let unreadable = { (revision: String, error: CheckoutOpenError) in
                Result<(GitRepositoryReader, String, listed: Bool), NoCheck>.failure(
                    NoCheck(report: CheckoutReport(unreadable: RevisionName(checkout: checkout, revision: revision), error, rules: rules)))
            }
            let repository: GitRepositoryReader
            do {
                repository = try GitRepositoryReader(checkout: checkout)
            } catch {
                pairs += revisions.map { unreadable($0, error.error(at: $0)) }
                continue
            }
            for revision in revisions {
                do throws(CheckoutOpenError) {
                    if GitRevisionRange.isRange(revision) {
                        pairs += try GitRevisionRange.commits(revision, in: checkout).map { .success((repository, $0, true)) }
                    } else {
                        pairs.append(.success((repository, revision, false)))
                    }
                } catch {
                    pairs.append(unreadable(revision, error))
                }
            }
        }
        let groupSize = 4 * jobs
        let earlier = RuleResultCache()
        var reports: [CheckoutReport] = []
        for start in stride(from: 0, to: pairs.count, by: groupSize) {
            let opened = pairs[start..<min(start + groupSize, pairs.count)].map { pair in
                pair.flatMap { repository, revision, listed in
                    Result { () throws(CheckoutOpenError) -> any CheckoutSource in
                        try GitRevisionSource(repository: repository, revision: revision, listed: listed)
                    }.mapError { NoCheck(report: CheckoutReport(unreadable: RevisionName(checkout: repository.checkout, revision: revision), $0, rules: rules)) }
                }
            }
            reports += check(opened, rules: rules, jobs: jobs, earlier: earlier)
        }
        for (index, note) in notes.enumerated() {
            if let note { reports[index].fileFindings.insert(note, at: 0) }
        }
        return reports
    }

    /// A checkout that is not checked, and the report that says why (unreadable, or no checkout).
    struct NoCheck: Error {
        var report: CheckoutReport
    }

    /// The opened checkouts checked `jobs` at a time, each unopened one reported in its place.
    private static func check(
        _ opened: [Result<any CheckoutSource, NoCheck>], rules: [Rule], jobs: Int, earlier: RuleResultCache? = nil
    ) -> [CheckoutReport] {
        let sources = opened.compactMap { try? $0.get() }
        var checked = check(sources, rules: rules, jobs: jobs, earlier: earlier)[...]
        return opened.map { result in
            switch result {
            case .success: checked.removeFirst()
            case .failure(let noCheck): noCheck.report
            }
        }
    }
}

extension CheckoutReport {
    /// The report of a checkout that could not be opened: one FILE007 finding and no rule results (each
    /// would only repeat it).
    init(unreadable name: String, _ error: CheckoutOpenError, rules: [Rule]) {
        self.init(unreadable: CheckoutIdentity(displayName: name, root: FilePaths.resolved(name) ?? name), error)
    }

    /// The report of a revision that could not be read, rooted (as every revision is) at its checkout's folder.
    init(unreadable name: RevisionName, _ error: CheckoutOpenError, rules: [Rule]) {
        let root = FilePaths.resolved(name.checkout) ?? name.checkout
        self.init(unreadable: CheckoutIdentity(displayName: name.displayName, root: root, revisionName: name), error)
    }

    private init(unreadable checkout: CheckoutIdentity, _ error: CheckoutOpenError) {
        self.init(
            checkout: checkout, results: [],
            fileFindings: [Finding(ruleID: FileRules.checkoutUnreadable.id, severity: .error,
                                   message: "cannot be read: \(error.description)")])
    }

    /// The report of a directory that is no checkout: one FILE008 finding naming a few of the files looked for.
    init(notACheckout checkout: CheckoutIdentity, rules: [Rule]) {
        let sought = CheckoutDiscovery.identifyingFiles(rules).sorted()
        let named = sought.prefix(3).joined(separator: ", ") + (sought.count > 3 ? ", ..." : "")
        self.init(
            checkout: checkout, results: [],
            fileFindings: [Finding(ruleID: FileRules.notACheckout.id, severity: .error,
                                   message: "not a rating-view checkout: none of its \(sought.count) podspecs, sources and"
                                       + " projects was found (\(named))")])
    }
}
