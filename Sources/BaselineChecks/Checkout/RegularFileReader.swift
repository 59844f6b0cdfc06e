#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole regular file, refusing anything else (a FIFO, a device, a
/// directory) and anything over a size limit, without blocking on open.
enum RegularFileReader {
    /// With `followingFinalLink` false, a link at `path` is refused (`O_NOFOLLOW`), not followed.
    static func read(_ path: String, limit: Int, followingFinalLink: Bool = true) -> Result<[UInt8], FileProblem> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (followingFinalLink ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT: return .failure(.missing)
            case ELOOP where !followingFinalLink: return .failure(.notARegularFile(kind: "symbolic link"))
            default: return .failure(.unreadable(reason: errorText()))
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return .failure(.unreadable(reason: errorText()))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(.notARegularFile(kind: kindName(info.st_mode)))
        }
        guard Int(info.st_size) <= limit else {
            return .failure(.tooLarge(size: Int(info.st_size), limit: limit))
        }
        return readAll(descriptor, expected: Int(info.st_size), limit: limit)
    }

    /// Reads to the end, even if the file grew since `fstat`, but never past the limit.
    private static func readAll(_ descriptor: Int32, expected: Int, limit: Int) -> Result<[UInt8], FileProblem> {
        var bytes = [UInt8](repeating: 0, count: expected + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard bytes.count <= limit else {
                    return .failure(.tooLarge(size: bytes.count, limit: limit))
                }
                bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count)))
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(reason: errorText()))
            }
            if got == 0 { break }
            count += got
        }
        guard count <= limit else {
            return .failure(.tooLarge(size: count, limit: limit))
        }
        bytes.removeSubrange(count...)
        return .success(bytes)
    }

    private static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "directory"
        case S_IFIFO: "FIFO"
        case S_IFSOCK: "socket"
        case S_IFCHR: "character device"
        case S_IFBLK: "block device"
        default: "special file"
        }
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}

/// `read(2)`, named apart from the reader's own `read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
