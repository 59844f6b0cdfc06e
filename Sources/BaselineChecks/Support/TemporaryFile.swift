#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineSupport

/// A private temporary file holding given bytes, removed when the value is released.
final class TemporaryFile {
    let path: String

    init?(contents: [UInt8]) {
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
