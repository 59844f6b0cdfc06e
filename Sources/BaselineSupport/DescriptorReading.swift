#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The loops that read a file descriptor to its end: whole, or a piece at a time.
package enum DescriptorReading {
    package enum Failure: Error, Equatable, Sendable {
        /// More than the limit arrived; `size` is how much had been read when that was seen.
        case tooLarge(size: Int)
        /// A read failed with this `errno`.
        case failed(errno: Int32)
    }

    /// Reads until end of file, retrying interrupted reads, and refuses more than `limit` bytes.
    /// `expectedCount` (a size from `fstat`, say) sizes the first buffer, so that a file that
    /// keeps its size is read in one call and one more that sees its end; it is only a hint.
    package static func readAll(
        from descriptor: Int32, limit: Int, expectedCount: Int = 0
    ) -> Result<[UInt8], Failure> {
        var bytes = [UInt8](repeating: 0, count: max(0, expectedCount) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard bytes.count <= limit else { return .failure(.tooLarge(size: bytes.count)) }
                bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count)))
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(.failed(errno: errno))
            }
            if got == 0 { break }
            count += got
        }
        guard count <= limit else { return .failure(.tooLarge(size: count)) }
        bytes.removeSubrange(count...)
        return .success(bytes)
    }

    /// Reads until end of file in pieces of at most `chunkSize` bytes, retrying interrupted reads, and hands
    /// each piece to `consume`; false when a read fails or `consume` returns false.
    package static func readInChunks(
        from descriptor: Int32, chunkSize: Int = 1 << 16, _ consume: ([UInt8]) -> Bool
    ) -> Bool {
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return count == 0 }
            guard consume(Array(buffer[0..<count])) else { return false }
        }
    }
}
