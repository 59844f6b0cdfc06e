import Foundation

/// A throwaway git repository: a work tree (`path`) and, apart from it, a directory (`outside`) for what
/// a test keeps out of the work tree: a bare remote, a linked work tree, a plain directory.
/// git runs with an environment that ignores the machine's and the user's configuration; hooks stay enabled.
public final class GitRepository {
    /// The work tree, `.git` included.
    public let directory: TemporaryDirectory
    /// Outside the work tree, so that nothing put there is committed; also git's home directory.
    public let outside: TemporaryDirectory
    public var path: String { directory.path }

    /// Variables added to (or replacing) the fixed environment, e.g. a `PATH` that holds swiftc.
    public var extraEnvironment: [String: String] = [:]

    public var environment: [String: String] {
        ["PATH": "/usr/bin:/bin", "HOME": outside.path, "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null"]
            .merging(extraEnvironment) { $1 }
    }

    private static let git = "/usr/bin/git"

    public init() throws {
        directory = try TemporaryDirectory()
        outside = try TemporaryDirectory()
        try git("init", "-q", "-b", "main")
    }

    /// Runs git in `directory` (the work tree by default) and returns what it did, failed or not.
    @discardableResult
    public func run(_ arguments: [String], in directory: String? = nil) throws -> ProcessResult {
        try ProcessRunner.require(Self.git)
        return try ProcessRunner.run(Self.git, arguments, in: directory ?? path, environment: environment)
    }

    /// Runs git and fails the test setup when git fails; returns the output without surrounding white space.
    @discardableResult
    public func git(_ arguments: String..., in directory: String? = nil) throws -> String {
        let result = try run(arguments, in: directory)
        guard result.status == 0 else {
            throw SetupFailure(description: "git \(arguments.joined(separator: " ")) failed: \(result.output)\(result.error)")
        }
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Commits (by default everything in the work tree); returns the new commit's ID.
    @discardableResult
    public func commit(_ message: String, stagingAll: Bool = true) throws -> String {
        if stagingAll { try git("add", "-A") }
        try git("-c", "user.name=t", "-c", "user.email=t@e", "commit", "-q", "--allow-empty", "-m", message)
        return try git("rev-parse", "HEAD")
    }
}
