import Foundation
import TestSupport
import XCTest

/// `check-baseline install-hook`: where the hook goes, what it holds, and that a hook
/// the tool did not write is never replaced silently.
final class HookInstallerTests: XCTestCase {
    private static let marker = "# check-baseline pre-push hook, written by `check-baseline install-hook`"
    private static let foreignHook = "#!/bin/sh\necho someone else's hook\n"

    private func isExecutable(_ path: String) throws -> Bool {
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? 0
        return permissions & 0o111 == 0o111
    }

    func testFreshInstall_writesAnExecutableHookRunningThisTool() throws {
        let repository = try GitRepository()
        let result = try repository.installHook([repository.path])
        XCTAssertEqual(result.status, 0, result.error)
        let hook = repository.hooks + "/pre-push"
        XCTAssertTrue(result.output.hasPrefix("installed the pre-push hook \(hook)\n"), result.output)
        XCTAssertEqual(try repository.hookFiles(in: repository.hooks), ["pre-push"])
        XCTAssertTrue(try isExecutable(hook))
        let script = try repository.read(hook)
        XCTAssertTrue(script.hasPrefix("#!/bin/sh\n" + Self.marker + "\n"), script)
        let tool = URL(fileURLWithPath: ProcessRunner.tool).resolvingSymlinksInPath().path
        XCTAssertTrue(script.contains("tool='\(tool)'\n"), script)
        XCTAssertTrue(script.contains("\"$tool\" \"$@\" \"$checkout\""), script)
    }

