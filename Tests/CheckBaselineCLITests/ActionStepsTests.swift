import Foundation
import TestSupport
import XCTest

/// The composite action (`action.yml`) run here step by step, as a GitHub runner would run it, as far as that
/// is possible without GitHub: each `run:` script goes to `sh -e` (GitHub's `shell: sh`) with the step's `env:`
/// evaluated from the inputs and earlier steps' outputs, in a workspace holding a copy of the example checkout.
/// A `uses:` step (a SARIF upload) cannot run here; its `with:` values are evaluated and checked instead.
final class ActionStepsTests: XCTestCase {
    // Not private: the mutation-score tests, in an extension in ActionStepsTests+Mutation.swift, use them too.
    var workspace: TemporaryDirectory!
    var checkout: String { workspace.path + "/iHeartRating" }

    override func setUpWithError() throws {
        try ProcessRunner.require(ProcessRunner.tool)
        workspace = try TemporaryDirectory(prefix: "action workspace ")
        try FileManager.default.createDirectory(atPath: checkout, withIntermediateDirectories: false)
        try ExampleCheckout.copy(into: checkout)
    }

    override func tearDownWithError() throws {
        workspace = nil
    }

    func testExampleCheckout_passes_writesSARIF_andTheUploadGetsIt() throws {
        let run = try ActionRun(workspace: workspace.path)
        try run.runAll(inputs: ["tool": ProcessRunner.tool, "paths": "iHeartRating", "sarif-file": "reports/out.sarif"])

        XCTAssertEqual(run.ran, ["check", "Verdict"], run.log)
        XCTAssertEqual(run.skipped, ["build", "mutation", "Upload the mutation report to code scanning"])
        XCTAssertEqual(run.failed, nil, run.log)
        XCTAssertEqual(run.outputs["check"]?["exit-code"], "0")
        let sarif = try sarifDocument(workspace.path + "/reports/out.sarif")
        XCTAssertEqual(sarif["version"] as? String, "2.1.0")
        XCTAssertEqual(try results(sarif).count, 0)
        // The upload cannot run without GitHub: it is named, pinned to a commit, and given the file the check wrote.
        let upload = try XCTUnwrap(run.notRun.first, run.log)
        XCTAssertTrue(upload.uses.hasPrefix("github/codeql-action/upload-sarif@"), upload.uses)
        XCTAssertEqual(upload.uses.split(separator: "@").last?.count, 40, "pinned by full commit: \(upload.uses)")
        XCTAssertEqual(upload.with["sarif_file"], "reports/out.sarif")
        XCTAssertEqual(upload.with["category"], "check-baseline")
        XCTAssertTrue(run.log.contains("[FMT005]"), "the log shows the readable report too: \(run.log)")
    }

    func testFindings_areUploaded_thenFailTheVerdict_unlessFailOnFindingsIsFalse() throws {
        try breakTouchGuard()
        let failing = try ActionRun(workspace: workspace.path)
        try failing.runAll(inputs: ["tool": ProcessRunner.tool, "paths": "iHeartRating"])
        // The check step records exit code 1 and succeeds, so that the upload runs; the verdict then fails.
        XCTAssertEqual(failing.outputs["check"]?["exit-code"], "1", failing.log)
        XCTAssertEqual(failing.notRun.map(\.name), ["Upload the SARIF report to code scanning"])
        XCTAssertEqual(failing.failed?.name, "Verdict", failing.log)
        XCTAssertEqual(failing.failed?.status, 1)
        let rules = try results(try sarifDocument(workspace.path + "/check-baseline.sarif")).compactMap { $0["ruleId"] as? String }
        XCTAssertTrue(rules.contains("SRC010"), "\(rules)")

        let tolerant = try ActionRun(workspace: workspace.path)
        try tolerant.runAll(inputs: ["tool": ProcessRunner.tool, "paths": "iHeartRating", "fail-on-findings": "false"])
        XCTAssertEqual(tolerant.outputs["check"]?["exit-code"], "1")
        XCTAssertEqual(tolerant.failed, nil, tolerant.log)
    }

