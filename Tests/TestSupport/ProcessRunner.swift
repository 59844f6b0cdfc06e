import Foundation
import XCTest

/// What a program did: its exit status and what it printed.
public struct ProcessResult: Sendable {
    public var status: Int32
    public var output: String
    public var error: String
}

/// Runs a program to completion and captures what it printed.
public enum ProcessRunner {
    public static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil,
        environment: [String: String]? = nil, input: String? = nil
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        // Output goes to files, not pipes, so a chatty child can never block on a full pipe.
        let scratch = NSTemporaryDirectory() + "process-\(UUID().uuidString)"
        defer {
            try? FileManager.default.removeItem(atPath: scratch + ".out")
            try? FileManager.default.removeItem(atPath: scratch + ".err")
        }
        for stream in [scratch + ".out", scratch + ".err"] where !FileManager.default.createFile(atPath: stream, contents: nil) {
            throw SetupFailure(description: "cannot create \(stream) to capture the output of \(executable)")
        }
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch + ".out"))
        let error = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch + ".err"))
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        try process.run()
        standardInput.fileHandleForWriting.write(Data((input ?? "").utf8))
        try standardInput.fileHandleForWriting.close()
        process.waitUntilExit()
        try output.close()
        try error.close()
        return ProcessResult(
            status: process.terminationStatus,
            output: try String(contentsOfFile: scratch + ".out", encoding: .utf8),
            error: try String(contentsOfFile: scratch + ".err", encoding: .utf8))
    }

    /// Skips the calling test, saying why, when a system tool it runs is not installed.
    public static func require(_ tool: String) throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: tool), "\(tool) is not installed; this test runs it")
    }
}
