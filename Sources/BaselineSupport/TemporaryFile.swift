#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A private temporary file holding given bytes, removed when the value is released.
package final class TemporaryFile {
    package let path: String

    package init?(contents: [UInt8]) {
        let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        guard let (descriptor, path) = TemporaryPaths.makeFile(prefix: directory + "/check-baseline-") else { return nil }
        self.path = path
        let written = DescriptorWriting.writeAll(contents, to: descriptor)
        close(descriptor)
        if !written {
            TemporaryPaths.remove(path)
            return nil
        }
    }

    deinit { TemporaryPaths.remove(path) }
}
