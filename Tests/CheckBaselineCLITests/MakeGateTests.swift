import Foundation
import TestSupport
import XCTest

/// The Make gate on a copy of the repository at a path with spaces (and a quote),
/// driven from an outside directory. Only cheap targets run, so the gate never
/// recurses into its own test suite.
final class MakeGateTests: XCTestCase {
    /// The repository's tracked files copied below a fresh directory, at a path with spaces and a quote.
    private final class RepositoryCopy {
        private let directory: TemporaryDirectory
        let path: String

        init() throws {
            try ProcessRunner.require("/usr/bin/git")
            directory = try TemporaryDirectory(prefix: "make gate ")
            path = directory.path + "/check base'line"
            let tracked = try ProcessRunner.run("/usr/bin/git", ["-C", RepositoryRoot.path, "ls-files", "-z"])
            try XCTSkipIf(tracked.status != 0, "not a git checkout: \(tracked.error)")
            for file in tracked.output.split(separator: "\0").map(String.init) where !file.isEmpty {
                let source = RepositoryRoot.path + "/" + file
                guard FileManager.default.fileExists(atPath: source) else { continue }
                let target = path + "/" + file
                try FileManager.default.createDirectory(
                    atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: source, toPath: target)
            }
        }
    }

    /// One copy for the whole class, since copying takes most of a test's time and the tests only read it
    /// (a test that changes the tree makes its own). XCTest runs the class's tests one at a time, between
    /// the class's setUp and tearDown.
    private nonisolated(unsafe) static var shared: Result<RepositoryCopy, any Error>?

    override class func setUp() {
        super.setUp()
        shared = Result { try RepositoryCopy() }
    }

    override class func tearDown() {
        shared = nil
        super.tearDown()
    }

    private var copy: String = ""
    private var outsideDirectory: TemporaryDirectory?
    private var outside: String { outsideDirectory?.path ?? "" }

    override func setUpWithError() throws {
        try ProcessRunner.require("/usr/bin/make")
        copy = try XCTUnwrap(Self.shared).get().path
        outsideDirectory = try TemporaryDirectory(prefix: "make gate elsewhere ")
    }

    override func tearDownWithError() throws {
        outsideDirectory = nil
    }

    private var makefile: String { copy + "/Makefile" }

    private func make(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessResult {
        var variables = ProcessInfo.processInfo.environment
        variables["MAKEFILES"] = nil
        variables["MAKEFLAGS"] = nil
        variables["MFLAGS"] = nil
        variables["MAKELEVEL"] = nil
        variables.merge(environment) { $1 }
        return try ProcessRunner.run("/usr/bin/make", ["--no-print-directory"] + arguments, in: outside, environment: variables)
    }

    func testSpacedPath_fromOutsideDirectory_findsTheCopyAsRoot() throws {
        let result = try make(["-f", makefile, "print-root"])
        XCTAssertEqual(result.status, 0, result.error)
        let resolved = URL(fileURLWithPath: copy).resolvingSymlinksInPath().path
        XCTAssertEqual(result.output.trimmingCharacters(in: .newlines), resolved)
    }

    func testMAKEFILESSet_failsClosed() throws {
        let extra = try write("extra.mk", "print-root::\n\t@echo injected\n")
        let result = try make(["-f", makefile, "print-root"], environment: ["MAKEFILES": extra])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("MAKEFILES must be empty"), result.error)
        XCTAssertFalse(result.output.contains("injected"))
    }

    func testMAKEFILE_LISTOnCommandLine_failsClosed() throws {
        let result = try make(["-f", makefile, "print-root", "MAKEFILE_LIST=\(makefile)"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("MAKEFILE_LIST must not be overridden"), result.error)
    }

    func testMAKEFILE_LISTFromEnvironmentWithE_failsClosed() throws {
        let result = try make(["-e", "-f", makefile, "print-root"], environment: ["MAKEFILE_LIST": makefile])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("MAKEFILE_LIST must not be overridden"), result.error)
    }

    func testMakefileLoadedBefore_failsClosed() throws {
        let extra = try write("before.mk", "print-root::\n\t@echo injected\n")
        let result = try make(["-f", extra, "-f", makefile, "print-root"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("repository Makefile must be loaded alone"), result.error)
        XCTAssertFalse(result.output.contains("injected"))
    }

    func testMakefileLoadedAfterWithDoubleColonRecipe_failsBeforeAnyRecipe() throws {
        let extra = try write("after.mk", "print-root::\n\t@echo injected\n")
        let result = try make(["-f", makefile, "-f", extra, "print-root"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("repository Makefile must be loaded alone"), result.error)
        XCTAssertFalse(result.output.contains("injected"))
    }

    func testMakefileLoadedAfterWithReplacingRecipe_cannotReplaceOurs() throws {
        let extra = try write("replace.mk", "check:\n\t@echo replaced\n")
        let result = try make(["-f", makefile, "-f", extra, "check"])
        XCTAssertEqual(result.status, 2)
        XCTAssertFalse(result.output.contains("replaced"))
        XCTAssertTrue(result.error.contains("both : and :: entries"), result.error)
    }

    func testIncludedFromAnotherMakefile_failsClosed() throws {
        let wrapper = try write("wrapper.mk", "include \(makefile.replacingOccurrences(of: " ", with: "\\ "))\n")
        let result = try make(["-f", wrapper, "print-root"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("repository Makefile must be loaded alone"), result.error)
    }

    func testGNUmakefileBesideOurs_failsClosed() throws {
        // A GNUmakefile beside the Makefile would stop every other test: this one changes a copy of its own.
        let own = try RepositoryCopy()
        try "print-root:\n\t@echo shadow\n".write(toFile: own.path + "/GNUmakefile", atomically: true, encoding: .utf8)
        let result = try make(["-f", own.path + "/Makefile", "print-root"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("remove GNUmakefile or makefile"), result.error)
    }

    func testAliasesAreTheSameGate() throws {
        for alias in ["lint", "test", "build"] {
            let result = try make(["-n", "-f", makefile, alias])
            XCTAssertEqual(result.status, 0, result.error)
            XCTAssertTrue(result.output.contains("scripts/run-tests.sh"), "\(alias) runs the tests: \(result.output)")
            XCTAssertTrue(result.output.contains("scripts/lint-workflows.sh"), "\(alias) lints the workflow: \(result.output)")
            XCTAssertTrue(result.output.hasSuffix("echo \"make check: passed (make stops at the first step that fails)\"\n"),
                          "\(alias) ends on the gate's verdict: \(result.output)")
        }
    }

    private func write(_ name: String, _ contents: String) throws -> String {
        let path = outside + "/" + name
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
