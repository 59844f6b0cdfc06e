#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineChecks
import BaselineSupport

/// Where compiled stand-ins and controls are kept between runs: `$XDG_CACHE_HOME/check-baseline`, else
/// `~/.cache/check-baseline`, private to the user (refused when it is not). An entry is a directory named by the hash of everything
/// that went into it; it is built in a private temporary directory beside it and renamed into place whole,
/// so that a reader never sees half an entry and two runs building the same entry do not clash.
struct BuildCache: Sendable {
    let directory: String

    struct Unusable: Error, CustomStringConvertible {
        let description: String
    }

    /// The cache for this user, created when missing.
    static func standard() throws(Unusable) -> BuildCache {
        if let xdg = getenv("XDG_CACHE_HOME").map({ String(cString: $0) }), xdg.hasPrefix("/") {
            return try BuildCache(base: xdg)
        }
        if let home = getenv("HOME").map({ String(cString: $0) }), home.hasPrefix("/") {
            return try BuildCache(base: home + "/.cache")
        }
        throw Unusable(description: "neither XDG_CACHE_HOME nor HOME names a directory for the build cache")
    }

    /// The cache in `base/check-baseline/verify-control`, made private where missing; refused when anyone but
    /// this user (or root, above `base`) could change it (`CacheFolders`).
    init(base: String) throws(Unusable) {
        directory = try CacheFolders.prepare(base: base, below: ["check-baseline", "verify-control"])
    }

    /// The entry for `key` when it was built before.
    func entry(_ key: String) -> String? {
        let path = directory + "/" + key
        return FilePaths.isDirectory(path) ? path : nil
    }

    /// Makes the entry for `key` from `products`, files in the directory `work`: they are copied into a
    /// directory of its own, which is then renamed into place whole. When another run published the same
    /// entry first, that one is kept.
    func publish(_ key: String, products: [String], from work: String) -> Result<String, Unusable> {
        guard let staging = Self.makeTemporaryDirectory(in: directory) else {
            return .failure(Unusable(description: "cannot create a directory in \(directory)"))
        }
        let filled = products.allSatisfy { FileCopy.copy(work + "/" + $0, to: staging + "/" + $0, mode: 0o755) }
        guard filled, chmod(staging, 0o755) == 0 else {
            TemporaryPaths.remove(staging)
            return .failure(Unusable(description: "cannot write the build products into \(directory)"))
        }
        let path = directory + "/" + key
        if rename(staging, path) != 0 {
            let reason = String(cString: strerror(errno))
            TemporaryPaths.remove(staging)
            guard FilePaths.isDirectory(path) else {
                return .failure(Unusable(description: "cannot publish \(path): \(reason)"))
            }
        }
        TemporaryPaths.unregister(staging)
        return .success(path)
    }

    /// A new private directory `in` a parent, named `tmp-` and random characters.
    static func makeTemporaryDirectory(in parent: String) -> String? {
        TemporaryPaths.makeDirectory(prefix: parent + "/tmp-")
    }
}
