import Foundation
import RatingReference
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// The BHV002 replay hint names the case file `--save-cases` wrote, as a path a user pastes into a shell:
/// whatever the directory's name holds, it only ever hands that file to `oracle --eval`; the case itself is a
/// detail note (JSON and SARIF keep it, the text report shows it only with `--verbose`).
final class ReplayHintTests: XCTestCase {
    private let shrunk = OracleCase(
        name: "generated-1", documented: "", steps: [.set(.accessibilityLabel("a'b")), .observe(Observation())])
    private let divergence = Divergence(step: 1, mismatches: [])

    private func finding(_ saved: CaseFiles.Saved, replay: String) -> Finding {
        BehaviourFindings.generatedCases(
            count: 1, of: 1, shrunk: shrunk, divergence, replay: replay, saved: saved, at: SourceLocation(line: 1, column: 1))
    }

    func testReplayHint_namesTheSavedFile_andIsInertWhateverTheDirectoryHolds() throws {
        let replay = DivergenceReporter.replay(shrunk, nil, divergence)
        let root = try TemporaryDirectory()
        for label in [#"cases'; touch pwned; echo '"#, #"'\''$(touch pwned)"#, "a'\n'b", "`touch pwned`", "plain"] {
            let saved = CaseFiles(directory: root.path + "/" + label).save(replay, name: shrunk.name)
            guard case .saved(let path) = saved else { return XCTFail("\(label): \(saved)") }
            XCTAssertTrue(path.hasSuffix(".json") && path.contains("/generated-1-"), path)
            let notes = finding(saved, replay: replay).notes
            let hint = try XCTUnwrap(notes.first { $0.detail == nil }?.message)
            let prefix = "replay on the model: check-baseline oracle --eval "
            XCTAssertTrue(hint.hasPrefix(prefix), hint)
            XCTAssertFalse(hint.contains("{"), "no case inline in the hint: \(hint)")
            // The hint with the tool left out: the shell must print the case file and do nothing else.
            let shell = try ProcessRunner.run("/bin/sh", ["-c", "cat " + hint.dropFirst(prefix.count)], in: root.path)
            XCTAssertEqual(shell.status, 0, label)
            XCTAssertEqual(shell.output, replay, label)
            XCTAssertFalse(FileManager.default.fileExists(atPath: root.path + "/pwned"), label)
            XCTAssertEqual(notes.filter { $0.detail == true }.map(\.message), ["the case: " + replay], label)
        }
    }

    func testWithoutSaveCases_theHintSaysHowToHaveTheFile() throws {
        let notes = finding(.notAsked, replay: "{}").notes
        XCTAssertEqual(notes.filter { $0.detail == nil }.map(\.message),
                       ["replay on the model: add --save-cases DIR to write this case to DIR for check-baseline oracle --eval"])
    }

    func testACaseWrittenTwice_landsOnItself_andTwoCasesOfOneName_doNot() throws {
        let root = try TemporaryDirectory()
        let files = CaseFiles(directory: root.path + "/cases")
        XCTAssertEqual(files.save("{\"a\":1}", name: "x/../y"), files.save("{\"a\":1}", name: "x/../y"))
        XCTAssertNotEqual(files.save("{\"a\":1}", name: "x/../y"), files.save("{\"a\":2}", name: "x/../y"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path + "/cases").filter { !$0.hasPrefix("x-..-y-") }, [])
        guard case .failed(let reason) = CaseFiles(directory: root.path + "/missing/cases").save("{}", name: "c") else {
            return XCTFail("a directory whose parent is missing is not made")
        }
        XCTAssertTrue(reason.contains("/missing/cases"), reason)
    }
}
