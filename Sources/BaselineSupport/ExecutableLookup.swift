#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds a trusted system program on PATH, never one an audited checkout provides:
/// a PATH entry such as direnv's `$PWD/bin` must not make the tool run the checkout's code.
package enum ExecutableLookup {
    /// The first `name` in an absolute directory of `searchPath` that, with every link
    /// resolved, is a regular executable file, where neither that directory nor the file
    /// lies inside `excluded` (a resolved checkout root). Returns the resolved path, so
    /// that what runs is what was checked.
    package static func find(_ name: String, outside excluded: String?, searchPath: String = currentSearchPath) -> String? {
        find(name, outside: excluded.map { [$0] } ?? [], searchPath: searchPath)
    }

    /// The same, outside every one of several roots (the checkout and the repository enclosing it).
    package static func find(_ name: String, outside excluded: [String], searchPath: String = currentSearchPath) -> String? {
        for entry in searchPath.split(separator: ":") where entry.hasPrefix("/") {
            // Most entries hold no such program: one stat rules them out before any resolving.
            var info = stat()
            guard stat(entry + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
                  let directory = FilePaths.resolved(String(entry)), !isInside(directory, excluded),
                  let candidate = FilePaths.resolved(directory + "/" + name), !isInside(candidate, excluded),
                  stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0
            else { continue }
            return candidate
        }
        return nil
    }

    /// The tool's own PATH.
    package static var currentSearchPath: String {
        getenv("PATH").map { String(cString: $0) } ?? ""
    }

    private static func isInside(_ path: String, _ roots: [String]) -> Bool {
        roots.contains { root in path == root || path.hasPrefix(root == "/" ? "/" : root + "/") }
    }
}
