import Foundation
import RatingReference
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// The case runner against a stand-in driver (a shell script speaking the protocol: the nonce from standard
/// input, the cases from the file it is given, every record behind the nonce), in the real sandbox: a crash
/// costs one case and the driver starts again after it, an exception ends its case only, a hang ends the run.
final class CaseBatchRunnerTests: XCTestCase {
    /// Case 1 crashes at its step 1, case 3 raises at its step 0, case 5 hangs; the others finish.
    private static let script = """
        #!/bin/sh
        read -r nonce
        step=0
        while read -r word rest; do
            case "$word" in
            case) index=$rest; step=0; echo "$nonce {\\"case\\":$index}" ;;
            end) echo "$nonce {\\"done\\":$index}" ;;
            *)
                echo "$nonce {\\"step\\":$step}"
                if [ "$word" = observe ]; then echo "$nonce {\\"step\\":$step,\\"answer\\":{\\"rating\\":$index}}"; fi
                if [ "$index" = 1 ] && [ "$step" = 1 ]; then echo "Fatal error: Index out of range" >&2; kill -SEGV $$; fi
                if [ "$index" = 3 ]; then echo "$nonce {\\"raised\\":\\"CALayerInvalidGeometry: CALayer bounds contains NaN\\"}"; exit 3; fi
                if [ "$index" = 5 ]; then sleep 60; fi
                step=$((step + 1))
                ;;
            esac
        done < "$1"

        """

    func testRestartsAfterACrashAndAnException_stopsAtAHang() throws {
        let shapes = try Self.shapes(running: Self.script, cases: 7)
        XCTAssertEqual(shapes[0], "ran 1")
        XCTAssertTrue(shapes[1].hasPrefix("crashed at 1: was killed by signal 11: Fatal error: Index out of range"), shapes[1])
        XCTAssertEqual(shapes[2], "ran 1")
        XCTAssertEqual(shapes[3], "raised at 0")
        XCTAssertEqual(shapes[4], "ran 1")
        XCTAssertEqual(shapes[5], "hung at 0")
        XCTAssertEqual(shapes[6], "not run: an earlier case hung")
    }

