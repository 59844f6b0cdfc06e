import BaselineChecks
import BaselineSupport

/// The Swift toolchain `verify-control` compiles with: `swiftc` found on PATH, never inside the audited
/// checkout or the repository around it, and the directory that holds it (bound read-only in the sandbox).
package struct Toolchain: Sendable {
    /// The resolved `swiftc`.
    let compiler: String
    /// The toolchain's root, e.g. `/opt/swift` for `/opt/swift/usr/bin/swiftc`.
    let root: String
    /// What `swiftc --version` prints: part of every cache key.
    package let version: String

    /// The first arguments of every compile: `swiftc` is a link to `swift-driver`, which picks its mode from
    /// the name it was run by, and the resolved path runs it by another name.
    static let driverMode = ["--driver-mode=swiftc"]

    /// Why no toolchain can be used.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// Finds `swiftc` outside every one of `untrustedRoots`.
    static func find(outside untrustedRoots: [String]) throws(Unavailable) -> Toolchain {
        guard let compiler = ExecutableLookup.find("swiftc", outside: untrustedRoots) else {
            throw Unavailable(description: "swiftc was not found on PATH (outside the checkout); verify-control"
                + " compiles the control with the Swift toolchain (https://www.swift.org/install/)")
        }
        let outcome = ChildProcess.run(compiler, driverMode + ["--version"], timeoutMilliseconds: 30_000)
        guard outcome.exitStatus == 0 else {
            throw Unavailable(description: "\(compiler) --version failed: \(outcome.output.prefix(200))")
        }
        return Toolchain(compiler: compiler, root: Self.root(of: compiler), version: outcome.output)
    }

    /// The root to bind read-only in the sandbox; `nil` when the system directories bound anyway hold it.
    var bindableRoot: String? {
        root == "/" || root == "/usr" || root.hasPrefix("/usr/") ? nil : root
    }

    /// Three levels up from `…/usr/bin/swiftc`; the directory of the compiler when the layout is another.
    static func root(of compiler: String) -> String {
        var parts = compiler.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 4, parts[parts.count - 2] == "bin", parts[parts.count - 3] == "usr" else {
            return String(compiler[..<(compiler.lastIndex(of: "/") ?? compiler.endIndex)])
        }
        parts.removeLast(3)
        let root = parts.joined(separator: "/")
        return root.isEmpty ? "/" : root
    }
}
