#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineSupport

/// A checkout on disk. Every path is resolved inside the root, component by component
/// with `lstat` and `readlink` (see `CheckoutPathResolver`): a link that leads outside is
/// reported, never followed, and nothing outside the root is ever looked at. Only
/// regular files are opened, and without following a final link, so a FIFO or a device
/// cannot block or flood the reader.
public struct DirectorySource: CheckoutSource {
    public let displayName: String
    /// The root with every link resolved.
    public let resolvedRoot: String
    public let sizeLimit: Int

    /// Fails with a readable message when `root` is not an existing directory.
    public init(root: String, sizeLimit: Int = CheckoutLimits.maximumFileSize) throws(CheckoutOpenError) {
        guard let resolved = FilePaths.resolved(root) else {
            throw CheckoutOpenError(path: root, reason: "no such directory")
        }
        guard FilePaths.isDirectory(resolved) else {
            throw CheckoutOpenError(path: root, reason: "not a directory")
        }
        displayName = root
        resolvedRoot = resolved
        self.sizeLimit = sizeLimit
    }

    public var directory: String? { resolvedRoot }

    public var identity: CheckoutIdentity { CheckoutIdentity(displayName: displayName, root: resolvedRoot) }

    public func exists(_ path: String) -> Bool {
        (try? resolve(path, followingFinalLink: false).get()) != nil
    }

    public func read(_ path: String) -> Result<[UInt8], FileProblem> {
        resolve(path, followingFinalLink: true).flatMap { resolved in
            // Resolution left no link on the way; opening component by component with O_NOFOLLOW
            // refuses one put there since, on the way as well as at the end.
            RegularFileReader.read(relative: resolved, under: resolvedRoot, limit: sizeLimit)
        }
    }

    /// The path `path` names inside the root, relative to it and free of links.
    private func resolve(_ path: String, followingFinalLink: Bool) -> Result<String, FileProblem> {
        CheckoutPathResolver.resolve(
            path, followingFinalLink: followingFinalLink, node: node, linkTarget: linkTarget)
    }

    private func onDisk(_ relative: String) -> String {
        relative.isEmpty ? resolvedRoot : resolvedRoot + "/" + relative
    }

    private func node(_ relative: String) -> Result<CheckoutNode, FileProblem> {
        var info = stat()
        guard lstat(onDisk(relative), &info) == 0 else {
            return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(reason: errorText()))
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .success(.directory)
        case S_IFLNK: return .success(.symbolicLink)
        default: return .success(.leaf)
        }
    }

    private func linkTarget(_ relative: String) -> Result<String, FileProblem> {
        let limit = CheckoutPathResolver.maximumLinkTarget
        var buffer = [CChar](repeating: 0, count: limit + 1)
        let count = readlink(onDisk(relative), &buffer, limit + 1)
        guard count >= 0 else { return .failure(.unreadable(reason: errorText())) }
        guard count <= limit else {
            return .failure(.unreadable(reason: "symbolic link target is over \(limit) bytes"))
        }
        return String(validating: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self).map { .success($0) }
            ?? .failure(.unreadable(reason: "symbolic link target is not UTF-8"))
    }

    private func errorText() -> String {
        String(cString: strerror(errno))
    }
}

/// A checkout that cannot be opened at all (a usage error, exit code 2).
public struct CheckoutOpenError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}
