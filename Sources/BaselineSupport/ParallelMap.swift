import Dispatch
import Synchronization

/// Maps `0..<count` on `jobs` threads, each index on exactly one, the results in index order whatever order
/// they finish in. A thread takes the next index when it is free, not a fixed share: items that cost unlike
/// amounts (a mutant that does not build, one that survives to meet the own tests) keep every thread busy to
/// the end, where fixed shares (every `jobs`-th index) left one thread idle while the other finished its share.
package enum ParallelMap {
    package static func map<Result: Sendable>(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        guard jobs > 1, count > 1 else { return (0..<count).map(body) }
        let slots = Slots<Result>(count: count)
        let workers = min(jobs, count)
        let next = NextIndex()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while case let index = next.take(), index < count {
                slots.store(body(index), at: index)
            }
        }
        return slots.values
    }
}

/// The next index no thread has taken.
private final class NextIndex: Sendable {
    private let value = Atomic<Int>(0)

    func take() -> Int { value.wrappingAdd(1, ordering: .relaxed).oldValue }
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
