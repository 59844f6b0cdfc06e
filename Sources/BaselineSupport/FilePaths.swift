#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Questions about paths on disk that several parts of the tool ask.
package enum FilePaths {
    /// `path` with every link, `.` and `..` resolved, or `nil` when it does not exist.
    package static func resolved(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The parts of a path between `/` (empty ones dropped unless `keepingEmpty`), split by bytes:
    /// splitting a `String` by `Character` walks grapheme clusters, and was most of the time spent
    /// resolving a history's paths.
    package static func components(_ path: String, keepingEmpty: Bool = false) -> [String] {
        path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: !keepingEmpty).map { String(Substring($0)) }
    }

    /// Whether `path` is a directory, following links.
    package static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether something exists at `path` (a link to nothing does not), following links.
    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The outermost directory whose programs must never run for `checkout`: the root of the git work tree
    /// around it (the nearest directory up from it holding `.git`), else the checkout itself, resolved.
    package static func untrustedRoot(of checkout: String) -> String? {
        guard let start = resolved(checkout) else { return nil }
        var directory = start
        while true {
            var info = stat()
            if lstat(directory + "/.git", &info) == 0 { return directory }
            guard let slash = directory.lastIndex(of: "/"), directory != "/" else { return start }
            directory = slash == directory.startIndex ? "/" : String(directory[..<slash])
        }
    }
}
