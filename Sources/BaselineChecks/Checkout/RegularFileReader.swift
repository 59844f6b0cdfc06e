#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineSupport

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
        // To the end, even if the file grew since `fstat`, but never past the limit.
        return DescriptorReading.readAll(from: descriptor, limit: limit, expectedCount: Int(info.st_size)).mapError {
            switch $0 {
            case .tooLarge(let size): .tooLarge(size: size, limit: limit)
            case .failed(let code): .unreadable(reason: errorText(code))
            }
        }
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

    private static func errorText(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }
}
