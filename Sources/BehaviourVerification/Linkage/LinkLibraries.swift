#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineSupport
import Synchronization

/// The libraries a compiled control's references may resolve to, each read once per run and kept: the UIKit
/// stand-in's static library (the tool's own build, from its cache entry), and the Swift runtime's and XCTest's
/// shared libraries in the toolchain. A reference is allowed by what actually defines it, not by how its name
/// looks (`LinkCheck`).
final class LinkLibraries: Sendable {
    /// The toolchain's directory of Swift's shared libraries for Linux.
    let directory: String
    private let standIns = Mutex<[String: Set<String>]>([:])
    private let shared = Mutex<[String: ELFDynamicSymbols]>([:])

    /// The libraries of the toolchain whose compiler is `compiler` (`…/usr/bin/swift-driver`): in
    /// `…/usr/lib/swift/linux`.
    init(compiler: String) {
        var parts = compiler.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast(min(2, parts.count))
        directory = parts.joined(separator: "/") + "/lib/swift/linux"
    }

    /// The names the stand-in's static library at `path` defines for other objects (local ones left out).
    func standIn(_ path: String) throws(ELFError) -> Set<String> {
        if let known = standIns.withLock({ $0[path] }) { return known }
        guard let bytes = BuildProduct.contents(of: path) else {
            throw ELFError("cannot read the UIKit stand-in's library \(path)")
        }
        var names: Set<String> = []
        for member in try StaticArchive(bytes).members {
            for symbol in try ELFFile(Array(member.bytes)).symbols() where symbol.isDefined && symbol.binding != .local {
                names.insert(symbol.name)
            }
        }
        standIns.withLock { $0[path] = names }
        return names
    }

    /// The dynamic symbols of the library `name` of the toolchain; `nil` when the toolchain has no such library.
    func library(_ name: String) throws(ELFError) -> ELFDynamicSymbols? {
        if let known = shared.withLock({ $0[name] }) { return known }
        let path = directory + "/" + name
        guard access(path, F_OK) == 0 else { return nil }
        let symbols = try ELFDynamicSymbols(path: path)
        shared.withLock { $0[name] = symbols }
        return symbols
    }
}
