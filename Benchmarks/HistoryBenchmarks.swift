import Foundation

/// A git history to time `--rev A..B` on: the given checkout's own, or one generated from the example.
enum HistoryBenchmarks {
    /// The commits after the first one of `checkout`'s history, as a range, or `nil` when it has none.
    static func ownRange(of checkout: String) -> (range: String, commits: Int)? {
        guard let roots = try? git(["rev-list", "--max-parents=0", "HEAD"], in: checkout),
              let root = roots.split(separator: "\n").last,
              let count = try? git(["rev-list", "--count", "\(root)..HEAD"], in: checkout),
              let commits = Int(count.trimmingCharacters(in: .whitespacesAndNewlines)), commits > 0
        else { return nil }
        return ("\(root)..HEAD", commits)
    }

    /// A repository holding `checkout` in its first commit and `count` more commits: each changes a note
    /// outside the catalog, and every tenth also drops or restores `weak` in the rating view's source.
    /// Written with `git fast-import`, so that a thousand commits take a second to make.
    static func generate(from checkout: String, commits count: Int) throws -> String {
        let directory = NSTemporaryDirectory() + "baseline-bench-history-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: checkout, toPath: directory)
        _ = try git(["init", "-q", "-b", "main"], in: directory)
        _ = try git(["add", "-A"], in: directory)
        _ = try git(["-c", "user.name=bench", "-c", "user.email=bench@example.invalid", "commit", "-q", "-m", "base"], in: directory)
        let sourcePath = "iHeartRating/iHeartRatingView.swift"
        let source = try String(contentsOfFile: directory + "/" + sourcePath, encoding: .utf8)
        let weakless = source.replacingOccurrences(of: "public weak var delegate", with: "public var delegate")
        var stream = ""
        func blob(_ text: String) -> String { "data \(text.utf8.count)\n\(text)\n" }
        for index in 1...count {
            let message = "commit \(index)"
            stream += "commit refs/heads/main\ncommitter bench <bench@example.invalid> \(1_700_000_000 + index) +0000\n"
            stream += blob(message) + (index == 1 ? "from refs/heads/main^0\n" : "")
            stream += "M 100644 inline NOTE.md\n" + blob("note \(index)\n")
            if index % 10 == 0 {
                stream += "M 100644 inline \(sourcePath)\n" + blob(index % 20 == 10 ? weakless : source)
            }
        }
        _ = try git(["fast-import", "--quiet"], in: directory, input: stream)
        return directory
    }

    @discardableResult
    static func git(_ arguments: [String], in directory: String, input: String = "") throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-C", directory] + arguments
        let output = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardInput = standardInput
        try process.run()
        standardInput.fileHandleForWriting.write(Data(input.utf8))
        try standardInput.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileReadUnknown) }
        return String(decoding: data, as: UTF8.self)
    }
}

/// The checkout's own Python baseline (`scripts/check-baseline.py`), timed beside the tool. It is code from the
/// checkout, so it runs in a bubblewrap sandbox (read-only system and checkout, no network, private `/tmp`), by
/// the Python interpreter itself rather than a shell shim such as pyenv's; the sandbox's own start is timed
/// apart and taken off.
enum PythonBaseline {
    static let script = "scripts/check-baseline.py"

    /// The sandbox command for `program` (its arguments after it), or `nil` without bubblewrap or Python.
    static func sandboxed(_ program: [String], checkout: String) -> [String]? {
        guard let bubblewrap = executable("bwrap"), let python = interpreter(),
              FileManager.default.fileExists(atPath: checkout + "/" + script)
        else { return nil }
        let root = URL(fileURLWithPath: checkout).resolvingSymlinksInPath().path
        return [bubblewrap, "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp",
                "--ro-bind", root, root, "--chdir", root, "--unshare-all", "--die-with-parent", "--new-session", "--"]
            + (program.isEmpty ? [python, "-B", root + "/" + script] : program)
    }

    /// The first `python3` on PATH that is a program, not a script that starts another (a pyenv shim).
    static func interpreter() -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("python3").resolvingSymlinksInPath().path
            guard FileManager.default.isExecutableFile(atPath: candidate),
                  let handle = FileHandle(forReadingAtPath: candidate) else { continue }
            defer { try? handle.close() }
            if handle.readData(ofLength: 2) != Data("#!".utf8) { return candidate }
        }
        return nil
    }

    private static func executable(_ name: String) -> String? {
        ["/usr/bin/", "/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
