import BaselineChecks

/// Why programs cannot be sandboxed on this machine, and what would make them so.
struct SandboxUnavailable: Error, Sendable, Equatable, CustomStringConvertible {
    var reason: String
    var remedy: String

    static let installBubblewrap = "install it with `apt-get install bubblewrap`"

    var description: String { "\(reason); \(remedy)" }
}
