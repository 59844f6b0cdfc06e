import BaselineSupport
import Dispatch
import Synchronization
import XCTest

final class ParallelMapTests: XCTestCase {
    func testResults_areInIndexOrder_eachIndexOnce() {
        let calls = Mutex<[Int]>([])
        let results = ParallelMap.map(50, jobs: 3) { index in
            calls.withLock { $0.append(index) }
            return index * index
        }
        XCTAssertEqual(results, (0..<50).map { $0 * $0 })
        XCTAssertEqual(calls.withLock { $0 }.sorted(), Array(0..<50))
    }

    /// A free thread takes the next index: while index 0 is slow, the other thread does all the rest. With
    /// fixed shares (every second index to each thread) index 0's thread would still owe 2, 4, …, and index 0,
    /// which waits for all of them, would give up.
    func testAFreeThread_takesTheNextIndex() {
        let count = 9
        let othersDone = DispatchSemaphore(value: 0)
        let finished = Mutex(0)
        let results = ParallelMap.map(count, jobs: 2) { index -> Bool in
            if index == 0 { return othersDone.wait(timeout: .now() + 10) == .success }
            if finished.withLock({ $0 += 1; return $0 }) == count - 1 { othersDone.signal() }
            return true
        }
        XCTAssertEqual(results, Array(repeating: true, count: count), "index 0 waited for indices its own thread owed")
    }
}
