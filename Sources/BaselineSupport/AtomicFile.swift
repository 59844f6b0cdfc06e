#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file in one step: the content goes to a temporary file in the same
/// directory, which is then renamed over the target, so that a reader (git running a
/// hook) sees the old file or the new one, never a part of either.
package enum AtomicFile {
    package static func write(_ contents: String, to path: String, mode: mode_t) throws(AtomicFileError) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard let (descriptor, temporary) = TemporaryPaths.makeFile(prefix: directory + "/." + name + ".tmp-") else {
            throw AtomicFileError(path: path, systemError: errno)
        }
        defer { TemporaryPaths.unregister(temporary) }
        let written = DescriptorWriting.writeAll(Array(contents.utf8), to: descriptor)
            && fchmod(descriptor, mode) == 0 && fsync(descriptor) == 0
        let failure = errno
        close(descriptor)
        guard written, rename(temporary, path) == 0 else {
            let error = AtomicFileError(path: path, systemError: written ? errno : failure)
            unlink(temporary)
            throw error
        }
    }
}

/// A file that could not be written, and the system's reason.
package struct AtomicFileError: Error, CustomStringConvertible {
    package var path: String
    package var systemError: Int32
    package var description: String { "cannot write \(path): \(String(cString: strerror(systemError)))" }
}
