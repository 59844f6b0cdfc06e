import Foundation
import TestSupport
import XCTest

/// The Make gate on a copy of the repository at a path with spaces (and a quote),
/// driven from an outside directory. Only cheap targets run, so the gate never
/// recurses into its own test suite.
final class MakeGateTests: XCTestCase {
    private var copy: String = ""
    private var outside: String = ""

    override func setUpWithError() throws {
        try ProcessRunner.require("/usr/bin/git")
        try ProcessRunner.require("/usr/bin/make")
        let base = NSTemporaryDirectory() + "make gate \(UUID().uuidString)"
        copy = base + "/check base'line"
        outside = base + "/elsewhere"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let tracked = try ProcessRunner.run("/usr/bin/git", ["-C", RepositoryRoot.path, "ls-files", "-z"])
        try XCTSkipIf(tracked.status != 0, "not a git checkout: \(tracked.error)")
        for path in tracked.output.split(separator: "\0").map(String.init) where !path.isEmpty {
            let source = RepositoryRoot.path + "/" + path
            guard FileManager.default.fileExists(atPath: source) else { continue }
            let target = copy + "/" + path
            try FileManager.default.createDirectory(
                atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: source, toPath: target)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: (copy as NSString).deletingLastPathComponent)
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
        _ = try write("../check base'line/GNUmakefile", "print-root:\n\t@echo shadow\n")
        let result = try make(["-f", makefile, "print-root"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("remove GNUmakefile or makefile"), result.error)
    }

    func testAliasesAreTheSameGate() throws {
        for alias in ["lint", "test", "build"] {
            let result = try make(["-n", "-f", makefile, alias])
            XCTAssertEqual(result.status, 0, result.error)
            XCTAssertTrue(result.output.contains("swift test"), "\(alias): \(result.output)")
        }
    }

    private func write(_ name: String, _ contents: String) throws -> String {
        let path = outside + "/" + name
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
