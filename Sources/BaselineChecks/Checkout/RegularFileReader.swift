#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineSupport

/// Reads a whole regular file, refusing anything else (a FIFO, a device, a
/// directory) and anything over a size limit, without blocking on open. Package-wide: install-hook
/// (BaselineCommand) reads an existing hook through it.
package enum RegularFileReader {
    /// With `followingFinalLink` false, a link at `path` is refused (`O_NOFOLLOW`), not followed.
    package static func read(_ path: String, limit: Int, followingFinalLink: Bool = true) -> Result<[UInt8], FileProblem> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (followingFinalLink ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT: return .failure(.missing)
            case ELOOP where !followingFinalLink: return .failure(.notARegularFile(kind: "symbolic link"))
            default: return .failure(.unreadable(reason: errorText()))
            }
        }
        defer { close(descriptor) }
        return read(descriptor, limit: limit)
    }

    /// Reads `relative` (components free of links, as `CheckoutPathResolver` returns them) below the
    /// directory `root`, opening one component at a time with `openat` and `O_NOFOLLOW`: a directory
    /// swapped for a link since the path was resolved is refused, never followed, where a second
    /// lookup of the whole path would follow it out of the checkout.
    static func read(relative: String, under root: String, limit: Int) -> Result<[UInt8], FileProblem> {
        var directory = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { return .failure(.unreadable(reason: errorText())) }
        let components = FilePaths.components(relative)
        guard let last = components.last else {
            defer { close(directory) }
            return read(directory, limit: limit)
        }
        for component in components.dropLast() {
            let next = openat(directory, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let failure = errno
            close(directory)
            guard next >= 0 else { return .failure(changed(failure)) }
            directory = next
        }
        let descriptor = openat(directory, last, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | O_NOFOLLOW)
        let failure = errno
        close(directory)
        guard descriptor >= 0 else {
            return .failure(failure == ELOOP ? .notARegularFile(kind: "symbolic link") : changed(failure))
        }
        defer { close(descriptor) }
        return read(descriptor, limit: limit)
    }

    /// Why a component that resolution found could not be opened: gone, or no longer what it was.
    private static func changed(_ code: Int32) -> FileProblem {
        switch code {
        case ENOENT: .missing
        case ELOOP, ENOTDIR: .unreadable(reason: "the path changed while it was read (a directory became a link or a file)")
        default: .unreadable(reason: errorText(code))
        }
    }

    /// The whole regular file open at `descriptor`, within `limit`.
    private static func read(_ descriptor: Int32, limit: Int) -> Result<[UInt8], FileProblem> {
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
