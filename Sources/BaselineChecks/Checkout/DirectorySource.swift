#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A checkout on disk. Every path is resolved inside the root: a link that leads
/// outside is reported, never read; only regular files are opened, so a FIFO or a
/// device cannot block or flood the reader.
public struct DirectorySource: CheckoutSource {
    public let displayName: String
    /// The root with every link resolved.
    public let resolvedRoot: String
    public let sizeLimit: Int

    /// Fails with a readable message when `root` is not an existing directory.
    public init(root: String, sizeLimit: Int = CheckoutLimits.maximumFileSize) throws(CheckoutOpenError) {
        guard let resolved = Self.realPath(root) else {
            throw CheckoutOpenError(path: root, reason: "no such directory")
        }
        var info = stat()
        guard stat(resolved, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw CheckoutOpenError(path: root, reason: "not a directory")
        }
        displayName = root
        resolvedRoot = resolved
        self.sizeLimit = sizeLimit
    }

    public var directory: String? { resolvedRoot }

    public func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(resolvedRoot + "/" + path, &info) == 0
    }

    public func read(_ path: String) -> Result<[UInt8], FileProblem> {
        let full = resolvedRoot + "/" + path
        guard let target = Self.realPath(full) else {
            return .failure(.missing)
        }
        guard target == resolvedRoot || target.hasPrefix(resolvedRoot == "/" ? "/" : resolvedRoot + "/") else {
            return .failure(.escapesCheckout(target: target))
        }
        let descriptor = open(target, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .failure(.unreadable(reason: Self.errorText()))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return .failure(.unreadable(reason: Self.errorText()))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(.notARegularFile(kind: Self.kindName(info.st_mode)))
        }
        guard Int(info.st_size) <= sizeLimit else {
            return .failure(.tooLarge(size: Int(info.st_size), limit: sizeLimit))
        }
        return Self.readAll(descriptor, expected: Int(info.st_size), limit: sizeLimit)
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

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
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

/// `read(2)`, named apart from `CheckoutSource.read(_:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// A checkout that cannot be opened at all (a usage error, exit code 2).
public struct CheckoutOpenError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}
