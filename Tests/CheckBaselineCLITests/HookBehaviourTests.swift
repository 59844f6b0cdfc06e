import Foundation
import TestSupport
import XCTest

/// The pre-push hook installed with `-- --behaviour`: a push that changes the control's behaviour is
/// shown the change (`verify-control --against` the remote's commit), and refused with `--strict`.
final class HookBehaviourTests: XCTestCase {
    private static let control = "iHeartRating/iHeartRatingView.swift"

    private func makeRepository(hookOptions: [String]) throws -> GitRepository {
        try HookedExampleRepository.make(hookOptions: hookOptions, firstPush: "is new: no earlier control to compare its behaviour with")
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
        XCTAssertTrue(output.contains("behaviour changed since \(accepted.prefix(12)) in "), output)
        XCTAssertTrue(output.contains("[BHV010]"), output)
        XCTAssertTrue(output.contains(
            "pre-push: the control's behaviour changed, or was not compared in full, in refs/heads/main (printed above);"
                + " push refused (--strict)"), output)
        let remote = try repository.run(["rev-parse", "refs/heads/main"], in: repository.remote)
        XCTAssertEqual(remote.output.trimmingCharacters(in: .whitespacesAndNewlines), accepted)
    }

    /// A control that ends the process before any case runs gives nothing to compare: refused, never "unchanged".
    /// Ending it takes the C library's `exit`, which the allowlist refuses before anything runs (BHV005).
    func testStrict_refusesAControlThatRunsNoCase() throws {
        let repository = try makeRepository(hookOptions: ["--behaviour", "--strict"])
        let file = repository.path + "/" + Self.control
        try repository.read(file).replacingOccurrences(
            of: "super.init(frame: frame)\n", with: "super.init(frame: frame)\n        exit(0)\n"
        ).write(toFile: file, atomically: true, encoding: .utf8)
        try repository.commit("leave early")
        let push = try repository.run(["push", "origin", "main"])
        XCTAssertNotEqual(push.status, 0, push.output + push.error)
        XCTAssertTrue((push.output + push.error).contains(
            "error: the control calls `exit` from the C library, which a rating view has no use for: no behaviour verdict [BHV005]"),
                      push.output + push.error)
        XCTAssertTrue(push.error.contains("push refused (--strict)"), push.error)
    }

    /// The control's file is a link to another file, which a later commit changes: the link itself does not
    /// change, the control the tool reads does, so the behaviour is compared.
    func testStrict_followsALinkedControlToTheFileThatChanged() throws {
        let repository = try makeRepository(hookOptions: ["--behaviour", "--strict"])
        try FileManager.default.moveItem(
            atPath: repository.path + "/" + Self.control, toPath: repository.path + "/iHeartRating/Rating.swift")
        try FileManager.default.createSymbolicLink(
            atPath: repository.path + "/" + Self.control, withDestinationPath: "Rating.swift")
        try repository.commit("the control behind a link")
        let linked = try repository.run(["push", "origin", "main"])
        XCTAssertEqual(linked.status, 0, linked.output + linked.error)
        let file = repository.path + "/iHeartRating/Rating.swift"
        try repository.read(file).replacingOccurrences(of: "Int(max(rating - 1, 0))", with: "Int(max(rating, 0))")
            .write(toFile: file, atomically: true, encoding: .utf8)
        try repository.commit("bounce the rated heart, behind the link")
        let push = try repository.run(["push", "origin", "main"])
        XCTAssertNotEqual(push.status, 0, push.output + push.error)
        XCTAssertTrue((push.output + push.error).contains("[BHV010]"), push.output + push.error)
    }

    /// verify-control cannot run (no swiftc on PATH): with `--strict` that refuses the push too.
    func testStrict_refusesWhenTheBehaviourCannotBeCompared() throws {
        let repository = try makeRepository(hookOptions: ["--behaviour", "--strict"])
        try changeTheBounce(in: repository)
        repository.extraEnvironment["PATH"] = "/usr/bin:/bin"
        guard !FileManager.default.isExecutableFile(atPath: "/usr/bin/swiftc") else { throw XCTSkip("swiftc is in /usr/bin") }
        let push = try repository.run(["push", "origin", "main"])
        XCTAssertNotEqual(push.status, 0, push.output + push.error)
        XCTAssertTrue(push.error.contains("could not be compared in refs/heads/main (see above); push refused (--strict)"),
                      push.error)
    }

    /// The remote moved on to a commit this repository never fetched: there is nothing to compare with, which
    /// --strict counts as a comparison that could not be made.
    func testStrict_refusesWhenTheRemotesCommitIsNotHere() throws {
        let repository = try makeRepository(hookOptions: ["--behaviour", "--strict"])
        let other = repository.outside.path + "/other"
        try repository.git("clone", "-q", "-b", "main", repository.remote, other)
        try repository.git("-c", "user.name=t", "-c", "user.email=t@e", "commit", "-q", "--allow-empty", "-m", "elsewhere",
                           in: other)
        try repository.git("push", "-q", "--no-verify", "origin", "main", in: other)
        try changeTheBounce(in: repository)
        let push = try repository.run(["push", "--force", "origin", "main"])
        XCTAssertNotEqual(push.status, 0, push.output + push.error)
        XCTAssertTrue(push.error.contains("is not here (fetch first): the control's behaviour was not compared; push refused (--strict)"),
                      push.error)
    }

    /// A new branch has no earlier commit on the remote: it is compared where it leaves the remote's default
    /// branch (issue 26, item 1).
    func testStrict_comparesANewBranchWhereItLeavesTheDefaultBranch() throws {
        let repository = try makeRepository(hookOptions: ["--behaviour", "--strict"])
        try repository.git("symbolic-ref", "HEAD", "refs/heads/main", in: repository.remote)
        let base = try repository.git("rev-parse", "HEAD")
        try repository.git("checkout", "-q", "-b", "topic")
        try changeTheBounce(in: repository)
        let push = try repository.run(["push", "origin", "topic"])
        XCTAssertNotEqual(push.status, 0)
        let output = push.output + push.error
        XCTAssertTrue(output.contains("pre-push: refs/heads/topic is new: its control is compared with the one where it"
            + " leaves origin's default branch, \(base.prefix(12))"), output)
        XCTAssertTrue(output.contains("behaviour changed since \(base.prefix(12)) in "), output)
        XCTAssertTrue(output.contains("push refused (--strict)"), output)
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
