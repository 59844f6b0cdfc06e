import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks

/// Repositories that would stall git or have it say the wrong thing: a configuration including a FIFO
/// is refused before git runs; a partial clone says what it lacks.
final class HostileRepositoryTests: XCTestCase {
    func testIncludedPaths_ofIncludeAndIncludeIfSections() {
        let config = """
            [core]
            \tpath = not-an-include
            [include]
            \tpath = one
            [includeIf "gitdir:~/work/"]
            \tpath = "two words"
            [INCLUDE]
              PATH=three
            [user]
            \tname = x
            """
        XCTAssertEqual(GitConfigIncludes.includedPaths(config), ["one", "two words", "three"])
    }

    func testAnIncludedFIFO_refusesTheRepository_quickly_andARegularIncludeDoesNot() throws {
        let repository = try GitRepository()
        try ExampleCheckout.copy(into: repository.path)
        try repository.commit("the example checkout")
        try "[user]\n\tname = x\n".write(toFile: repository.path + "/.git/extra", atomically: true, encoding: .utf8)
        let config = repository.path + "/.git/config"
        let original = try String(contentsOfFile: config, encoding: .utf8)
        try (original + "[include]\n\tpath = extra\n").write(toFile: config, atomically: true, encoding: .utf8)
        XCTAssertNoThrow(try GitRevisionSource(checkout: repository.path, revision: "HEAD"))
        XCTAssertEqual(mkfifo(repository.path + "/.git/hang", 0o600), 0)
        try (original + "[include]\n\tpath = hang\n").write(toFile: config, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try GitRevisionSource(checkout: repository.path, revision: "HEAD")) { error in
            XCTAssertTrue("\(error)".contains("includes hang, which is not a regular file"), "\(error)")
        }
    }

    func testAPartialCloneMissingObjects_saysSo_insteadOfGitsSetting() throws {
        let repository = try GitRepository()
        try ExampleCheckout.copy(into: repository.path)
        try repository.commit("the example checkout")
        try repository.git("config", "uploadpack.allowFilter", "true")
        let clone = repository.outside.path + "/partial"
        try repository.git("clone", "-q", "--filter=blob:none", "--no-checkout", "file://" + repository.path, clone)
        // Its commits and trees are there; each file it never fetched is unreadable (FILE005), saying why.
        let source = try GitRevisionSource(checkout: clone, revision: "HEAD")
        guard case .failure(.unreadable(let reason)) = source.read("iHeartRating.podspec") else {
            return XCTFail("a blob the partial clone lacks should be unreadable")
        }
        XCTAssertTrue(reason.contains("a partial clone without objects the revision needs"), reason)
        XCTAssertFalse(reason.contains("lazy fetching disabled"), reason)
    }
}
