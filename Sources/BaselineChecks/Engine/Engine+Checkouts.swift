extension Engine {
    /// Checks the work tree of each directory, in the order given; one that cannot be opened is
    /// reported as unreadable (`FILE007`), and the others are still checked.
    public static func check(directories: [String], rules: [Rule], jobs: Int) -> [CheckoutReport] {
        let opened = directories.map { path in
            Result { () throws(CheckoutOpenError) -> any CheckoutSource in try DirectorySource(root: path) }
                .mapError { UnreadableCheckout(name: path, error: $0) }
        }
        return check(opened, rules: rules, jobs: jobs)
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
    /// The report of a checkout that could not be opened: one FILE007 finding, every rule not evaluated.
    init(unreadable name: String, _ error: CheckoutOpenError, rules: [Rule]) {
        let reason = error.description
        self.init(
            checkout: CheckoutIdentity(displayName: name, root: FilePaths.resolved(name) ?? name),
            results: rules.map { RuleResult(rule: $0.descriptor, status: .notEvaluated, unparsedInputs: [reason]) },
            fileFindings: [Finding(ruleID: FileRules.checkoutUnreadable.id, severity: .error,
                                   message: "cannot be read: \(reason)")])
    }
}
