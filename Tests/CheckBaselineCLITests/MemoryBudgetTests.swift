import Foundation
import TestSupport
import XCTest

/// A checkout whose every file is made of the smallest units its parsers build stays within the memory
/// budget: the files that would take it past 192 MiB of parsed forms are refused (`FILE009`), not parsed.
/// Before the budget, the same checkout peaked over 2 GB.
final class MemoryBudgetTests: XCTestCase {
    /// Each file the catalog reads, filled with the pattern that made its parsers take the most memory per byte.
    static let hostileFiles: [(path: String, head: String, unit: String, tail: String)] = [
        ("iHeartRating.podspec", "Pod::Spec.new do |s|\n", "s.a=1\n", "end\n"),
        ("iHeartRating/0.1.6/iHeartRating.podspec", "Pod::Spec.new do |s|\ns.a=[", "1,", "]\nend\n"),
        ("iHeartRating/iHeartRatingView.swift", "", "a\n", ""),
        ("iHeartRatingTests/iHeartRatingTests.swift", "", "f()", ""),
        ("docs/readme-overview.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\">", "<g/>", "</svg>"),
        ("example/SampleApp/SampleApp/Base.lproj/Main.storyboard", "<document>", "<a b=\"c\"/>", "</document>"),
        ("example/SampleApp/SampleApp/Base.lproj/LaunchScreen.storyboard", "<document>", "<a/>", "</document>"),
        ("iHeartRating/Info.plist", "<?xml version=\"1.0\"?><plist version=\"1.0\"><array>", "<dict/>", "</array></plist>"),
        ("iHeartRating.xcodeproj/project.pbxproj", "{a=(", "a,", ");}"),
        ("example/SampleApp/SampleApp.xcodeproj/project.pbxproj", "{objects={x={", "a=b;", "};};}"),
        ("Makefile", "", "\n", ""),
        (".github/workflows/check.yml", "", "\n", ""),
        ("build.sh", "", "a;", ""),
        ("README.md", "", "\n", ""),
        ("docs/plans/2026-06-13-location-independent-make.md", "", "\n", ""),
    ]

    func testAHostileCheckout_staysUnderTheBudget_andSaysWhichFilesItRefused() throws {
        let directory = try TemporaryDirectory()
        try ExampleCheckout.copy(into: directory.path)
        let size = 2 * 1024 * 1024
        for file in Self.hostileFiles {
            let count = (size - file.head.utf8.count - file.tail.utf8.count) / file.unit.utf8.count
            try directory.write(file.path, file.head + String(repeating: file.unit, count: count) + file.tail)
        }
        let run = try PeakMemory.run(ProcessRunner.tool, [directory.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertLessThan(run.peakKiB, 256 * 1024, "peak resident memory of one hostile checkout")
        XCTAssertTrue(run.output.contains("FILE009"), run.output)
        XCTAssertTrue(run.output.contains("budget; not read"), run.output)
    }
}

/// Runs a program with its output in a file and measures its peak resident memory (`wait4`'s `ru_maxrss`,
/// which is the child's own, unlike `RUSAGE_CHILDREN` that holds the largest of every child this test ran).
enum PeakMemory {
    struct Run {
        var status: Int32
        var peakKiB: Int
        var output: String
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> Run {
        let outputPath = NSTemporaryDirectory() + "peak-\(UUID().uuidString).out"
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw SetupFailure(description: "cannot run \(executable): error \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw SetupFailure(description: "wait4 failed: error \(errno)") }
        }
        // Linux reports ru_maxrss in KiB.
        let output = try String(contentsOfFile: outputPath, encoding: .utf8)
        return Run(status: (status >> 8) & 0xff, peakKiB: usage.ru_maxrss, output: output)
    }
}
