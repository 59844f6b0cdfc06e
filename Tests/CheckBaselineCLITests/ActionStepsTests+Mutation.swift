import Foundation
import TestSupport
import XCTest

/// The action's mutation-score inputs. A real mutation-score run takes minutes, so a stand-in tool records the
/// arguments that reach it; mutation-score's own tests cover what it does with them.
extension ActionStepsTests {
    func testCheckFalse_skipsTheCheck_itsUpload_andItsVerdict() throws {
        let tool = try StandInTool()
        let nothing = try ActionRun(workspace: workspace.path)
        try nothing.runAll(inputs: ["tool": tool.path, "paths": "iHeartRating", "check": "false"])
        XCTAssertEqual(nothing.ran, [], nothing.log)
        XCTAssertEqual(nothing.notRun.count, 0)
        XCTAssertTrue(nothing.skipped.contains("check") && nothing.skipped.contains("Verdict"), "\(nothing.skipped)")
        XCTAssertTrue(nothing.skipped.contains("Upload the SARIF report to code scanning"), "\(nothing.skipped)")
        XCTAssertEqual(try tool.calls(), [])

        let shard = try ActionRun(workspace: workspace.path)
        try shard.runAll(inputs: ["tool": tool.path, "paths": "iHeartRating", "check": "false", "mutation-shard": "0/2"])
        XCTAssertEqual(shard.ran, ["mutation", "Verdict"], shard.log)
        XCTAssertEqual(try tool.calls().count, 1, "mutation-score only")
        XCTAssertFalse(shard.log.contains("check-baseline: exit code"), "no verdict of a check that did not run: \(shard.log)")
        XCTAssertEqual(shard.failed, nil, shard.log)
    }

    /// A shard writes a JSON report (what --merge takes) and uploads nothing; every input reaches the tool as
    /// the words it was given, the first of `paths` the checkout.
    func testMutationShard_writesTheJSONReportOfThatShard_andUploadsNothing() throws {
        let tool = try StandInTool()
        let run = try ActionRun(workspace: workspace.path)
        try run.runAll(inputs: [
            "tool": tool.path, "paths": "iHeartRating other", "check": "false", "mutation-shard": "1/4",
            "mutation-options": " --limit 40  --equivalent equivalent.txt ",
        ])
        XCTAssertEqual(run.failed, nil, run.log)
        XCTAssertEqual(try tool.calls(), [
            "<mutation-score><--format><json><--limit><40><--equivalent><equivalent.txt><--shard><1/4><iHeartRating>",
        ])
        XCTAssertEqual(run.outputs["mutation"]?["report"], "check-baseline-mutation.json")
        XCTAssertEqual(run.outputs["mutation"]?["exit-code"], "0")
        XCTAssertEqual(try String(contentsOfFile: workspace.path + "/check-baseline-mutation.json", encoding: .utf8),
                       StandInTool.report)
        XCTAssertEqual(run.notRun.count, 0, "a shard's JSON report is merged, not uploaded")
    }

    /// Without a shard the report is SARIF, uploaded under its own category after the check's; mutation-in-diff
    /// alone asks for mutation-score.
    func testMutationInDiff_passesTheRevision_andTheSARIFReportIsUploadedApart() throws {
        let tool = try StandInTool()
        let run = try ActionRun(workspace: workspace.path)
        try run.runAll(inputs: [
            "tool": tool.path, "paths": "iHeartRating", "mutation-in-diff": "origin/main",
            "mutation-report": "reports/mutants.sarif", "category": "baseline",
        ])
        XCTAssertEqual(run.failed, nil, run.log)
        XCTAssertEqual(run.ran, ["check", "mutation", "Verdict"], run.log)
        XCTAssertEqual(try tool.calls().last, "<mutation-score><--format><sarif><--in-diff><origin/main><iHeartRating>")
        XCTAssertEqual(try String(contentsOfFile: workspace.path + "/reports/mutants.sarif", encoding: .utf8), StandInTool.report)
        XCTAssertEqual(run.notRun.map(\.with), [
            ["sarif_file": "check-baseline.sarif", "category": "baseline"],
            ["sarif_file": "reports/mutants.sarif", "category": "baseline-mutation"],
        ])
        XCTAssertTrue(run.log.contains("check-baseline mutation-score: exit code 0, report reports/mutants.sarif"), run.log)

        let plain = try ActionRun(workspace: workspace.path)
        try plain.runAll(inputs: ["tool": tool.path, "paths": "iHeartRating", "mutation-score": "true", "upload": "false"])
        XCTAssertEqual(try tool.calls().last, "<mutation-score><--format><sarif><iHeartRating>")
        XCTAssertEqual(plain.outputs["mutation"]?["report"], "check-baseline-mutation.sarif")
        XCTAssertEqual(plain.notRun.count, 0, "upload is false")
    }

