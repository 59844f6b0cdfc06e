import Foundation
import TestSupport

/// A throwaway directory holding a git repository (`work`) and whatever else a hook
/// test needs beside it (a bare remote, a linked work tree). git runs isolated from
/// the machine's and the user's configuration; hooks stay enabled.
final class HookTestRepository {
    let root: String
    var work: String { root + "/work" }
    var hooks: String { work + "/.git/hooks" }

    init() throws {
        root = NSTemporaryDirectory() + "hook-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/work", withIntermediateDirectories: true)
        try git("init", "-q", "-b", "main")
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    private static let git = "/usr/bin/git"

    /// Variables added to (or replacing) the fixed environment, e.g. a `PATH` that holds swiftc.
    var extraEnvironment: [String: String] = [:]

    var environment: [String: String] {
        ["PATH": "/usr/bin:/bin", "HOME": root, "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null"]
            .merging(extraEnvironment) { $1 }
    }

    /// Runs git in `directory` (the work tree by default) and returns what it did.
    @discardableResult
    func run(_ arguments: [String], in directory: String? = nil) throws -> ProcessResult {
        try ProcessRunner.require(Self.git)
        return try ProcessRunner.run(Self.git, arguments, in: directory ?? work, environment: environment)
    }

    /// Runs git and fails the test setup when git fails.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let result = try run(arguments)
        guard result.status == 0 else {
            throw SetupFailure(description: "git \(arguments.joined(separator: " ")): \(result.error)")
        }
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @discardableResult
    func commitAll(_ message: String) throws -> String {
        try git("add", "-A")
        try git("-c", "user.name=t", "-c", "user.email=t@e", "commit", "-q", "--allow-empty", "-m", message)
        return try git("rev-parse", "HEAD")
    }

    func write(_ relativePath: String, _ contents: String) throws {
        let path = work + "/" + relativePath
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// `check-baseline install-hook ARGUMENTS`, run by the freshly built tool.
    func installHook(_ arguments: [String] = []) throws -> ProcessResult {
        try ProcessRunner.run(ProcessRunner.tool, ["install-hook"] + arguments, environment: environment)
    }

    /// The names in a directory that mention `pre-push` (temporary files too, git's samples
    /// not), sorted.
    func hookFiles(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.contains("pre-push") && !$0.hasSuffix(".sample") }.sorted()
    }
}
