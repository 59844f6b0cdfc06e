import Foundation
import RatingReference
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// The BHV002 replay hint is a command a user pastes into a shell: whatever the control's strings hold, it
/// only ever hands the case file to `oracle --eval -`.
final class ReplayHintTests: XCTestCase {
    func testReplayHint_isInertWhateverTheLabelHolds() throws {
        for label in [#"Rating'; touch pwned; echo '"#, #"'\''$(touch pwned)"#, "a'\n'b", "`touch pwned`"] {
            let shrunk = OracleCase(name: "c", documented: "", steps: [.set(.accessibilityLabel(label)), .observe(Observation())])
            let divergence = Divergence(step: 1, mismatches: [])
            let replay = DivergenceReporter.replay(shrunk, nil, divergence)
            let finding = BehaviourFindings.generatedCases(
                count: 1, of: 1, shrunk: shrunk, divergence, replay: replay, at: SourceLocation(line: 1, column: 1))
            let note = try XCTUnwrap(finding.notes.last?.message)
            let prefix = "replay on the model: ", suffix = " | check-baseline oracle --eval -"
            XCTAssertTrue(note.hasPrefix(prefix) && note.hasSuffix(suffix), note)
            // The hint with the tool left out: the shell must print the case file and do nothing else.
            let command = String(note.dropFirst(prefix.count).dropLast(suffix.count))
            let directory = try TemporaryDirectory()
            let shell = try ProcessRunner.run("/bin/sh", ["-c", command], in: directory.path)
            XCTAssertEqual(shell.status, 0, label)
            XCTAssertEqual(shell.output, replay + "\n", label)
            XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path + "/pwned"), label)
        }
    }
}
