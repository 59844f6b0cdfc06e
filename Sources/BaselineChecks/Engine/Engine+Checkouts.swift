extension Engine {
    /// Checks the work tree of each directory, in the order given; one that cannot be opened is
    /// reported as unreadable (`FILE007`), and the others are still checked. A directory that holds
    /// none of the files the rules read is checked at the root of the work tree around it when that
    /// root holds some (with a FILE008 note saying so), else reported as no checkout (`FILE008`).
    public static func check(directories: [String], rules: [Rule], jobs: Int) -> [CheckoutReport] {
        let located = directories.map { path in
            Result { () throws(CheckoutOpenError) in try CheckoutDiscovery.locate(path, rules: rules) }
                .mapError { UnreadableCheckout(name: path, error: $0) }
        }
        var reports = check(located.map { $0.map { $0.source as any CheckoutSource } }, rules: rules, jobs: jobs)
        for (index, outcome) in located.enumerated() {
            switch try? outcome.get() {
            case .enclosingRoot(_, let given)?:
                reports[index].fileFindings.insert(Finding(
                    ruleID: FileRules.notACheckout.id, severity: .note,
                    message: "\(given) is no rating-view checkout; checked the work tree's root around it"), at: 0)
            case .notACheckout?:
                reports[index] = CheckoutReport(notACheckout: reports[index].checkout, rules: rules)
            default:
                break
            }
        }
        return reports
    }

    /// Checks each checkout at each revision, in that order; a range (`A..B`, `A...B`) stands for its
    /// commits, oldest first. A checkout, revision or range that cannot be read is reported as
    /// unreadable (`FILE007`). Revisions are opened a few at a time, so that the tree listings and git
    /// processes of those already checked are released.
    public static func check(_ checkouts: [String], atRevisions revisions: [String], rules: [Rule], jobs: Int) -> [CheckoutReport] {
        var pairs: [Result<(String, String), UnreadableCheckout>] = []
        for checkout in checkouts {
            for revision in revisions {
                do {
                    pairs += try GitRevisionRange.expand([revision], in: checkout).map { Result.success((checkout, $0)) }
                } catch {
                    pairs.append(.failure(UnreadableCheckout(name: checkout + "@" + revision, error: error)))
                }
            }
        }
        let groupSize = 4 * jobs
        var reports: [CheckoutReport] = []
        for start in stride(from: 0, to: pairs.count, by: groupSize) {
            let opened = pairs[start..<min(start + groupSize, pairs.count)].map { pair in
                pair.flatMap { checkout, revision in
                    Result { () throws(CheckoutOpenError) -> any CheckoutSource in
                        try GitRevisionSource(checkout: checkout, revision: revision)
                    }.mapError { UnreadableCheckout(name: checkout + "@" + revision, error: $0) }
                }
            }
            reports += check(opened, rules: rules, jobs: jobs)
        }
        return reports
    }

    /// A checkout's name as the user gave it, and why it could not be opened.
    struct UnreadableCheckout: Error {
        var name: String
        var error: CheckoutOpenError
    }

    /// The opened checkouts checked `jobs` at a time, each unopened one reported in its place.
    private static func check(
        _ opened: [Result<any CheckoutSource, UnreadableCheckout>], rules: [Rule], jobs: Int
    ) -> [CheckoutReport] {
        let sources = opened.compactMap { try? $0.get() }
        var checked = check(sources, rules: rules, jobs: jobs)[...]
        return opened.map { result in
            switch result {
            case .success: checked.removeFirst()
            case .failure(let unreadable): CheckoutReport(unreadable: unreadable.name, unreadable.error, rules: rules)
            }
        }
    }
}

extension CheckoutReport {
    /// The report of a checkout that could not be opened: one FILE007 finding and no rule results (each
    /// would only repeat it).
    init(unreadable name: String, _ error: CheckoutOpenError, rules: [Rule]) {
        self.init(
            checkout: CheckoutIdentity(displayName: name, root: FilePaths.resolved(name) ?? name), results: [],
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