    /// A driver whose control ends the process cleanly before its first record, or writes on the channel
    /// itself, leaves its cases without a result: "not run", which no verdict counts as a pass.
    func testAnExitBeforeTheFirstRecordOrAForgedRecord_leavesTheCasesNotRun() throws {
        let exits = try Self.shapes(running: "#!/bin/sh\nexit 0\n", cases: 2)
        XCTAssertEqual(exits, Array(repeating: "not run: the driver exited with status 0 before the case", count: 2))
        let forges = try Self.shapes(running: """
            #!/bin/sh
            echo '{"case":0}'
            echo '{"step":0,"answer":{"rating":0}}'
            echo '{"done":0}'

            """, cases: 2)
        XCTAssertEqual(forges, Array(repeating: #"not run: the driver's channel carried "{"case":0}", not its protocol"#, count: 2))
    }

    /// One case whose answer passes the budget of a case is cut off there: it and the cases after it are not
    /// run (a control that floods once would flood again); the case before it ran.
    func testACaseOverItsOutputBudget_isCutOff_andItAndTheRestAreNotRun() throws {
        let shapes = try Self.shapes(running: Self.answering(bytes: 5_000_000, inCase: 1), cases: 3)
        XCTAssertEqual(shapes, [
            "ran 1", "not run: its output passed the budget of 4.0 MiB a case",
            "not run: an earlier case's output passed the budget of 4.0 MiB a case",
        ])
    }

    /// A driver whose output passes the budget of a process, a case at a time each within its own, is stopped
    /// there, and another process takes up the case it was in: every case runs.
    func testADriverPastItsOutputBudget_isStopped_andAnotherTakesUpTheCase() throws {
        let results = try Self.results(running: Self.answering(bytes: 3_000_000, inCase: nil), cases: 30)
        var processes = Set<String>()
        for result in results {
            guard case .ran(let run) = result, let text = run.answers[1]?.text else { return XCTFail("\(result)") }
            processes.insert(String(decoding: text.prefix { $0 != UInt8(ascii: ",") }, as: UTF8.self))
        }
        XCTAssertEqual(processes.count, 2, "30 cases of 3 MB: a second process after 64 MiB")
    }

    /// The driver found a directory kept in memory full and ended: its case failed, naming the budget, and the
    /// cases after it ran in a new process.
    func testAFullDirectory_failsItsCaseNamingTheBudget() throws {
        let full = #"if [ "$index" = 2 ]; then echo "$nonce {\"full\":\"/dev/shm\"}"; exit 4; fi"#
        let script = Self.script.replacingOccurrences(of: "    *)\n", with: "    *)\n        \(full)\n")
        let shapes = try Self.shapes(running: script, cases: 5)
        XCTAssertEqual(shapes[2], "crashed at -: it filled /dev/shm, kept in memory, to its budget of 16.0 MiB")
        XCTAssertEqual(shapes[4], "ran 1")
    }

    /// A driver whose every case answers its look (step 1) with `{"first":…,"pad":"xx…"}` of about `bytes`, or
    /// in case `inCase` only (the others answering briefly); `first` is the first case of the process.
    private static func answering(bytes: Int, inCase: Int?) -> String {
        let condition = inCase.map { "[ \"$index\" = \($0) ]" } ?? "true"
        return """
            #!/bin/sh
            read -r nonce
            while read -r word rest; do
                case "$word" in
                case) index=$rest; first=${first:-$index}; echo "$nonce {\\"case\\":$index}" ;;
                end) echo "$nonce {\\"done\\":$index}" ;;
                layout) echo "$nonce {\\"step\\":0}" ;;
                observe)
                    echo "$nonce {\\"step\\":1}"
                    if \(condition); then
                        printf '%s {"step":1,"answer":{"first":%s,"pad":"' "$nonce" "$first"
                        head -c \(bytes) /dev/zero | tr '\\0' x
                        printf '"}}\\n'
                    else
                        echo "$nonce {\\"step\\":1,\\"answer\\":{\\"rating\\":$index}}"
                    fi
                    ;;
                esac
            done < "$1"

            """
    }

    /// How each of `count` two-step cases ended when the driver is `script`.
    private static func shapes(running script: String, cases count: Int) throws -> [String] {
        try results(running: script, cases: count).map { result -> String in
            switch result {
            case .ran(let run): run.raised == nil ? "ran \(run.answers.count)" : "raised at \(run.raised!.step)"
            case .crashed(let step, let detail): "crashed at \(step.map(String.init) ?? "-"): \(detail)"
            case .timedOut(let step, _): "hung at \(step.map(String.init) ?? "-")"
            case .notRun(let reason): "not run: \(reason)"
            }
        }
    }

    /// What became of each of `count` two-step cases (a layout and a look) when the driver is `script`.
    private static func results(running script: String, cases count: Int) throws -> [ControlCaseResult] {
        let sandbox: Sandbox
        switch Sandbox.locate(outside: []) {
        case .success(let found): sandbox = found
        case .failure(let reason): throw Prerequisite.missing("no sandbox here: \(reason)")
        }
        let directory = try TemporaryDirectory()
        let driver = try directory.write("driver.sh", script)
        XCTAssertEqual(chmod(driver, 0o755), 0)
        let builder = ControlBuilder(
            toolchain: Toolchain(compiler: "/usr/bin/true", root: "/", version: ""),
            cache: try BuildCache(base: directory.path), sandbox: sandbox)
        let runner = CaseBatchRunner(driver: driver, builder: builder)
        let oracleCase = OracleCase(name: "c", documented: "", steps: [.layout, .observe(Observation())])
        return runner.run(Array(repeating: oracleCase, count: count))
    }
}
