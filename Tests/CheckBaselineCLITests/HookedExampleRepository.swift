import Foundation
import TestSupport
import XCTest

/// A repository holding the example checkout with the pre-push hook installed (`install-hook -- OPTIONS`), pushed
/// once to its bare remote: what the hook tests push their changes from.
enum HookedExampleRepository {
    /// The repository; `firstPush` is what the first push (a new branch, nothing to compare with) must say.
    static func make(hookOptions: [String], firstPush: String) throws -> GitRepository {
        let repository = try GitRepository()
        guard let swiftc = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map({ String($0) }).first(where: { FileManager.default.isExecutableFile(atPath: $0 + "/swiftc") })
        else { throw Prerequisite.missing("swiftc is not on PATH") }
        repository.extraEnvironment = ["PATH": swiftc + ":/usr/bin:/bin", "XDG_CACHE_HOME": VerifyControlCache.home]
        try ExampleCheckout.copy(into: repository.path)
        try repository.commit("the example checkout")
        try repository.git("init", "-q", "--bare", repository.remote)
        try repository.git("remote", "add", "origin", repository.remote)
        let install = try repository.installHook([repository.path, "--"] + hookOptions)
        XCTAssertEqual(install.status, 0, install.error)
        let first = try repository.run(["push", "origin", "main"])
        XCTAssertEqual(first.status, 0, first.error)
        XCTAssertTrue(first.error.contains(firstPush), first.error)
        return repository
    }
}
