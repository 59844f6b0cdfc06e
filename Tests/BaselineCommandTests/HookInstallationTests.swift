import Foundation
import TestSupport
import XCTest
@testable import BaselineCommand

/// HookInstaller returns what it did, and throws what went wrong, as values (the command line words them):
/// what was there before and where it was saved.
final class HookInstallationTests: XCTestCase {
    private let tool = "/opt/check-baseline/bin/check-baseline"

    func testInstall_saysWhatWasThereAndWhereItWasSaved() throws {
        let repository = try GitRepository()
        let hook = repository.path + "/.git/hooks/pre-push"
        let saved = hook + ".saved-19700101T000000Z"
        func install(force: Bool = false, behaviour: Bool = false) throws(HookInstallationFailure) -> HookInstallation {
            var options = HookOptions()
            options.behaviour = behaviour
            return try HookInstaller.install(checkout: repository.path, tool: tool, force: force, hook: options, now: 0)
        }
        XCTAssertEqual(try install(), HookInstallation(hook: hook, previous: .none))
        XCTAssertEqual(try install(), HookInstallation(hook: hook, previous: .ours(savedAs: nil), previousSettings: "install-hook"),
                       "the same hook again")
        XCTAssertEqual(try install(behaviour: true),
                       HookInstallation(hook: hook, previous: .ours(savedAs: nil), previousSettings: "install-hook"),
                       "other options, but nobody edited it: the settings it had are said")
        let edited = try String(contentsOfFile: hook, encoding: .utf8) + "echo a user's line\n"
        try edited.write(toFile: hook, atomically: false, encoding: .utf8)
        XCTAssertEqual(try install(),
                       HookInstallation(hook: hook, previous: .ours(savedAs: saved), previousSettings: "install-hook -- --behaviour"),
                       "a user's line is kept")
        XCTAssertEqual(try String(contentsOfFile: saved, encoding: .utf8), edited)
        try repository.directory.write(".git/hooks/pre-push", "#!/bin/sh\necho another tool's hook\n")
        XCTAssertThrowsError(try install()) { XCTAssertEqual($0 as? HookInstallationFailure, .foreignHook(hook: hook)) }
        XCTAssertEqual(try install(force: true), HookInstallation(hook: hook, previous: .foreign(savedAs: saved + "-2")))
    }

    func testInstall_outsideARepository_orNoDirectory_isAFailure() throws {
        let repository = try GitRepository()
        let plain = repository.outside.path + "/plain"
        try FileManager.default.createDirectory(atPath: plain, withIntermediateDirectories: true)
        let missing = repository.outside.path + "/missing"
        XCTAssertThrowsError(try HookInstaller.install(checkout: missing, tool: tool, force: false)) {
            XCTAssertEqual($0 as? HookInstallationFailure, .noSuchDirectory(checkout: missing))
        }
        XCTAssertThrowsError(try HookInstaller.install(checkout: plain, tool: tool, force: false)) {
            guard case .gitFailed(plain, let reason)? = $0 as? HookInstallationFailure else { return XCTFail("\($0)") }
            XCTAssertTrue(reason.hasPrefix("not a git repository"), reason)
        }
    }
}
