import RatingReference
import XCTest
@testable import BaselineCommand

/// A memory-backed `CommandIO`: captured output and error, and a dictionary of files (`-` is standard input).
final class MemoryIO: CommandIO {
    var output = ""
    var error = ""
    var files: [String: String] = [:]

    func writeOutput(_ text: String) -> Bool {
        output += text
        return true
    }
    func writeError(_ text: String) { error += text }

    func read(_ path: String, limit: Int) throws(CommandIOError) -> [UInt8] {
        guard let text = files[path] else { throw CommandIOError("cannot open: No such file or directory") }
        guard text.utf8.count <= limit else { throw CommandIOError("larger than \(limit) bytes") }
        return Array(text.utf8)
    }

    func write(_ text: String, toFile path: String) throws(CommandIOError) {
        guard !path.hasPrefix("/unwritable/") else { throw CommandIOError("cannot create: Permission denied") }
        if path == "-" { output += text } else { files[path] = text }
    }
}

/// `check-baseline oracle` end to end, without a process: output, files and exit statuses.
final class OracleCommandTests: XCTestCase {
    private func run(_ arguments: [String], files: [String: String] = [:]) -> (status: Int32, io: MemoryIO) {
        let io = MemoryIO()
        io.files = files
        return (CheckBaseline.run(["oracle"] + arguments, style: .plain, io: io), io)
    }

    func testDefaultRun_oneLinePerCaseThenSummary() {
        let (status, io) = run([])
        let lines = io.output.split(separator: "\n")
        XCTAssertEqual(status, 0)
        XCTAssertEqual(lines.count, EdgeCases.all.count + 1)
        XCTAssertEqual(lines.last, "\(EdgeCases.all.count) passed, 0 failed")
        XCTAssertTrue(lines.dropLast().allSatisfy { $0.hasPrefix("PASS  ") })
    }

    func testCasesFile_failingExpectationGivesStatusOneAndDetails() {
        let file = #"{"cases": [{"name": "wrong", "documented": "here", "steps": ["#
            + #"{"do": "set", "property": "maxRating", "value": 0}, {"do": "observe", "expect": {"maxRating": 0}}]}]}"#
        let (status, io) = run(["--cases", "c.json"], files: ["c.json": file])
        XCTAssertEqual(status, 1)
        XCTAssertEqual(io.output, """
            FAIL  wrong
                  documented: here
                  step 2, maxRating: expected 0, got 1
            0 passed, 1 failed

            """)
    }

