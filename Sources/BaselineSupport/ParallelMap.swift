import Dispatch

/// Maps `0..<count` on `jobs` threads, each index on exactly one, the results in index order whatever order
/// they finish in.
package enum ParallelMap {
    package static func map<Result: Sendable>(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        guard jobs > 1, count > 1 else { return (0..<count).map(body) }
        let slots = Slots<Result>(count: count)
        let workers = min(jobs, count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: count, by: workers) {
                slots.store(body(index), at: index)
            }
        }
        return slots.values
    }
}

/// One slot per index; each is written by exactly one worker before `values` is read. Raw storage, so that
/// workers writing different slots never touch a shared array.
private final class Slots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    package init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    package func store(_ value: Value, at index: Int) {
        slots[index] = value
    }

    package var values: [Value] { slots.compactMap { $0 } }
}
