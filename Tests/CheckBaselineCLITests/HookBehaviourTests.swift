import Foundation
import TestSupport
import XCTest

/// The pre-push hook installed with `-- --behaviour`: a push that changes the control's behaviour is
/// shown the change (`verify-control --against` the remote's commit), and refused with `--strict`.
final class HookBehaviourTests: XCTestCase {
    private static let control = "iHeartRating/iHeartRatingView.swift"

    private func makeRepository(hookOptions: [String]) throws -> GitRepository {
        let repository = try GitRepository()
        guard let swiftc = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map({ String($0) }).first(where: { FileManager.default.isExecutableFile(atPath: $0 + "/swiftc") })
        else { throw XCTSkip("swiftc is not on PATH") }
        repository.extraEnvironment = [
            "PATH": swiftc + ":/usr/bin:/bin",
            "XDG_CACHE_HOME": VerifyControlCache.home,
        ]
        try ExampleCheckout.copy(into: repository.path)
        try repository.commit("the example checkout")
        try repository.git("init", "-q", "--bare", repository.remote)
        try repository.git("remote", "add", "origin", repository.remote)
        let install = try repository.installHook([repository.path, "--"] + hookOptions)
        XCTAssertEqual(install.status, 0, install.error)
        let first = try repository.run(["push", "origin", "main"])
        XCTAssertEqual(first.status, 0, first.error)
        XCTAssertTrue(first.error.contains("is new: no earlier control to compare its behaviour with"), first.error)
        return repository
    }

    /// Commits the control with the bounce animating the overlay of the rating itself, not of the one below.
    private func changeTheBounce(in repository: GitRepository) throws {
        let file = repository.path + "/" + Self.control
        let text = try repository.read(file)
        try text.replacingOccurrences(of: "Int(max(rating - 1, 0))", with: "Int(max(rating, 0))")
            .write(toFile: file, atomically: true, encoding: .utf8)
        try repository.commit("bounce the rated heart")
    }

    func testStrict_refusesAPushThatChangesTheBehaviour() throws {
        let repository = try makeRepository(hookOptions: ["--behaviour", "--strict"])
        let accepted = try repository.git("rev-parse", "HEAD")
        try changeTheBounce(in: repository)
        let push = try repository.run(["push", "origin", "main"])
        XCTAssertNotEqual(push.status, 0)
        let output = push.output + push.error
        XCTAssertTrue(output.contains("behaviour changed since \(accepted)"), output)
        XCTAssertTrue(output.contains("[BHV010]"), output)
        XCTAssertTrue(output.contains("pre-push: the control's behaviour changed in refs/heads/main; push refused (--strict)"))
        let remote = try repository.run(["rev-parse", "refs/heads/main"], in: repository.remote)
        XCTAssertEqual(remote.output.trimmingCharacters(in: .whitespacesAndNewlines), accepted)
    }

    func testWithoutStrict_printsTheChangeAndPushes() throws {
        let repository = try makeRepository(hookOptions: ["--behaviour"])
        try changeTheBounce(in: repository)
        let push = try repository.run(["push", "origin", "main"])
        XCTAssertEqual(push.status, 0, push.error)
        let output = push.output + push.error
        XCTAssertTrue(output.contains("[BHV010]"), output)
        XCTAssertTrue(output.contains("(printed above); pushed anyway"), output)
    }
}