    func testOptionsAndRevisions_reachTheTool() throws {
        try breakTouchGuard()
        let skipping = try ActionRun(workspace: workspace.path)
        try skipping.runAll(inputs: ["tool": ProcessRunner.tool, "paths": "iHeartRating", "options": "--skip SRC010  --strict"])
        XCTAssertEqual(skipping.outputs["check"]?["exit-code"], "0", skipping.log)

        // The committed tree is the example as it is; only the work tree carries the broken guard.
        let repository = try GitRepository()
        try ExampleCheckout.copy(into: repository.path)
        try repository.commit("the example checkout")
        let view = repository.path + "/iHeartRating/iHeartRatingView.swift"
        try breakTouchGuard(in: view)
        let atHead = try ActionRun(workspace: workspace.path)
        try atHead.runAll(inputs: ["tool": ProcessRunner.tool, "paths": repository.path, "revisions": "HEAD"])
        XCTAssertEqual(atHead.outputs["check"]?["exit-code"], "0", atHead.log)
        let workTree = try ActionRun(workspace: workspace.path)
        try workTree.runAll(inputs: ["tool": ProcessRunner.tool, "paths": repository.path])
        XCTAssertEqual(workTree.outputs["check"]?["exit-code"], "1", workTree.log)
    }

    func testBadUsage_failsTheCheckStep_andNothingAfterItRuns() throws {
        let run = try ActionRun(workspace: workspace.path)
        try run.runAll(inputs: ["tool": ProcessRunner.tool, "paths": "iHeartRating", "options": "--no-such-option"])
        XCTAssertEqual(run.failed?.name, "Check", run.log)
        XCTAssertEqual(run.failed?.status, 2)
        XCTAssertEqual(run.ran, ["check"])
        XCTAssertEqual(run.notRun.count, 0, "GitHub skips the steps after a failed one")

        let none = try ActionRun(workspace: workspace.path)
        try none.runAll(inputs: ["tool": ProcessRunner.tool, "paths": " "])
        XCTAssertEqual(none.failed?.status, 2, none.log)
    }

