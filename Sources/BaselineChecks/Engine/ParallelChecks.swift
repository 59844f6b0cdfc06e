import Dispatch

extension Engine {
    /// Checks several checkouts, `jobs` at a time, and returns the reports in the
    /// order the checkouts were given, whatever order they finish in.
    public static func check(_ sources: [any CheckoutSource], rules: [Rule], jobs: Int) -> [CheckoutReport] {
        guard jobs > 1, sources.count > 1 else {
            let cache = PatternCache()
            return sources.map { check(Checkout(source: $0, patternCache: cache), rules: rules) }
        }
        let results = ReportSlots(count: sources.count)
        let workers = min(jobs, sources.count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let cache = PatternCache()
            for index in stride(from: worker, to: sources.count, by: workers) {
                results.store(check(Checkout(source: sources[index], patternCache: cache), rules: rules), at: index)
            }
        }
        return results.reports
    }
}

/// One slot per checkout; each is written by exactly one worker before `reports` is
/// read. Raw storage, so that workers writing different slots never touch a shared array.
private final class ReportSlots: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<CheckoutReport?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ report: CheckoutReport, at index: Int) {
        slots[index] = report
    }

    var reports: [CheckoutReport] { slots.compactMap { $0 } }
}
