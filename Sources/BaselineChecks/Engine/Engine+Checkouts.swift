extension Engine {
    /// Checks the work tree of each directory, in the order given.
    public static func check(directories: [String], rules: [Rule], jobs: Int) throws(CheckoutOpenError) -> [CheckoutReport] {
        var sources: [any CheckoutSource] = []
        for path in directories {
            sources.append(try DirectorySource(root: path))
        }
        return check(sources, rules: rules, jobs: jobs)
    }

    /// Checks each checkout at each revision, in that order; a range (`A..B`, `A...B`) stands for its
    /// commits, oldest first. Revisions are opened a few at a time, so that the tree listings and git
    /// processes of those already checked are released.
    public static func check(
        _ checkouts: [String], atRevisions revisions: [String], rules: [Rule], jobs: Int
    ) throws(CheckoutOpenError) -> [CheckoutReport] {
        var pairs: [(String, String)] = []
        for checkout in checkouts {
            pairs += try GitRevisionRange.expand(revisions, in: checkout).map { (checkout, $0) }
        }
        let groupSize = 4 * jobs
        var reports: [CheckoutReport] = []
        for start in stride(from: 0, to: pairs.count, by: groupSize) {
            var sources: [any CheckoutSource] = []
            for (checkout, revision) in pairs[start..<min(start + groupSize, pairs.count)] {
                sources.append(try GitRevisionSource(checkout: checkout, revision: revision))
            }
            reports += check(sources, rules: rules, jobs: jobs)
        }
        return reports
    }
}