    /// Inputs reach the scripts as environment variables and are split into words, never globbed: text that
    /// would be shell code, or a pattern, stays one word.
    func testInputsAreNeverShellCode_norPatterns() throws {
        for (option, word) in [("$(touch${IFS}injected)`touch${IFS}injected`", "$(touch${IFS}injected)`touch${IFS}injected`"), ("*", "*")] {
            let run = try ActionRun(workspace: workspace.path)
            try run.runAll(inputs: ["tool": ProcessRunner.tool, "paths": "iHeartRating", "options": "--only " + option])
            XCTAssertEqual(run.failed?.status, 2, "an unknown rule is bad usage: \(run.log)")
            XCTAssertTrue(run.log.contains("no rule \(word);"), run.log)
        }
        let run = try ActionRun(workspace: workspace.path)
        try run.runAll(inputs: ["tool": ProcessRunner.tool, "paths": "iHeartRating;touch${IFS}injected"])
        XCTAssertEqual(run.outputs["check"]?["exit-code"], "1", "no such checkout (FILE007): \(run.log)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.path + "/injected"))
    }

    /// With no `tool` input the build step runs: require-packages.sh, then build.sh --prefix into the runner's
    /// temporary folder, whose binary the check step runs. A release build takes minutes, so stand-ins for
    /// the two scripts record how they were called and install the debug binary.
    func testBuildStep_installsWithBuildSh_andTheCheckRunsThatBinary() throws {
        let action = try TemporaryDirectory(prefix: "action path ")
        try FileManager.default.copyItem(atPath: RepositoryRoot.path + "/action.yml", toPath: action.path + "/action.yml")
        try action.write("scripts/require-packages.sh", "echo \"require-packages $*\" >> \"$RUNNER_TEMP/calls\"\n")
        try action.write("build.sh", """
            echo "build.sh $*" >> "$RUNNER_TEMP/calls"
            [ "$1" = --prefix ] && mkdir -p "$2/bin" && ln -s '\(ProcessRunner.tool)' "$2/bin/check-baseline"
            echo "$2/bin/check-baseline"

            """)
        let run = try ActionRun(workspace: workspace.path, actionPath: action.path)
        try run.runAll(inputs: ["paths": "iHeartRating", "upload": "false"])
        XCTAssertEqual(run.ran, ["build", "check", "Verdict"], run.log)
        XCTAssertEqual(run.notRun.count, 0, "upload is false")
        XCTAssertEqual(
            try String(contentsOfFile: run.runnerTemp + "/calls", encoding: .utf8),
            "require-packages --install\nbuild.sh --prefix \(run.runnerTemp)/check-baseline\n")
        XCTAssertEqual(run.outputs["build"]?["tool"], run.runnerTemp + "/check-baseline/bin/check-baseline")
        XCTAssertEqual(run.outputs["check"]?["exit-code"], "0", run.log)
    }

    /// actionlint runs ShellCheck on a workflow's scripts, not on a composite action's: this test does.
    func testRunScripts_passShellCheck() throws {
        try ProcessRunner.require("/usr/bin/shellcheck")
        let steps = try ActionFile(path: RepositoryRoot.path + "/action.yml").steps
        XCTAssertEqual(steps.filter { $0.run != nil }.count, 4)
        for step in steps {
            guard let script = step.run else { continue }
            let file = try workspace.write("script.sh", script)
            let result = try ProcessRunner.run("/usr/bin/shellcheck", ["--shell=sh", file])
            XCTAssertEqual(result.status, 0, "\(step.name): \(result.output)")
        }
    }

    private func breakTouchGuard(in path: String? = nil) throws {
        let view = path ?? checkout + "/iHeartRating/iHeartRatingView.swift"
        let source = try String(contentsOfFile: view, encoding: .utf8)
        let guarded = "guard editable, let touch = touches.first else { return }"
        XCTAssertTrue(source.contains(guarded))
        try source.replacingOccurrences(of: guarded, with: "guard let touch = touches.first else { return }")
            .write(toFile: view, atomically: true, encoding: .utf8)
    }

    private func sarifDocument(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func results(_ sarif: [String: Any]) throws -> [[String: Any]] {
        let runs = try XCTUnwrap(sarif["runs"] as? [[String: Any]])
        return runs.flatMap { ($0["results"] as? [[String: Any]]) ?? [] }
    }
}

/// The part of an action file's YAML this action uses: inputs with defaults and steps with `id`, `name`, `if`,
/// `shell`, `env`, `run` (a literal block) and `uses` with `with`. Anything else is an error, so the test
/// cannot pass on an action it no longer reads whole.
struct ActionFile {
    struct Step {
        var name = ""
        var id: String?
        var condition: String?
        var shell: String?
        var run: String?
        var uses: String?
        var env: [(String, String)] = []
        var with: [(String, String)] = []
    }

    let inputDefaults: [String: String]
    let steps: [Step]

    init(path: String) throws {
        var inputDefaults: [String: String] = [:]
        var steps: [Step] = []
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        var section = ""
        var input = ""
        var mapping: WritableKeyPath<Step, [(String, String)]>?
        var index = 0
        func fail(_ why: String) -> SetupFailure {
            SetupFailure(description: "action.yml:\(index + 1): \(why): \(lines[index])")
        }
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let indent = line.prefix { $0 == " " }.count
            if trimmed.isEmpty || trimmed.hasPrefix("#") { index += 1; continue }
            if indent == 0 {
                section = String(trimmed.prefix { $0 != ":" })
                index += 1
                continue
            }
            switch section {
            case "inputs":
                let (key, value) = try Self.keyValue(trimmed, fail)
                if indent == 2 { input = key; inputDefaults[input] = "" }
                else if indent == 4 && key == "default" { inputDefaults[input] = value }
                else if indent != 4 || !["description", "required"].contains(key) { throw fail("unknown input key") }
            case "runs":
                if indent == 2 {
                    let (key, value) = try Self.keyValue(trimmed, fail)
                    guard (key == "using" && value == "composite") || key == "steps" else { throw fail("not a composite action") }
                } else if indent == 4 && trimmed.hasPrefix("- ") {
                    steps.append(Step())
                    mapping = nil
                    try read(String(trimmed.dropFirst(2)), indent: 6)
                } else if indent == 6 {
                    mapping = nil
                    try read(trimmed, indent: 6)
                } else if indent == 8, let mapping {
                    let (key, value) = try Self.keyValue(trimmed, fail)
                    steps[steps.count - 1][keyPath: mapping].append((key, value))
                } else {
                    throw fail("unexpected indentation")
                }
            default:
                break // name, description, author, outputs: nothing a step reads
            }
            index += 1
        }
        self.inputDefaults = inputDefaults
        self.steps = steps

        func read(_ text: String, indent: Int) throws {
            guard !steps.isEmpty else { throw fail("a step key outside a step") }
            let (key, value) = try Self.keyValue(text, fail)
            switch key {
            case "name": steps[steps.count - 1].name = value
            case "id": steps[steps.count - 1].id = value
            case "if": steps[steps.count - 1].condition = value
            case "shell": steps[steps.count - 1].shell = value
            case "uses": steps[steps.count - 1].uses = value
            case "env": mapping = \.env
            case "with": mapping = \.with
            case "run":
                guard value == "|" else { throw fail("run must be a literal block (|)") }
                var block: [String] = []
                while index + 1 < lines.count {
                    let next = lines[index + 1]
                    let nextIndent = next.prefix { $0 == " " }.count
                    if !next.trimmingCharacters(in: .whitespaces).isEmpty && nextIndent <= indent { break }
                    block.append(String(next.dropFirst(min(indent + 2, nextIndent))))
                    index += 1
                }
                while block.last?.isEmpty == true { block.removeLast() }
                steps[steps.count - 1].run = block.joined(separator: "\n") + "\n"
            default:
                throw fail("unknown step key \(key)")
            }
        }
    }

    /// `key: value`, the value unquoted and stripped of a trailing comment.
    private static func keyValue(_ text: String, _ fail: (String) -> SetupFailure) throws -> (String, String) {
        guard let colon = text.firstIndex(of: ":") else { throw fail("not a key: value pair") }
        let key = String(text[..<colon])
        var value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        if value.hasPrefix("'") && value.hasSuffix("'") && value.count >= 2 {
            value = String(value.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
        } else if value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 {
            value = String(value.dropFirst().dropLast())
            if value.contains("\\") { throw fail("escapes in a double-quoted value") }
        } else if let comment = value.range(of: " #") {
            value = value[..<comment.lowerBound].trimmingCharacters(in: .whitespaces)
        }
        return (key, value)
    }
}

/// One run of the action's steps, as a runner does it: steps in order, a step's `if` decided first, the first
/// failing step ending the run (every step here has the default status check, `success()`).
final class ActionRun {
    struct NotRun { var name: String; var uses: String; var with: [String: String] }
    struct Failure: Equatable { var name: String; var status: Int32 }

    let workspace: String
    let actionPath: String
    let runnerTemp: String
    private let scratch: TemporaryDirectory
    private(set) var ran: [String] = []
    private(set) var skipped: [String] = []
    private(set) var notRun: [NotRun] = []
    private(set) var failed: Failure?
    private(set) var outputs: [String: [String: String]] = [:]
    private(set) var log = ""
    private var inputs: [String: String] = [:]

    init(workspace: String, actionPath: String = RepositoryRoot.path) throws {
        self.workspace = workspace
        self.actionPath = actionPath
        scratch = try TemporaryDirectory(prefix: "runner temp ")
        runnerTemp = scratch.path
    }

    func runAll(inputs given: [String: String]) throws {
        let action = try ActionFile(path: actionPath + "/action.yml")
        for name in given.keys where action.inputDefaults[name] == nil {
            throw SetupFailure(description: "action.yml has no input \(name)")
        }
        inputs = action.inputDefaults.merging(given) { $1 }
        for (number, step) in action.steps.enumerated() {
            let label = step.id ?? step.name
            if let condition = step.condition, try !decide(condition) { skipped.append(label); continue }
            if let uses = step.uses {
                var with: [String: String] = [:]
                for (key, value) in step.with { with[key] = try substitute(value) }
                notRun.append(NotRun(name: step.name, uses: uses, with: with))
                continue
            }
            guard let script = step.run, step.shell == "sh" else {
                throw SetupFailure(description: "step \(label): only `shell: sh` scripts run here")
            }
            let file = runnerTemp + "/step-\(number).sh"
            let outputFile = runnerTemp + "/output-\(number)"
            try script.write(toFile: file, atomically: true, encoding: .utf8)
            FileManager.default.createFile(atPath: outputFile, contents: nil)
            var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GITHUB_") }
            environment["CI"] = "true"
            environment["GITHUB_ACTIONS"] = "true"
            environment["GITHUB_WORKSPACE"] = workspace
            environment["GITHUB_ACTION_PATH"] = actionPath
            environment["GITHUB_OUTPUT"] = outputFile
            environment["RUNNER_TEMP"] = runnerTemp
            for (key, value) in step.env { environment[key] = try substitute(value) }
            // GitHub runs `shell: sh` as `sh -e {0}` in the workspace.
            let result = try ProcessRunner.run("/bin/sh", ["-e", file], in: workspace, environment: environment)
            log += "== \(label)\n" + result.output + result.error
            ran.append(label)
            if let id = step.id { outputs[id] = try readOutputs(outputFile) }
            if result.status != 0 { failed = Failure(name: step.name, status: result.status); return }
        }
    }

    private func readOutputs(_ path: String) throws -> [String: String] {
        var values: [String: String] = [:]
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else {
                throw SetupFailure(description: "an output line this test does not read: \(line)")
            }
            values[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return values
    }

    /// Replaces each `${{ … }}` in `text` with its value.
    private func substitute(_ text: String) throws -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "${{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw SetupFailure(description: "unclosed expression in \(text)")
            }
            result += rest[..<open.lowerBound]
            result += try value(of: String(rest[open.upperBound..<close.lowerBound])).text
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// An `if:` condition: whether its value is truthy.
    private func decide(_ condition: String) throws -> Bool {
        try value(of: condition).isTruthy
    }

    /// The expressions the action writes, evaluated as GitHub does: `a || b || …` of `a && b && …` of comparisons
    /// (`term == term`, `term != term`, strings compared ignoring case) or terms. `||` gives the first truthy value
    /// (else the last), `&&` the first falsy one (else the last). No parentheses, `!` or functions.
    private func value(of expression: String) throws -> ExpressionValue {
        var result = ExpressionValue.text("")
        for alternative in expression.components(separatedBy: "||") {
            result = .truth(true)
            for part in alternative.components(separatedBy: "&&") {
                result = try comparison(part.trimmingCharacters(in: .whitespaces))
                if !result.isTruthy { break }
            }
            if result.isTruthy { return result }
        }
        return result
    }

    private func comparison(_ text: String) throws -> ExpressionValue {
        for (symbol, equal) in [("==", true), ("!=", false)] {
            let sides = text.components(separatedBy: symbol).map { $0.trimmingCharacters(in: .whitespaces) }
            guard sides.count == 2 else { continue }
            return .truth((try operand(sides[0]).lowercased() == (try operand(sides[1])).lowercased()) == equal)
        }
        return .text(try operand(text))
    }

    /// A quoted literal or a `term`.
    private func operand(_ text: String) throws -> String {
        guard text.count >= 2, text.hasPrefix("'"), text.hasSuffix("'") else { return try term(text) }
        return String(text.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
    }

    private func term(_ text: String) throws -> String {
        let parts = text.split(separator: ".").map(String.init)
        if parts.count == 2, parts[0] == "inputs", let value = inputs[parts[1]] { return value }
        if parts.count == 4, parts[0] == "steps", parts[2] == "outputs" { return outputs[parts[1]]?[parts[3]] ?? "" }
        throw SetupFailure(description: "an expression this test does not evaluate: \(text)")
    }
}

/// A value of GitHub's expression language, as far as the action's expressions make them: a string or a boolean.
private enum ExpressionValue {
    case text(String)
    case truth(Bool)

    var isTruthy: Bool {
        switch self {
        case .text(let text): !text.isEmpty
        case .truth(let truth): truth
        }
    }

    /// As GitHub writes a value into `env:` or `with:`.
    var text: String {
        switch self {
        case .text(let text): text
        case .truth(let truth): truth ? "true" : "false"
        }
    }
}
