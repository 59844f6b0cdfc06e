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

    /// How each of `count` two-step cases ended when the driver is `script`.
    private static func shapes(running script: String, cases count: Int) throws -> [String] {
        let sandbox: Sandbox
        switch Sandbox.locate(outside: []) {
        case .success(let found): sandbox = found
        case .failure(let reason): throw XCTSkip("no sandbox here: \(reason)")
        }
        let directory = try TemporaryDirectory()
        let driver = try directory.write("driver.sh", script)
        XCTAssertEqual(chmod(driver, 0o755), 0)
        let builder = ControlBuilder(
            toolchain: Toolchain(compiler: "/usr/bin/true", root: "/", version: ""),
            cache: try BuildCache(base: directory.path), sandbox: sandbox)
        let runner = CaseBatchRunner(driver: driver, builder: builder)
        let oracleCase = OracleCase(name: "c", documented: "", steps: [.layout, .observe(Observation())])
        return runner.run(Array(repeating: oracleCase, count: count)).map { result -> String in
            switch result {
            case .ran(let run): run.raised == nil ? "ran \(run.answers.count)" : "raised at \(run.raised!.step)"
            case .crashed(let step, let detail): "crashed at \(step.map(String.init) ?? "-"): \(detail)"
            case .timedOut(let step, _): "hung at \(step.map(String.init) ?? "-")"
            case .notRun(let reason): "not run: \(reason)"
            }
        }
    }
}
