#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineSupport

/// Files a compile left for the tool to read (objects, libraries), read whole without following a link.
package enum BuildProduct {
    /// The most a product may take: a control's object is about 100 KB, the UIKit stand-in's library 1 MB.
    static let limit = 64 << 20

    /// The file at `path`, whole; `nil` when it is missing, a link, or past the limit.
    package static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return try? DescriptorReading.readAll(from: descriptor, limit: limit).get()
    }
}
