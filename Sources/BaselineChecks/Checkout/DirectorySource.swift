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

    public func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(resolvedRoot + "/" + path, &info) == 0
    }

    public func read(_ path: String) -> Result<[UInt8], FileProblem> {
        let full = resolvedRoot + "/" + path
        guard let target = FilePaths.resolved(full) else {
            return .failure(.missing)
        }
        guard target == resolvedRoot || target.hasPrefix(resolvedRoot == "/" ? "/" : resolvedRoot + "/") else {
            return .failure(.escapesCheckout(target: target))
        }
        return RegularFileReader.read(target, limit: sizeLimit)
    }
}

/// A checkout that cannot be opened at all (a usage error, exit code 2).
public struct CheckoutOpenError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}
