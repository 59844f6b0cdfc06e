#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineChecks
import BaselineSupport
import Synchronization

/// Where compiled stand-ins and controls are kept between runs: `$XDG_CACHE_HOME/check-baseline`, else
/// `~/.cache/check-baseline`, private to the user (refused when it is not). An entry is a directory named by
/// the hash of everything that went into it, with the SHA-256 of its products (`EntryManifest`); it is built
/// in a private temporary directory beside it and renamed into place whole, so that a reader never sees half
/// an entry and two runs building the same entry do not clash.
/// mutation-score (MutationTesting's `VerdictStore`) keeps its verdicts here too, an entry each.
package struct BuildCache: Sendable {
    package let directory: String
    /// The entries found damaged during this run and removed, for standard error.
    package let notices = Notices()

    package struct Unusable: Error, CustomStringConvertible {
        package let description: String
    }

    /// Lines of what the cache had to repair, gathered from every thread that builds.
    package final class Notices: Sendable {
        private let lines = Mutex<[String]>([])

        func add(_ line: String) { lines.withLock { $0.append(line) } }
        package var all: [String] { lines.withLock { $0 } }
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
    package init(base: String) throws(Unusable) {
        directory = try CacheFolders.prepare(base: base, below: ["check-baseline", "verify-control"])
    }

    /// Whether an entry for `key` is there (not whether it is whole: `entry` says that).
    package func has(_ key: String) -> Bool {
        var info = stat()
        return lstat(directory + "/" + key, &info) == 0
    }

    /// The entry for `key` when it was built before and holds `products` as they were published. One that
    /// does not (a product changed or gone, no manifest) is removed, and said, so that it is built again.
    package func entry(_ key: String, products: [String]) -> String? {
        let path = directory + "/" + key
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        guard let damage = EntryManifest.damage(of: path, products: products) else { return path }
        discard(path)
        notices.add("the cache entry \(path) was damaged (\(damage)): removed, to be built again")
        return nil
    }

    /// Makes the entry for `key` from `products`, files in the directory `work`: they are copied into a
    /// directory of its own with their manifest, which is then renamed into place whole. When another run
    /// published the same entry first, that one is kept.
    package func publish(_ key: String, products: [String], from work: String) -> Result<String, Unusable> {
        guard let staging = Self.makeTemporaryDirectory(in: directory) else {
            return .failure(Unusable(description: "cannot create a directory in \(directory)"))
        }
        let filled = products.allSatisfy { FileCopy.copy(work + "/" + $0, to: staging + "/" + $0, mode: 0o755) }
        guard filled, EntryManifest.write(products, into: staging), chmod(staging, 0o755) == 0 else {
            TemporaryPaths.remove(staging)
            return .failure(Unusable(description: "cannot write the build products into \(directory)"))
        }
        let path = directory + "/" + key
        if rename(staging, path) != 0 {
            let reason = String(cString: strerror(errno))
            TemporaryPaths.remove(staging)
            guard EntryManifest.damage(of: path, products: products) == nil else {
                return .failure(Unusable(description: "cannot publish \(path): \(reason)"))
            }
        }
        TemporaryPaths.unregister(staging)
        return .success(path)
    }

    /// Removes the entry for `key`, said with `reason` when it is one of damage (an entry whose products hold
    /// but are not what its user expects), so that it is made again.
    package func discard(_ key: String, because reason: String?) {
        let path = directory + "/" + key
        discard(path)
        if let reason { notices.add("the cache entry \(path) was damaged (\(reason)): removed, to be built again") }
    }

    /// Moves the entry at `path` aside in one step, so that its name is free for the rebuilt one at once
    /// (another run may be rebuilding it too), then removes it without following a link.
    private func discard(_ path: String) {
        guard let aside = Self.makeTemporaryDirectory(in: directory) else { return }
        rename(path, aside + "/damaged")
        TemporaryPaths.remove(aside)
    }

    /// A new private directory `in` a parent, named `tmp-` and random characters.
    package static func makeTemporaryDirectory(in parent: String) -> String? {
        TemporaryPaths.makeDirectory(prefix: parent + "/tmp-")
    }
}
