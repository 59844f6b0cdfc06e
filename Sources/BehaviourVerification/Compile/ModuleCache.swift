#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineSupport

/// The compiler's module cache (the C modules Swift imports: the C library, SwiftShims, Dispatch, Foundation's
/// shims), kept from the stand-in's build and given to every later build as a copy. A build in a fresh cache
/// spends about a second of processor time making the same modules again (measured: a control's compile
/// 1.3 s of CPU with a fresh cache, 0.4 s with a filled one).
///
/// Clang records in each module the cache path it was built in and refuses it elsewhere, and every build has a
/// directory of its own: so in the sandbox each build's copy is mounted at one fixed path, `insideSandbox`.
/// Without the sandbox (`--no-sandbox`) nothing can be mounted, and builds make their modules as before.
enum ModuleCache {
    /// Where a build's module cache is mounted in the sandbox.
    static let insideSandbox = "/tmp/swift-module-cache"
    /// A build's module cache, in its work directory.
    static func directory(in work: String) -> String { work + "/module-cache" }
    /// The product of the cache entry that keeps the stand-in build's modules.
    static let packName = "module-cache.pack"

    /// The cache's files deeper than this are none of the compiler's (it writes a folder a configuration, and
    /// its modules in it).
    private static let depth = 2
    /// The pack's first line, so that a file of another kind is never unpacked.
    private static let signature = Array("check-baseline module cache 1\n".utf8)

    /// The files of the module cache `directory`, packed: each its relative path, a line break, its size in
    /// decimal, a line break and its bytes. `nil` when a file cannot be read.
    static func pack(_ directory: String) -> [UInt8]? {
        var bytes = signature
        for path in files(in: directory, below: "", depth: depth) {
            guard let contents = BuildProduct.contents(of: directory + "/" + path) else { return nil }
            bytes += Array("\(path)\n\(contents.count)\n".utf8) + contents
        }
        return bytes
    }

    /// Writes the files of `pack` into `directory`, making the folders they are in; false when the pack is not
    /// one (a path that climbs out, is absolute or deeper than the compiler writes, a size past the end).
    static func unpack(_ pack: [UInt8], into directory: String) -> Bool {
        guard pack.starts(with: signature) else { return false }
        var index = signature.count
        func line() -> String? {
            guard let end = pack[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            defer { index = end + 1 }
            return String(decoding: pack[index..<end], as: UTF8.self)
        }
        while index < pack.count {
            guard let path = line(), let sizeText = line(), let size = Int(sizeText), size >= 0,
                  size <= pack.count - index, isRelative(path)
            else { return false }
            let parts = path.split(separator: "/").map(String.init)
            var folder = directory
            for part in parts.dropLast() {
                folder += "/" + part
                guard mkdir(folder, 0o755) == 0 || errno == EEXIST else { return false }
            }
            guard FileCopy.write(pack[index..<index + size], to: directory + "/" + path) else { return false }
            index += size
        }
        return true
    }

    /// A path the compiler could have written in its cache: relative, no `.` or `..`, no deeper than it writes.
    private static func isRelative(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.count <= depth && parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    /// The regular files below `directory` (links and other kinds left out), relative to it, sorted.
    private static func files(in directory: String, below prefix: String, depth: Int) -> [String] {
        guard depth > 0 else { return [] }
        let entries = DirectoryListing.entries(of: directory + (prefix.isEmpty ? "" : "/" + prefix))
        let path = { (name: String) in prefix.isEmpty ? name : prefix + "/" + name }
        return (entries.files.map(path) + entries.directories.flatMap { files(in: directory, below: path($0), depth: depth - 1) })
            .sorted()
    }
}