    func testMutationOptions_thatTheActionSets_areRefused() throws {
        let tool = try StandInTool()
        for (options, refused) in [
            ("--format json", "--format"), ("--limit 3 --format=html", "--format=html"), ("--shard 0/2", "--shard"),
            ("--in-diff=HEAD", "--in-diff=HEAD"), ("--merge", "--merge"),
        ] {
            let run = try ActionRun(workspace: workspace.path)
            try run.runAll(inputs: [
                "tool": tool.path, "paths": "iHeartRating", "check": "false", "mutation-score": "true", "mutation-options": options,
            ])
            XCTAssertEqual(run.failed, ActionRun.Failure(name: "Mutation score", status: 2), "\(options): \(run.log)")
            XCTAssertTrue(run.log.contains("::error::check-baseline: mutation-options may not hold \(refused): the action sets"), run.log)
        }
        XCTAssertEqual(try tool.calls(), [], "refused before the tool runs")
    }

    /// Exit 1 (below --fail-under) fails the verdict after the upload, unless fail-on-findings is false; exit 2
    /// (not measured) fails the mutation step itself.
    func testMutationExitCodes_failTheVerdict_orTheStep() throws {
        let below = try StandInTool(mutationStatus: 1)
        let failing = try ActionRun(workspace: workspace.path)
        try failing.runAll(inputs: ["tool": below.path, "paths": "iHeartRating", "mutation-score": "true"])
        XCTAssertEqual(failing.outputs["mutation"]?["exit-code"], "1", failing.log)
        XCTAssertEqual(failing.notRun.map(\.name).last, "Upload the mutation report to code scanning")
        XCTAssertEqual(failing.failed, ActionRun.Failure(name: "Verdict", status: 1), failing.log)
        XCTAssertTrue(failing.log.contains("::error::check-baseline mutation-score: below --fail-under"), failing.log)
        XCTAssertTrue(failing.log.contains("check-baseline: exit code 0"), "the check's verdict is said too: \(failing.log)")

        let tolerant = try ActionRun(workspace: workspace.path)
        try tolerant.runAll(inputs: ["tool": below.path, "paths": "iHeartRating", "mutation-score": "true", "fail-on-findings": "false"])
        XCTAssertEqual(tolerant.failed, nil, tolerant.log)

        let notMeasured = try StandInTool(mutationStatus: 2)
        let unmeasured = try ActionRun(workspace: workspace.path)
        try unmeasured.runAll(inputs: ["tool": notMeasured.path, "paths": "iHeartRating", "mutation-score": "true"])
        XCTAssertEqual(unmeasured.failed, ActionRun.Failure(name: "Mutation score", status: 2), unmeasured.log)
        XCTAssertEqual(unmeasured.notRun.map(\.name), ["Upload the SARIF report to code scanning"], "nothing after the failed step")
        XCTAssertTrue(unmeasured.log.contains("::error::check-baseline mutation-score stopped with exit code 2"), unmeasured.log)
    }

    /// The mutation inputs reach the tool as words: never shell code, never a pattern (the workspace holds a
    /// folder `*` would match), the shard and the revision one word each however they are spaced.
    func testMutationInputsAreNeverShellCode_norPatterns() throws {
        let tool = try StandInTool()
        let run = try ActionRun(workspace: workspace.path)
        try run.runAll(inputs: [
            "tool": tool.path, "paths": "iHeartRating;touch${IFS}injected *", "check": "false",
            "mutation-shard": "0/2 *", "mutation-in-diff": "`touch injected`", "mutation-options": "$(touch${IFS}injected) i*",
        ])
        XCTAssertEqual(try tool.calls(), [
            "<mutation-score><--format><json><$(touch${IFS}injected)><i*><--shard><0/2 *><--in-diff><`touch injected`>"
                + "<iHeartRating;touch${IFS}injected>",
        ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.path + "/injected"))
    }

