#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Scans that every check runs over every byte of the files it reads (line tables, phrase searches),
/// done a word or a vector at a time rather than a byte at a time.
extension UnsafeBufferPointer<UInt8> {
    /// The index of the first `byte` in `range`, or `nil`; found by the C library's `memchr`.
    package func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range outside the buffer")
        guard !range.isEmpty, let base = baseAddress,
              let found = memchr(base + range.lowerBound, Int32(byte), range.count) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Whether every byte in `range` is ASCII.
    package func isASCII(_ range: Range<Int>) -> Bool {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range outside the buffer")
        guard !range.isEmpty, let base = baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var bits: UInt64 = 0
        var index = range.lowerBound
        while index + 8 <= range.upperBound {
            bits |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < range.upperBound {
            bits |= UInt64(base[index])
            index += 1
        }
        return bits & 0x8080_8080_8080_8080 == 0
    }
}
