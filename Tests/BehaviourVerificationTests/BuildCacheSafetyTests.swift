import Foundation
import TestSupport
import XCTest
@testable import BehaviourVerification

/// The cache is used only where nobody but this user (and root, above the user's own folders) can change
/// what it holds: a link, a folder of another user or one that others may write is refused, naming it.
final class BuildCacheSafetyTests: XCTestCase {
    /// Why `BuildCache(base:)` refused `base`; `nil` when it took it.
    private func refusal(_ base: String) -> String? {
        do {
            _ = try BuildCache(base: base)
            return nil
        } catch {
            return error.description
        }
    }

    private func requireRoot() throws {
        guard geteuid() == 0 else { throw XCTSkip("only root can give a folder to another user") }
    }

    func testMissingFolders_areCreatedPrivate() throws {
        let directory = try TemporaryDirectory()
        XCTAssertNil(refusal(directory.path + "/new/base"))
        for folder in ["/new", "/new/base", "/new/base/check-baseline", "/new/base/check-baseline/verify-control"] {
            let mode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: directory.path + folder)[.posixPermissions] as? Int)
            XCTAssertEqual(mode, 0o700, folder)
        }
    }

    func testCacheFolderWritableByOthers_isRefused() throws {
        let directory = try TemporaryDirectory()
        try directory.makeDirectory("base/check-baseline")
        XCTAssertEqual(chmod(directory.path + "/base/check-baseline", 0o777), 0)
        let reason = try XCTUnwrap(refusal(directory.path + "/base"), "a folder anyone may write was used")
        XCTAssertTrue(reason.contains(directory.path + "/base/check-baseline is writable by its group or others (mode 777)"), reason)
    }

    func testCacheFolderOwnedByAnotherUser_isRefused() throws {
        try requireRoot()
        let directory = try TemporaryDirectory()
        try directory.makeDirectory("base/check-baseline/verify-control")
        XCTAssertEqual(chown(directory.path + "/base/check-baseline/verify-control", 65534, 65534), 0)
        let reason = try XCTUnwrap(refusal(directory.path + "/base"), "another user's folder was used")
        XCTAssertTrue(reason.contains(directory.path + "/base/check-baseline/verify-control is owned by uid 65534"), reason)
    }

    func testSymbolicLinkInTheCachePath_isRefused() throws {
        let directory = try TemporaryDirectory()
        try directory.makeDirectory("elsewhere")
        try directory.makeDirectory("base")
        try directory.symlink("base/check-baseline", to: directory.path + "/elsewhere")
        let reason = try XCTUnwrap(refusal(directory.path + "/base"), "a link in the cache's path was followed")
        XCTAssertTrue(reason.contains(directory.path + "/base/check-baseline is a symbolic link"), reason)
        // Above the base too: whoever may change a link decides where the cache is.
        try directory.symlink("link", to: directory.path + "/elsewhere")
        let above = try XCTUnwrap(refusal(directory.path + "/link/base"), "a link above the base was followed")
        XCTAssertTrue(above.contains(directory.path + "/link is a symbolic link"), above)
    }

    func testFoldersAboveTheBase_areRootsOrYours_writableByOthersOnlyWhenSticky() throws {
        let directory = try TemporaryDirectory()
        try directory.makeDirectory("shared")
        let shared = directory.path + "/shared"
        XCTAssertEqual(chmod(shared, 0o777), 0)
        let reason = try XCTUnwrap(refusal(shared + "/base"), "a folder anyone may rename things in was trusted")
        XCTAssertTrue(reason.contains("\(shared) is writable by its group or others (mode 777) without the sticky bit"), reason)
        // Like /tmp: others may add names, but not rename or remove this user's.
        XCTAssertEqual(chmod(shared, 0o1777), 0)
        XCTAssertNil(refusal(shared + "/base"))
        try requireRoot()
        XCTAssertEqual(chmod(shared, 0o755), 0)
        XCTAssertEqual(chown(shared, 65534, 65534), 0)
        let owned = try XCTUnwrap(refusal(shared + "/base"), "a folder of another user above the base was trusted")
        XCTAssertTrue(owned.contains("\(shared) is owned by uid 65534"), owned)
    }
}
