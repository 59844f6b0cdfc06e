#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineSupport

/// The SHA-256 of the running tool's own executable: the model, the stand-in, the driver and the rules are all
/// compiled into it, so a stored verdict names the exact tool that judged it (a version number does not change
/// with every build). Read once, from `/proc/self/exe`; `nil` where that cannot be read.
enum ToolFingerprint {
    static let current: String? = {
        let descriptor = open("/proc/self/exe", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return SHA256.digest(readingFrom: descriptor).map { Hexadecimal.lowercase($0) }
    }()
}