    /// The real tool takes what the action builds: a change that touches no line of the control judges nothing
    /// and builds nothing (so no sandbox is needed), yet writes the whole report, SARIF or a shard's JSON.
    func testRealTool_takesTheActionsArguments_andWritesTheReport() throws {
        let repository = try GitRepository()
        try ExampleCheckout.copy(into: repository.path)
        try repository.commit("the example checkout")
        let whole = try ActionRun(workspace: workspace.path)
        try whole.runAll(inputs: [
            "tool": ProcessRunner.tool, "paths": repository.path, "check": "false", "upload": "false",
            "mutation-in-diff": "HEAD", "mutation-options": "--limit 5 --fail-under 80 --quiet",
        ])
        XCTAssertEqual(whole.failed, nil, whole.log)
        XCTAssertEqual(try report("check-baseline-mutation.sarif")["version"] as? String, "2.1.0")

        let shard = try ActionRun(workspace: workspace.path)
        try shard.runAll(inputs: [
            "tool": ProcessRunner.tool, "paths": repository.path, "check": "false", "mutation-shard": "1/2", "mutation-in-diff": "HEAD",
        ])
        XCTAssertEqual(shard.failed, nil, shard.log)
        XCTAssertNotNil(try report("check-baseline-mutation.json")["list"], "a shard's report names its list, for --merge")

        let badShard = try ActionRun(workspace: workspace.path)
        try badShard.runAll(inputs: ["tool": ProcessRunner.tool, "paths": repository.path, "check": "false", "mutation-shard": "2/2"])
        XCTAssertEqual(badShard.failed, ActionRun.Failure(name: "Mutation score", status: 2), badShard.log)
    }

    private func report(_ relativePath: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: workspace.path + "/" + relativePath))
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Asked for mutation-score, the build step installs the sandbox's packages too (require-packages.sh --sandbox).
    func testBuildStep_installsTheSandbox_whenMutationScoreIsAsked() throws {
        let tool = try StandInTool()
        let action = try TemporaryDirectory(prefix: "action path ")
        try FileManager.default.copyItem(atPath: RepositoryRoot.path + "/action.yml", toPath: action.path + "/action.yml")
        try action.write("scripts/require-packages.sh", "echo \"require-packages $*\" >> \"$RUNNER_TEMP/calls\"\n")
        try action.write("build.sh", """
            mkdir -p "$2/bin" && ln -s '\(tool.path)' "$2/bin/check-baseline"
            echo "$2/bin/check-baseline"

            """)
        for (inputs, packages) in [
            (["mutation-shard": "0/2"], "--install --sandbox"), (["mutation-in-diff": "HEAD"], "--install --sandbox"),
            (["mutation-score": "true"], "--install --sandbox"), (["mutation-score": "false"], "--install"),
        ] {
            let run = try ActionRun(workspace: workspace.path, actionPath: action.path)
            try run.runAll(inputs: inputs.merging(["paths": "iHeartRating", "check": "false", "upload": "false"]) { $1 })
            XCTAssertEqual(run.failed, nil, run.log)
            XCTAssertEqual(try String(contentsOfFile: run.runnerTemp + "/calls", encoding: .utf8), "require-packages \(packages)\n")
        }
    }
}

/// check-baseline's stand-in: records each call's arguments, a line of `<word>`s, prints `report` and exits 0,
/// or `mutationStatus` for mutation-score.
private struct StandInTool {
    static let report = "{\"stand-in\": true}\n"
    private let directory: TemporaryDirectory
    var path: String { directory.path + "/check-baseline" }

    init(mutationStatus: Int32 = 0) throws {
        directory = try TemporaryDirectory(prefix: "stand-in tool ")
        try directory.write("check-baseline", """
            #!/bin/sh
            printf '<%s>' "$@" >> '\(directory.path)/calls'
            echo >> '\(directory.path)/calls'
            printf '%s' '\(Self.report)'
            if [ "$1" = mutation-score ]; then exit \(mutationStatus); fi

            """)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }

    func calls() throws -> [String] {
        let file = directory.path + "/calls"
        guard FileManager.default.fileExists(atPath: file) else { return [] }
        return try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map(String.init)
    }
}
