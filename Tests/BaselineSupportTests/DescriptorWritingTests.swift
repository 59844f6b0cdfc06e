#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineSupport
import Foundation
import XCTest

final class DescriptorWritingTests: XCTestCase {
    func testWriteAll_everyByteArrivesWhateverTheSizeAndForm() throws {
        let rows: [(name: String, bytes: [UInt8])] = [
            ("nothing", []),
            ("one byte", [0x41]),
            ("multi-byte UTF-8", Array("é ✓ 😀\n".utf8)),
            ("more than a pipe holds (64 KiB), so the writer waits on the reader", (0..<300_000).map { UInt8($0 % 128) }),
        ]
        for row in rows {
            let asBytes = try written(by: { DescriptorWriting.writeAll(row.bytes, to: $0) })
            XCTAssertTrue(asBytes == row.bytes, "\(row.name): \(asBytes.count) of \(row.bytes.count) bytes")
            let asText = try written(by: { DescriptorWriting.writeAll(String(decoding: row.bytes, as: UTF8.self), to: $0) })
            XCTAssertTrue(asText == row.bytes, "\(row.name), as text: \(asText.count) of \(row.bytes.count) bytes")
        }
    }

    func testWriteAll_failureIsFalseWithTheWritesErrno() throws {
        let readOnly = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer { close(readOnly) }
        let rows: [(name: String, descriptor: Int32, errno: Int32)] = [
            ("descriptor open only for reading", readOnly, EBADF),
            ("no such descriptor", -1, EBADF),
        ]
        for row in rows {
            let succeeded = DescriptorWriting.writeAll([1, 2, 3], to: row.descriptor)
            let error = errno
            XCTAssertFalse(succeeded, row.name)
            XCTAssertEqual(error, row.errno, row.name)
            XCTAssertFalse(DescriptorWriting.writeAll("text", to: row.descriptor), "\(row.name), as text")
        }
    }

    /// What `write` puts into a pipe, read on another thread so that large writes do not block forever.
    private func written(by write: (Int32) -> Bool) throws -> [UInt8] {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(.EIO) }
        let reader = ends[0]
        let collected = Collected()
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                collected.append(buffer[0..<count])
            }
            collected.finish()
        }
        thread.start()
        let succeeded = write(ends[1])
        close(ends[1])
        collected.waitUntilFinished()
        close(reader)
        XCTAssertTrue(succeeded)
        return collected.bytes
    }
}

/// Bytes gathered by a reader thread.
private final class Collected: @unchecked Sendable {
    private let condition = NSCondition()
    private var gathered: [UInt8] = []
    private var finished = false

    func append(_ bytes: ArraySlice<UInt8>) {
        condition.lock()
        gathered += bytes
        condition.unlock()
    }

    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    func waitUntilFinished() {
        condition.lock()
        while !finished { condition.wait() }
        condition.unlock()
    }

    var bytes: [UInt8] {
        condition.lock()
        defer { condition.unlock() }
        return gathered
    }
}
