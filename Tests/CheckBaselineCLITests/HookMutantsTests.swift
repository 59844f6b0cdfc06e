import Foundation
import TestSupport
import XCTest

/// The pre-push hook installed with `-- --mutants-in-diff`: a push that changes the control has the mutants on
/// the lines it adds or changes judged (`mutation-score --in-diff` the remote's commit); with `--strict` a
/// survivor refuses it.
final class HookMutantsTests: XCTestCase {
    private static let control = "iHeartRating/iHeartRatingView.swift"

    private func makeRepository(hookOptions: [String]) throws -> GitRepository {
        try HookedExampleRepository.make(hookOptions: hookOptions, firstPush: "is new: no earlier control to compare its lines with")
    }

    func testStrict_refusesAPushWhoseChangedLinesHaveASurvivor_andLeavesOtherPushesAlone() throws {
        let repository = try makeRepository(hookOptions: ["--mutants-in-diff", "--strict"])
        // A push that does not touch the control judges no mutant.
        _ = try repository.directory.write("NOTES.md", "notes\n")
        try repository.commit("notes")
        let notes = try repository.run(["push", "origin", "main"])
        XCTAssertEqual(notes.status, 0, notes.output + notes.error)
        XCTAssertFalse((notes.output + notes.error).contains("mutation-score"), notes.output + notes.error)
        let accepted = try repository.git("rev-parse", "HEAD")

        // A statement whose loss nothing shows (the hint assigned its own value): its one mutant survives, and only
        // it is judged (the survivor also meets the checkout's own tests, so one mutant keeps the test short).
        let file = repository.path + "/" + Self.control
        try repository.read(file)
            .replacingOccurrences(of: "        super.layoutSubviews()\n",
                                  with: "        super.layoutSubviews()\n        accessibilityHint = accessibilityHint\n")
            .write(toFile: file, atomically: true, encoding: .utf8)
        try repository.commit("assign the hint its own value")
        let push = try repository.run(["push", "origin", "main"])
        let output = push.output + push.error
        XCTAssertNotEqual(push.status, 0, output)
        XCTAssertTrue(output.contains("--in-diff: 1 of the control's "), output)
        XCTAssertTrue(output.contains("SDL survived"), output)
        XCTAssertTrue(output.contains("is below --fail-under 100.0"), output)
        XCTAssertTrue(output.contains("pre-push: a mutant on a line of the control refs/heads/main changes survived, or none"
            + " could be told apart (printed above); push refused (--strict)"), output)
        let remote = try repository.run(["rev-parse", "refs/heads/main"], in: repository.remote)
        XCTAssertEqual(remote.output.trimmingCharacters(in: .whitespacesAndNewlines), accepted)
    }

    /// Without `--strict` the hook asks for no score: survivors are printed and the push goes on (the verdict
    /// lines are the behaviour comparison's, whose pushes HookBehaviourTests makes).
    func testWithoutStrict_judgesWithoutAFloor() throws {
        let repository = try GitRepository()
        XCTAssertEqual(try repository.installHook([repository.path, "--", "--mutants-in-diff"]).status, 0)
        let script = try repository.read(repository.hooks + "/pre-push")
        XCTAssertTrue(script.contains("\"$tool\" mutation-score --quiet --in-diff \"$short\" --rev \"$local_sha\" \"$checkout\""), script)
        XCTAssertFalse(script.contains("--fail-under"), script)
        XCTAssertFalse(script.contains("verify-control"), script)
        XCTAssertTrue(script.contains("could be told apart (printed above); pushed anyway"), script)
    }
}
