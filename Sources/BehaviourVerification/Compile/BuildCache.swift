#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineChecks
import BaselineSupport

/// Where compiled stand-ins and controls are kept between runs: `$XDG_CACHE_HOME/check-baseline`, else
/// `~/.cache/check-baseline`, private to the user. An entry is a directory named by the hash of everything
/// that went into it; it is built in a private temporary directory beside it and renamed into place whole,
/// so that a reader never sees half an entry and two runs building the same entry do not clash.
struct BuildCache: Sendable {
    let directory: String

    struct Unusable: Error, CustomStringConvertible {
        let description: String
    }

    /// The cache for this user, created when missing.
    static func standard() throws(Unusable) -> BuildCache {
        let base: String
        if let xdg = getenv("XDG_CACHE_HOME").map({ String(cString: $0) }), xdg.hasPrefix("/") {
            base = xdg
        } else if let home = getenv("HOME").map({ String(cString: $0) }), home.hasPrefix("/") {
            base = home + "/.cache"
        } else {
            throw Unusable(description: "neither XDG_CACHE_HOME nor HOME names a directory for the build cache")
        }
        return try BuildCache(directory: base + "/check-baseline/verify-control")
    }

    /// The cache in `directory` (created with its parents, private).
    init(directory: String) throws(Unusable) {
        var path = ""
        for part in directory.split(separator: "/") {
            path += "/" + part
            if mkdir(path, 0o700) != 0 && errno != EEXIST {
                throw Unusable(description: "cannot create \(path): \(String(cString: strerror(errno)))")
            }
        }
        guard FilePaths.isDirectory(directory) else { throw Unusable(description: "\(directory) is not a directory") }
        self.directory = directory
    }

    /// The entry for `key` when it was built before.
    func entry(_ key: String) -> String? {
        let path = directory + "/" + key
        return FilePaths.isDirectory(path) ? path : nil
    }

    /// Makes the entry for `key`: `fill` writes it in a directory of its own, which is then renamed into
    /// place whole. When another run published the same entry first, that one is kept.
    func publish(_ key: String, fill: (String) -> Bool) -> Result<String, Unusable> {
        guard let staging = Self.makeTemporaryDirectory(in: directory) else {
            return .failure(Unusable(description: "cannot create a directory in \(directory)"))
        }
        guard fill(staging), chmod(staging, 0o755) == 0 else {
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