    func testExport_writesTheSchemaToTheFile() throws {
        let (status, io) = run(["--export", "out.json"])
        XCTAssertEqual(status, 0)
        XCTAssertEqual(io.output, "wrote \(EdgeCases.all.count) cases to out.json\n")
        let text = try XCTUnwrap(io.files["out.json"])
        XCTAssertTrue(text.contains(#""schema": "rating-reference-cases""#))
        XCTAssertEqual(try CaseFileDecoder.cases(from: Array(text.utf8)).count, EdgeCases.all.count)
    }

    func testEval_printsOutputsInTheSameSchema_fromStandardInput() throws {
        let input = #"{"cases": [{"name": "n", "steps": [{"do": "set", "property": "rating", "value": "nan"}]}]}"#
        let (status, io) = run(["--eval", "-"], files: ["-": input])
        XCTAssertEqual(status, 0, io.error)
        let cases = try CaseFileDecoder.cases(from: Array(io.output.utf8))
        guard case .observe(let observation)? = cases.first?.steps.last else { return XCTFail("no observation") }
        XCTAssertEqual(observation.rating, 0)
        XCTAssertEqual(observation.accessibilityValue, "0 of 5")
    }

    func testEval_mismatchedExpectationIsReportedOnStandardError() {
        let input = #"{"cases": [{"name": "n", "steps": [{"do": "observe", "expect": {"rating": 1}}]}]}"#
        let (status, io) = run(["--eval", "in.json"], files: ["in.json": input])
        XCTAssertEqual(status, 1)
        XCTAssertEqual(io.error, "n: step 1, rating: model 0, case file 1\n")
    }

    /// `--eval` holds a file to the verifier's tolerance: a size 1e-12 off (UIKit reads frames back through their
    /// centre) agrees, one a point off does not; `--cases` (hand-worked expectations) stays exact.
    func testEval_comparesWithTheVerifiersTolerance() throws {
        let model = CaseRunner.run(OracleCase(name: "n", documented: "", steps: [.observe(Observation())]))
        guard case .observe(let looked)? = model.evaluated.steps.last else { return XCTFail("no look") }
        let size = try XCTUnwrap(looked.intrinsicContentSize)
        for (offset, agrees) in [(size.width * 1e-12 + 1e-12, true), (1.0, false)] {
            let input = #"{"cases": [{"name": "n", "steps": [{"do": "observe", "expect": {"intrinsicContentSize": "#
                + #"{"width": \#(size.width + offset), "height": \#(size.height)}}}]}]}"#
            let (status, io) = run(["--eval", "in.json"], files: ["in.json": input])
            XCTAssertEqual(status, agrees ? 0 : 1, io.error)
            XCTAssertEqual(io.error.isEmpty, agrees, io.error)
            if !agrees {
                XCTAssertTrue(io.error.hasPrefix("n: step 1, intrinsicContentSize.width: model "), io.error)
                XCTAssertTrue(io.error.contains(", case file "), io.error)
            }
            let (exactStatus, _) = run(["--cases", "in.json"], files: ["in.json": input])
            XCTAssertEqual(exactStatus, 1, "--cases compares exactly")
        }
    }

    func testMalformedInput_namesFileLineAndColumn_statusTwo() {
        let rows: [(text: String, error: String)] = [
            ("{\n  \"cases\": [NaN]\n}", "in.json:2:13: error: expected a JSON value, found character 'N'"),
            ("{\"cases\": 3}", "in.json:1:11: error: cases: expected an array, found a number"),
            (String(repeating: "[", count: 200_000), "in.json:1:513: error: nesting deeper than 512 levels"),
        ]
        for row in rows {
            for arguments in [["--eval", "in.json"], ["--cases", "in.json"]] {
                let (status, io) = run(arguments, files: ["in.json": row.text])
                XCTAssertEqual(status, 2)
                XCTAssertTrue(io.error.hasPrefix(row.error), io.error)
                XCTAssertEqual(io.output, "")
            }
        }
        let (status, io) = run(["--eval", "missing.json"])
        XCTAssertEqual(status, 2)
        XCTAssertEqual(io.error, "check-baseline oracle: missing.json: error: cannot open: No such file or directory\n")
    }

    func testFuzz_printsSeedAndVerdict() {
        let (status, io) = run(["--fuzz", "20", "--seed", "0x10"])
        XCTAssertEqual(status, 0)
        XCTAssertTrue(io.output.hasPrefix("oracle fuzz: 20 generated inputs, seed 16 "))
        XCTAssertTrue(io.output.contains("heart model (HeartRatingView): 0 of 14 invariants broken"))
        XCTAssertTrue(io.output.contains("FINDING "))
    }

    func testFuzz_heartKeepsEveryInvariant_negativeAndInfiniteBoundsIncluded_exitsZero() {
        let (status, io) = run(["--fuzz", "400"])
        XCTAssertEqual(status, 0, io.output)
        XCTAssertTrue(io.output.contains("heart model (HeartRatingView): 0 of 14 invariants broken"), io.output)
    }

    func testTutorial_reportsEveryProbe_heartBreaksNone() {
        let (status, io) = run(["--tutorial"])
        XCTAssertEqual(status, 0, "the tutorial's breaks never make the command fail")
        for probe in TutorialProbes.all {
            XCTAssertTrue(io.output.contains("\n\(probe.name): "), probe.name)
        }
    }

    func testRender_writesSVGOrNamesTheMissingCase() {
        let (status, io) = run(["--render=layout-uses-bounds-not-transformed-frame", "--svg=a.svg"])
        XCTAssertEqual(status, 0)
        XCTAssertEqual(io.files["a.svg"]?.components(separatedBy: #"class="empty""#).count, 6)
        let missing = run(["--render", "nope", "--svg", "a.svg"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.io.error.hasPrefix("check-baseline oracle: no case named \"nope\""))
        let unwritable = run(["--render", "layout-uses-bounds-not-transformed-frame", "--svg", "/unwritable/a.svg"])
        XCTAssertEqual(unwritable.status, 2)
    }

    func testTheOracle_asTheToolRunsIt_itsUsageErrorsWordedAsEveryCommands() {
        let oracle = CheckBaseline.run(["oracle"])
        XCTAssertEqual(oracle.exitCode, 0, oracle.standardError)
        XCTAssertTrue(oracle.standardOutput.hasSuffix("\n\(EdgeCases.all.count) passed, 0 failed\n"), oracle.standardOutput)
        let usage = CheckBaseline.run(["oracle", "--fuzz", "x"])
        XCTAssertEqual(usage.exitCode, 2)
        XCTAssertEqual(usage.standardError, "check-baseline: --fuzz takes a number from 1 to 100000000, not x\n")
    }

    /// `--export-xctest` writes the file, says how many tests and left-out cases, and writes the same bytes for
    /// the same arguments; `--seed` changes the generated tests, and `--cases` replaces the table.
    func testExportXCTest_writesTheFile_theSameForTheSameArguments() throws {
        let first = run(["--export-xctest", "T.swift", "--generate", "5", "--seed", "7"])
        XCTAssertEqual(first.status, 0, first.io.error)
        let text = try XCTUnwrap(first.io.files["T.swift"])
        XCTAssertTrue(text.contains("--export-xctest --generate 5 --seed 7 FILE"), text)
        XCTAssertTrue(text.contains("@testable import iHeartRating"))
        XCTAssertTrue(first.io.output.hasPrefix("wrote "), first.io.output)
        XCTAssertEqual(run(["--export-xctest", "T.swift", "--generate", "5", "--seed", "7"]).io.files["T.swift"], text)
        XCTAssertNotEqual(run(["--export-xctest", "T.swift", "--generate", "5", "--seed", "8"]).io.files["T.swift"], text)
        let cases = #"{"cases": [{"name": "one", "steps": [{"do": "set", "property": "rating", "value": 2}]}]}"#
        let fromFile = run(["--export-xctest", "-", "--cases", "c.json"], files: ["c.json": cases])
        XCTAssertEqual(fromFile.status, 0, fromFile.io.error)
        XCTAssertTrue(fromFile.io.output.contains("func testOne() {"), fromFile.io.output)
        XCTAssertTrue(fromFile.io.output.contains("// 1 cases (1 documented, 0 generated): 1 written, 0 left out."))
    }

    func testUsage_helpAndErrors() {
        let help = run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.io.output.hasPrefix("USAGE: check-baseline oracle"))
        let rows: [(arguments: [String], message: String)] = [
            (["--fuzz"], "--fuzz needs a value"),
            (["--fuzz", "0"], "--fuzz takes a number from 1 to 100000000, not 0"),
            (["--fuzz", "10", "--seed", "-1"], "--seed takes an unsigned 64-bit integer"),
            (["--export", "a", "--eval", "b"], "--export and --eval cannot be combined"),
            (["--seed", "3"], "--seed only goes with --fuzz or --export-xctest"),
            (["--generate", "3"], "--generate only goes with --export-xctest"),
            (["--generate", "3", "--fuzz", "2"], "--generate only goes with --export-xctest"),
            (["--export-xctest", "a", "--export", "b"], "--export and --export-xctest cannot be combined"),
            (["--render", "x"], "--render needs --svg FILE"),
            (["--svg", "x"], "--svg only goes with --render"),
            (["--cases", "c.json", "--tutorial"], "--cases only goes with the default run, --render or --export-xctest"),
            (["--export", "a", "--export", "b"], "--export given twice"),
            (["--tutorial=yes"], "--tutorial takes no value"),
            (["--bogus"], "unknown option --bogus"),
            (["stray"], "unexpected argument stray"),
        ]
        for row in rows {
            let (status, io) = run(row.arguments)
            XCTAssertEqual(status, 2, "\(row.arguments)")
            XCTAssertTrue(io.error.hasPrefix("check-baseline: \(row.message)"), io.error)
            XCTAssertEqual(io.error.filter { $0 == "\n" }.count, 1, io.error)
        }
    }
}
