#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an unconfined run has instead of the sandbox's private `/tmp`: a new private directory
/// for its temporary files, with an empty home in it, removed with all it holds (links are
/// removed, never followed) when released.
final class ScratchDirectory {
    let path: String
    var home: String { path + "/home" }

    /// A directory under the tool's `TMPDIR` (or `/tmp`), given to `owner` when the program runs as another user.
    init(owner: SandboxUser?) throws(ChildProcessError) {
        let parent = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((parent + "/check-baseline-run-XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw ChildProcessError("cannot create a directory in \(parent): \(String(cString: strerror(errno)))")
        }
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard mkdir(home, 0o700) == 0 else {
            throw ChildProcessError("cannot create \(home): \(String(cString: strerror(errno)))")
        }
        try owner?.handOver(path)
        try owner?.handOver(home)
    }

    deinit {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if descriptor >= 0 { Self.removeContents(of: descriptor, depth: 0) }
        rmdir(path)
    }

    /// Removes what the directory open as `descriptor` holds, and closes it. Nesting deeper
    /// than 64 levels (only a hostile program makes it) is left behind rather than followed
    /// at the cost of a descriptor and a stack frame a level.
    private static func removeContents(of descriptor: Int32, depth: Int) {
        guard let stream = fdopendir(descriptor) else {
            close(descriptor)
            return
        }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            // The name's bytes as they are: a name that is not UTF-8 must not escape removal.
            let name = withUnsafeBytes(of: entry.pointee.d_name) { $0.prefix { $0 != 0 }.map { CChar(bitPattern: $0) } } + [0]
            guard name != [46, 0], name != [46, 46, 0] else { continue }
            // Linux answers EISDIR for a directory, POSIX EPERM.
            guard unlinkat(descriptor, name, 0) != 0, errno == EISDIR || errno == EPERM, depth < 64 else { continue }
            let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if child >= 0 { removeContents(of: child, depth: depth + 1) }
            unlinkat(descriptor, name, AT_REMOVEDIR)
        }
    }
}
