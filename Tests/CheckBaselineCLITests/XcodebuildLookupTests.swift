import Foundation
import TestSupport
import XCTest

/// FMT005 runs `xcodebuild -list` only with an xcodebuild found on PATH outside the
/// checkout: a fake one (a script that records that it ran and fails) proves which is used.
/// PATH is set for the check-baseline process only, never for the tests.
final class XcodebuildLookupTests: XCTestCase {
    private static let fakeXcodebuild = """
        #!/bin/sh
        echo "fake xcodebuild ran: $*"
        touch "$(dirname "$0")/ran"
        exit 3

        """

    /// A copy of the example checkout and a directory beside it, each holding a fake xcodebuild.
    private struct Layout {
        let directory: TemporaryDirectory
        var root: String { directory.path }
        var checkout: String { root + "/checkout" }
        var checkoutBin: String { checkout + "/bin" }
        var outsideBin: String { root + "/tools" }
    }

    private func makeLayout() throws -> Layout {
        let layout = Layout(directory: try TemporaryDirectory())
        try FileManager.default.copyItem(atPath: ExampleCheckout.root, toPath: layout.checkout)
        for directory in [layout.checkoutBin, layout.outsideBin] {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let script = directory + "/xcodebuild"
            try Self.fakeXcodebuild.write(toFile: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        }
        return layout
    }

    private func check(_ layout: Layout, path: String) throws -> ProcessResult {
        try ProcessRunner.run(ProcessRunner.tool, [layout.checkout], environment: ["PATH": path])
    }

    private func ran(_ directory: String) -> Bool {
        FileManager.default.fileExists(atPath: directory + "/ran")
    }

    func testXcodebuildInsideTheCheckout_isNeverRun_andTheRuleNotesItsAbsence() throws {
        let layout = try makeLayout()
        let linkToCheckoutBin = layout.root + "/bin-link"
        try FileManager.default.createSymbolicLink(atPath: linkToCheckoutBin, withDestinationPath: layout.checkoutBin)
        for path in [layout.checkoutBin, linkToCheckoutBin, layout.checkout + "/bin/../bin"] {
            let result = try check(layout, path: path)
            XCTAssertFalse(ran(layout.checkoutBin), "PATH=\(path): the checkout's xcodebuild ran")
            XCTAssertEqual(result.status, 0, "PATH=\(path): \(result.output)\(result.error)")
            XCTAssertTrue(result.output.contains("note: xcodebuild is not on PATH"), result.output)
            XCTAssertFalse(result.output.contains("fake xcodebuild ran"), result.output)
        }
    }

    func testXcodebuildOutsideTheCheckout_runs_andItsFailureFailsTheRule() throws {
        let layout = try makeLayout()
        let result = try check(layout, path: layout.outsideBin)
        XCTAssertTrue(ran(layout.outsideBin))
        XCTAssertFalse(ran(layout.checkoutBin))
        XCTAssertEqual(result.status, 1, result.output + result.error)
        for project in ["iHeartRating.xcodeproj", "example/SampleApp/SampleApp.xcodeproj"] {
            let line = "\(project): error: xcodebuild -list failed: fake xcodebuild ran: "
                + "-list -disableAutomaticPackageResolution -project "
            XCTAssertTrue(result.output.contains(line), result.output)
        }
        XCTAssertTrue(result.output.contains("xcodeproj [FMT005]"), result.output)
        XCTAssertTrue(Self.allPassedButOne(result.output), result.output)
    }

    /// Whether the summary says every rule passed but one, whatever the catalog's size.
    private static func allPassedButOne(_ output: String) -> Bool {
        output.split(separator: "\n").contains { line in
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(of: "rules:"), index > 0, index + 3 < words.count,
                  let total = Int(words[index - 1]), let passed = Int(words[index + 1]) else { return false }
            return words[index + 2] == "passed," && words[index + 3] == "1" && passed == total - 1
        }
    }

    func testCheckoutFirstOnPath_theXcodebuildOutsideIsTheOneRun() throws {
        let layout = try makeLayout()
        let result = try check(layout, path: layout.checkoutBin + ":" + layout.outsideBin)
        XCTAssertFalse(ran(layout.checkoutBin))
        XCTAssertTrue(ran(layout.outsideBin))
        XCTAssertEqual(result.status, 1, result.output + result.error)
    }

    func testXcodebuildInTheRepositoryAroundTheCheckout_isNeverRun() throws {
        let layout = try makeLayout()
        // The layout's root becomes the git work tree around the checkout: its tools/ is the audited repository's.
        try FileManager.default.createDirectory(atPath: layout.root + "/.git", withIntermediateDirectories: true)
        let result = try check(layout, path: layout.outsideBin)
        XCTAssertFalse(ran(layout.outsideBin), result.output)
        XCTAssertEqual(result.status, 0, result.output + result.error)
        XCTAssertTrue(result.output.contains("note: xcodebuild is not on PATH"), result.output)
    }

    func testGitInTheRepositoryAroundTheCheckout_isNeverRun() throws {
        let repository = try GitRepository()
        try FileManager.default.createDirectory(atPath: repository.path + "/sub", withIntermediateDirectories: true)
        try ExampleCheckout.copy(into: repository.path + "/sub")
        try repository.commit("the example checkout in sub/")
        let bin = repository.path + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let fake = "#!/bin/sh\ntouch \"$(dirname \"$0\")/ran\"\nexec /usr/bin/git \"$@\"\n"
        try fake.write(toFile: bin + "/git", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/git")
        let result = try ProcessRunner.run(
            ProcessRunner.tool, ["--rev", "HEAD", repository.path + "/sub"], environment: ["PATH": bin + ":/usr/bin:/bin"])
        XCTAssertFalse(ran(bin), result.output + result.error)
        XCTAssertEqual(result.status, 0, result.output + result.error)
    }
}
