import Foundation
import TestSupport
import XCTest

/// A throwaway git repository in a temporary directory, built with the system git
/// under an environment that ignores the machine's and the user's git configuration.
final class GitRepository {
    let directory: TemporaryDirectory
    var path: String { directory.path }
    private static let git = "/usr/bin/git"

    init() throws {
        directory = try TemporaryDirectory()
        try git("init", "-q", "-b", "main")
    }

    /// Runs git in the repository; fails the test setup when git fails.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        try Self.run(arguments, in: path)
    }

    /// Commits (by default everything in the work tree); returns the new commit's ID.
    @discardableResult
    func commit(_ message: String, stagingAll: Bool = true) throws -> String {
        if stagingAll { try git("add", "-A") }
        try git("-c", "user.name=t", "-c", "user.email=t@e", "commit", "-q", "--allow-empty", "-m", message)
        return try git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @discardableResult
    static func run(_ arguments: [String], in directory: String) throws -> String {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: git), "\(git) is not installed; this test builds a repository with it")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = [
            "PATH": "/usr/bin:/bin", "HOME": directory, "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw GitCommandFailed(arguments: arguments, output: text)
        }
        return text
    }
}

struct GitCommandFailed: Error, CustomStringConvertible {
    var arguments: [String]
    var output: String
    var description: String { "git \(arguments.joined(separator: " ")) failed: \(output)" }
}
