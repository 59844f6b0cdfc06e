#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineSupport
import Foundation
import XCTest

final class DescriptorReadingTests: XCTestCase {
    func testReadAll_readsToTheEndWhateverTheSizeHint() throws {
        let content = (0..<10_000).map { UInt8($0 % 253) }
        let rows: [(name: String, size: Int, hint: Int)] = [
            ("empty file, no hint", 0, 0),
            ("no hint: the buffer grows", 10_000, 0),
            ("exact hint", 10_000, 10_000),
            ("hint too small (the file grew)", 10_000, 10),
            ("hint too large (the file shrank)", 100, 10_000),
        ]
        for row in rows {
            let bytes = Array(content.prefix(row.size))
            let result = try reading(bytes) { DescriptorReading.readAll(from: $0, limit: 1 << 20, expectedCount: row.hint) }
            XCTAssertEqual(result, .success(bytes), row.name)
        }
    }

    func testReadAll_refusesOnlyWhatIsOverTheLimit() throws {
        let rows: [(name: String, size: Int, limit: Int, hint: Int, result: Result<Int, DescriptorReading.Failure>)] = [
            ("exactly the limit", 100, 100, 100, .success(100)),
            ("one byte over, the size known", 101, 100, 101, .failure(.tooLarge(size: 101))),
            ("over the limit, the size unknown: refused once the buffer fills past it", 10_000, 100, 0,
             .failure(.tooLarge(size: 4097))),
            ("larger than its hint and over the limit: all that was read is counted", 150, 100, 90,
             .failure(.tooLarge(size: 150))),
        ]
        for row in rows {
            let bytes = [UInt8](repeating: 7, count: row.size)
            let result = try reading(bytes) { DescriptorReading.readAll(from: $0, limit: row.limit, expectedCount: row.hint) }
            XCTAssertEqual(result.map(\.count), row.result, row.name)
        }
    }

    func testReadAll_failedReadGivesItsErrno() {
        let writeOnly = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { close(writeOnly) }
        let rows: [(name: String, descriptor: Int32)] = [
            ("descriptor open only for writing", writeOnly),
            ("no such descriptor", -1),
        ]
        for row in rows {
            XCTAssertEqual(DescriptorReading.readAll(from: row.descriptor, limit: 100), .failure(.failed(errno: EBADF)), row.name)
        }
    }

    func testReadInChunks_handsOverEveryPieceInOrder_andStopsWhenTold() throws {
        let content = (0..<10_000).map { UInt8($0 % 253) }
        var pieces: [[UInt8]] = []
        XCTAssertTrue(try reading(content) { descriptor in
            DescriptorReading.readInChunks(from: descriptor, chunkSize: 4096) { pieces.append($0); return true }
        })
        XCTAssertEqual(pieces.map(\.count), [4096, 4096, 1808])
        XCTAssertEqual(pieces.flatMap { $0 }, content)
        var calls = 0
        XCTAssertFalse(try reading(content) { descriptor in
            DescriptorReading.readInChunks(from: descriptor, chunkSize: 4096) { _ in calls += 1; return false }
        }, "a piece refused ends the reading as a failure")
        XCTAssertEqual(calls, 1)
        XCTAssertFalse(DescriptorReading.readInChunks(from: -1) { _ in true }, "a failed read")
    }

    /// Runs `read` on a descriptor of a temporary file holding `bytes`.
    private func reading<T>(_ bytes: [UInt8], _ read: (Int32) -> T) throws -> T {
        let path = NSTemporaryDirectory() + "/descriptor-reading-\(UUID().uuidString)"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError(.ENOENT) }
        defer { close(descriptor) }
        return read(descriptor)
    }
}
