import BaselineSupport

extension Engine {
    /// Checks several checkouts, `jobs` at a time, and returns the reports in the
    /// order the checkouts were given, whatever order they finish in.
    /// `earlier` lets checkouts that share files share rule results (see `RuleResultCache`).
    public static func check(
        _ sources: [any CheckoutSource], rules: [Rule], jobs: Int, earlier: RuleResultCache? = nil
    ) -> [CheckoutReport] {
        guard jobs > 1, sources.count > 1 else {
            let cache = PatternCache()
            return sources.map { check(Checkout(source: $0), rules: rules, earlier: earlier, patterns: cache) }
        }
        let workers = min(jobs, sources.count)
        // One pattern cache per worker, as before: each worker takes every `workers`-th checkout.
        let perWorker = ParallelMap.map(workers, jobs: workers) { worker in
            let cache = PatternCache()
            return stride(from: worker, to: sources.count, by: workers).map { index in
                check(Checkout(source: sources[index]), rules: rules, earlier: earlier, patterns: cache)
            }
        }
        return sources.indices.map { perWorker[$0 % workers][$0 / workers] }
    }
}