    func testHookScript_passesShNAndShellcheck_withAndWithoutTheControlChecks() throws {
        for hookOptions in [[], ["--", "--behaviour"], ["--", "--behaviour", "--strict"], ["--", "--mutants-in-diff"],
                            ["--", "--behaviour", "--mutants-in-diff", "--strict"], ["--", "--skip", "FMT005", "--jobs=1"]] {
            let repository = try GitRepository()
            XCTAssertEqual(try repository.installHook([repository.path] + hookOptions).status, 0)
            let hook = repository.hooks + "/pre-push"
            let syntax = try ProcessRunner.run("/bin/sh", ["-n", hook])
            XCTAssertEqual(syntax.status, 0, syntax.error)
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/shellcheck") else {
                throw Prerequisite.missing("shellcheck is not installed")
            }
            let lint = try ProcessRunner.run("/usr/bin/shellcheck", ["--shell=sh", "--severity=style", hook])
            XCTAssertEqual(lint.status, 0, "\(hookOptions): \(lint.output)")
        }
    }

    func testForeignHook_isRefusedAndLeftUnchanged() throws {
        let repository = try GitRepository()
        let hook = repository.hooks + "/pre-push"
        let foreignKinds: [(name: String, make: () throws -> Void)] = [
            ("a script", { try repository.directory.write(".git/hooks/pre-push", Self.foreignHook) }),
            ("a link to a script", {
                try repository.directory.write("tools/push-hook", Self.foreignHook)
                try FileManager.default.createSymbolicLink(atPath: hook, withDestinationPath: repository.path + "/tools/push-hook")
            }),
        ]
        for (name, make) in foreignKinds {
            try? FileManager.default.removeItem(atPath: hook)
            try make()
            let result = try repository.installHook([repository.path])
            XCTAssertEqual(result.status, 2, name)
            XCTAssertEqual(result.output, "", name)
            XCTAssertTrue(result.error.contains("\(hook) already exists and was not written by check-baseline"), result.error)
            XCTAssertTrue(result.error.contains("--force"), result.error)
            XCTAssertEqual(try repository.read(hook), Self.foreignHook, name)
            XCTAssertEqual(try repository.hookFiles(in: repository.hooks), ["pre-push"], name)
        }
    }

    func testForce_savesTheForeignHookFirst_andSaysWhere() throws {
        let repository = try GitRepository()
        let hook = repository.hooks + "/pre-push"
        var saved: [String: String] = [:]
        for round in 1...2 {
            let original = Self.foreignHook + "# version \(round)\n"
            try repository.directory.write(".git/hooks/pre-push", original)
            let result = try repository.installHook(["--force", repository.path])
            XCTAssertEqual(result.status, 0, result.error)
            let lines = result.output.split(separator: "\n").map(String.init)
            guard let savedLine = lines.first, savedLine.hasPrefix("saved the existing hook as \(hook).saved-") else {
                return XCTFail("no backup named: \(result.output)")
            }
            let backup = String(savedLine.dropFirst("saved the existing hook as ".count))
            XCTAssertEqual(try repository.read(backup), original)
            saved[backup] = original
            XCTAssertEqual(lines.dropFirst().first, "installed the pre-push hook \(hook)")
            XCTAssertTrue(try repository.read(hook).contains(Self.marker))
        }
        XCTAssertEqual(saved.count, 2, "each backup has its own name")
        let names = try repository.hookFiles(in: repository.hooks)
        XCTAssertEqual(names.count, 3, "\(names)")
        for name in names where name != "pre-push" {
            XCTAssertNotNil(name.wholeMatch(of: /pre-push\.saved-\d{8}T\d{6}Z(-\d+)?/), name)
        }
    }

    func testReinstall_overOurOwnHook_updatesItWithoutBackup() throws {
        let repository = try GitRepository()
        XCTAssertEqual(try repository.installHook([repository.path]).status, 0)
        let again = try repository.installHook([repository.path])
        XCTAssertEqual(again.status, 0, again.error)
        XCTAssertTrue(again.output.hasPrefix("updated the pre-push hook \(repository.hooks)/pre-push\n"), again.output)
        XCTAssertEqual(try repository.hookFiles(in: repository.hooks), ["pre-push"])
    }

    /// Other options rewrite the hook, but a hook nobody edited holds nothing to keep: no copy piles up.
    func testReinstall_withOtherOptions_keepsNoCopyOfAnUneditedHook() throws {
        let repository = try GitRepository()
        for options in [[], ["--", "--skip", "FMT005"], ["--", "--behaviour"], []] {
            let result = try repository.installHook([repository.path] + options)
            XCTAssertEqual(result.status, 0, result.error)
            XCTAssertFalse(result.output.contains("saved"), result.output)
        }
        XCTAssertEqual(try repository.hookFiles(in: repository.hooks), ["pre-push"])
    }

    func testReinstall_overOurHookWithAUsersLines_savesItFirst() throws {
        let repository = try GitRepository()
        XCTAssertEqual(try repository.installHook([repository.path]).status, 0)
        let hook = repository.hooks + "/pre-push"
        let edited = try repository.read(hook) + "echo my own check\n"
        try edited.write(toFile: hook, atomically: false, encoding: .utf8)
        let again = try repository.installHook([repository.path])
        XCTAssertEqual(again.status, 0, again.error)
        XCTAssertTrue(again.output.hasPrefix("saved the previous hook, which differs from the one written now, as "), again.output)
        let saved = try XCTUnwrap(try repository.hookFiles(in: repository.hooks).first { $0 != "pre-push" })
        XCTAssertEqual(try repository.read(repository.hooks + "/" + saved), edited)
        XCTAssertFalse(try repository.read(hook).contains("my own check"))
    }

    func testCoreHooksPath_ofTheRepository_isWhereTheHookGoes() throws {
        let repository = try GitRepository()
        let cases: [(setting: String, directory: String)] = [
            ("custom-hooks", repository.path + "/custom-hooks"),
            (repository.outside.path + "/shared hooks/pre push", repository.outside.path + "/shared hooks/pre push"),
        ]
        for (setting, directory) in cases {
            try repository.git("config", "core.hooksPath", setting)
            let result = try repository.installHook([repository.path])
            XCTAssertEqual(result.status, 0, result.error)
            XCTAssertTrue(try repository.read(directory + "/pre-push").contains(Self.marker), setting)
            XCTAssertTrue(try isExecutable(directory + "/pre-push"), setting)
        }
        XCTAssertEqual(try repository.hookFiles(in: repository.hooks), [], "nothing in .git/hooks")
    }

    func testLinkedWorkTree_usesTheHooksOfTheMainRepository() throws {
        let repository = try GitRepository()
        try repository.commit("first")
        try repository.git("worktree", "add", "-q", repository.outside.path + "/linked")
        let result = try repository.installHook([repository.outside.path + "/linked"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(try repository.read(repository.hooks + "/pre-push").contains(Self.marker))
    }

    func testSubdirectoryCheckout_isCheckedBelowTheWorkTreeRoot() throws {
        let repository = try GitRepository()
        try FileManager.default.createDirectory(atPath: repository.path + "/lib's copy", withIntermediateDirectories: true)
        let result = try repository.installHook([repository.path + "/lib's copy"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(try repository.read(repository.hooks + "/pre-push").contains("checkout=\"$PWD\"/'lib'\\''s copy'\n"))
    }

    func testNoRepository_isAUsageError() throws {
        let repository = try GitRepository()
        let plain = repository.outside.path + "/plain"
        try FileManager.default.createDirectory(atPath: plain, withIntermediateDirectories: true)
        let cases: [(checkout: String, reason: String)] = [
            (plain, "not a git repository"), (repository.outside.path + "/missing", "no such directory"),
        ]
        for (checkout, reason) in cases {
            let result = try repository.installHook([checkout])
            XCTAssertEqual(result.status, 2, checkout)
            XCTAssertTrue(result.error.hasPrefix("check-baseline: cannot install a pre-push hook for \(checkout): \(reason)"), result.error)
        }
    }
}
