#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one loop that writes a whole buffer to a file descriptor.
package enum DescriptorWriting {
    /// Writes every byte, retrying interrupted and short writes. False when a write fails
    /// (`errno` is left as that write set it) or writes nothing.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = write(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
            if count < 0 && errno == EINTR { continue }
            // A write that makes no progress would make none on a retry either.
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    package static func writeAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// Writes the UTF-8 of `text`.
    package static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }
}
