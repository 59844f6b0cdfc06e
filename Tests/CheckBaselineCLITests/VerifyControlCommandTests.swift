import Foundation
import TestSupport
import XCTest

/// `check-baseline verify-control` as users and scripts see it: reports, formats and exit codes.
final class VerifyControlCommandTests: XCTestCase {
    private let example = ExampleCheckout.root
    /// The tests' compile cache, shared with the library's tests.
    private var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = VerifyControlCache.home
        return environment
    }

    /// On an empty cache a first verification says that it builds the stand-in (it takes a while), and a second
    /// says nothing; `--prepare` then finds the stand-in and its driver's fixed part there (the same entry, not
    /// rebuilt), and a first verification of another control builds only that control: one new entry. One build of
    /// the stand-in for all of it, so that the test pays it once.
    func testTheStandIn_isAnnouncedWhenBuilt_thenPreparedOnce_andAnotherControlBuildsOnlyItself() throws {
        let cache = try TemporaryDirectory()
        var environment = environment
        environment["XDG_CACHE_HOME"] = cache.path
        let first = try ProcessRunner.run(ProcessRunner.tool, ["verify-control", "--generate", "0", example], environment: environment)
        XCTAssertEqual(first.status, 0, first.output + first.error)
        XCTAssertTrue(first.error.hasPrefix("check-baseline: building the UIKit stand-in every control is compiled against,"),
                      first.error)
        let second = try ProcessRunner.run(ProcessRunner.tool, ["verify-control", "--generate", "0", example], environment: environment)
        XCTAssertEqual(second.status, 0, second.output + second.error)
        XCTAssertEqual(second.error, "")

        let prepare = try ProcessRunner.run(ProcessRunner.tool, ["verify-control", "--prepare"], environment: environment)
        XCTAssertEqual(prepare.status, 0, prepare.output + prepare.error)
        let prefix = "verify-control: the UIKit stand-in is built, in "
        XCTAssertTrue(prepare.output.hasPrefix(prefix), prepare.output)
        let entry = String(prepare.output.dropFirst(prefix.count).dropLast())
        XCTAssertTrue(FileManager.default.fileExists(atPath: entry + "/UIKit.swiftmodule"), entry)
        let folder = (entry as NSString).deletingLastPathComponent
        let built = try FileManager.default.attributesOfItem(atPath: entry)[.modificationDate] as? Date
        let prepared = try FileManager.default.contentsOfDirectory(atPath: folder).count
        XCTAssertEqual(prepared, 5, "the stand-in, the module cache its build left, the driver's fixed part, the tests'"
            + " recorder and the example's control")
        let again = try ProcessRunner.run(ProcessRunner.tool, ["verify-control", "--prepare"], environment: environment)
        XCTAssertEqual(again.output, prepare.output, "prepared already: the same entry")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).count, prepared, "prepared twice, built once")

        // Another control: the example with a line of its own.
        let other = try TemporaryDirectory()
        try ExampleCheckout.copy(into: other.path)
        let control = other.path + "/iHeartRating/iHeartRatingView.swift"
        try (try String(contentsOfFile: control, encoding: .utf8) + "// another control\n")
            .write(toFile: control, atomically: true, encoding: .utf8)
        let verify = try ProcessRunner.run(
            ProcessRunner.tool, ["verify-control", "--generate", "10", other.path], environment: environment)
        XCTAssertEqual(verify.status, 0, verify.output + verify.error)
        XCTAssertEqual(verify.error, "", "nothing but the control was built")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).count, prepared + 1, "the control's entry only")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: entry)[.modificationDate] as? Date, built)
    }

    /// `--add-tests` with a file that cannot be read stops with exit 2 naming it; one that is not Swift is a
    /// finding at its position (the suite cannot run), never a crash.
    func testAddTests_anUnreadableFileIsAUsageError_andOneNotSwiftAFinding() throws {
        let missing = try ProcessRunner.run(
            ProcessRunner.tool, ["verify-control", "--xctest", "--add-tests", "/no/such/Tests.swift", example], environment: environment)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.error,
                       "check-baseline: verify-control: /no/such/Tests.swift: cannot read the test file to add (--add-tests)\n")
        let folder = try TemporaryDirectory()
        let path = folder.path + "/Bad.swift"
        try "let text = \"\"\" unterminated".write(toFile: path, atomically: true, encoding: .utf8)
        let bad = try ProcessRunner.run(
            ProcessRunner.tool, ["verify-control", "--xctest", "--add-tests", path, example], environment: environment)
        XCTAssertEqual(bad.status, 1, bad.output + bad.error)
        XCTAssertTrue(bad.output.contains("Bad.swift:1:"), bad.output)
        XCTAssertTrue(bad.output.contains("the suite cannot run here: does not lex as Swift"), bad.output)
    }

    func testExample_passesWithEveryRewriteNoted_inTextAndJSON() throws {
        let text = try ProcessRunner.run(
            ProcessRunner.tool, ["verify-control", "--generate", "50", example], environment: environment)
        XCTAssertEqual(text.status, 0, text.output + text.error)
        XCTAssertTrue(text.output.hasSuffix("Examples/iHeartRating: PASSED: 5 rules: 5 passed, 0 failed\n"), text.output)
        // The rewrites are one line; --verbose lists each where it was made.
        let rewriteLines = text.output.split(separator: "\n").filter { $0.contains("[BHV003]") }
        XCTAssertEqual(rewriteLines.count, 1, text.output)
        XCTAssertTrue(rewriteLines[0].contains("note: compiled for Linux with ") && rewriteLines[0].contains("`@objc` ×"),
                      text.output)
        for line in text.output.split(separator: "\n") {
            XCTAssertTrue(line.hasSuffix("]") || line.contains(": PASSED: "), "every line names its rule: \(line)")
        }
        let verbose = try ProcessRunner.run(
            ProcessRunner.tool, ["verify-control", "--generate", "50", "--verbose", example], environment: environment)
        XCTAssertTrue(verbose.output.contains("iHeartRatingView.swift:14:1: note: removed `@objc`"), verbose.output)
        let json = try ProcessRunner.run(
            ProcessRunner.tool, ["verify-control", "--generate", "50", "--format", "json", example], environment: environment)
        XCTAssertEqual(json.status, 0)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        XCTAssertNotNil(document["checkouts"], json.output)
        XCTAssertEqual(json.output.components(separatedBy: #""detail": true"#).count - 1,
                       verbose.output.split(separator: "\n").count - text.output.split(separator: "\n").count,
                       "JSON keeps every rewrite the text report sums up")
        // SARIF: one result for all of them, each rewrite a related location, not one code-scanning alert each.
        let sarif = try ProcessRunner.run(
            ProcessRunner.tool, ["verify-control", "--generate", "50", "--format", "sarif", example], environment: environment)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let rewrites = results.filter { $0["ruleId"] as? String == "BHV003" }
        XCTAssertEqual(rewrites.count, 1, sarif.output)
        XCTAssertGreaterThan((rewrites.first?["relatedLocations"] as? [Any])?.count ?? 0, 1, sarif.output)
    }

    /// A difference is one error line and a note per other field; `--save-cases` writes its shrunk case, which
    /// `oracle --eval` replays, naming the same field with the model's value; no case is inline in the text.
    func testSaveCases_writesTheCaseThatOracleEvalReplays() throws {
        let fork = try TemporaryDirectory()
        try ExampleCheckout.copy(into: fork.path)
        let control = fork.path + "/iHeartRating/iHeartRatingView.swift"
        let text = try String(contentsOfFile: control, encoding: .utf8)
        XCTAssertTrue(text.contains("fraction > 0.25 ? 0.5 : 0"))
        try text.replacingOccurrences(of: "fraction > 0.25 ? 0.5 : 0", with: "fraction > 0.3 ? 0.5 : 0")
            .write(toFile: control, atomically: true, encoding: .utf8)
        let cases = fork.path + "/saved cases"
        let run = try ProcessRunner.run(
            ProcessRunner.tool, ["verify-control", "--generate", "300", "--save-cases", cases, fork.path], environment: environment)
        XCTAssertEqual(run.status, 1, run.output + run.error)
        XCTAssertFalse(run.output.contains("{\"cases\""), "no case inline: \(run.output)")
        let error = try XCTUnwrap(run.output.split(separator: "\n").first { $0.contains("error:") && $0.hasSuffix("[BHV002]") })
        let hint = try XCTUnwrap(run.output.split(separator: "\n").first { $0.contains("replay on the model: check-baseline oracle --eval '") })
        let path = String(try XCTUnwrap(hint.split(separator: "'").dropFirst().first))
        XCTAssertTrue(path.hasPrefix(cases + "/") && FileManager.default.fileExists(atPath: path), path)
        let replay = try ProcessRunner.run(ProcessRunner.tool, ["oracle", "--eval", path], environment: environment)
        XCTAssertEqual(replay.status, 1, replay.error)
        // `FIELD: model M, control C` in the finding; `FIELD: model M, case file C` from the replay.
        let field = try XCTUnwrap(error.range(of: ": model ").flatMap { error[..<$0.lowerBound].split(separator: " ").last })
        XCTAssertTrue(replay.error.contains(", \(field): model "), "\(field): \(replay.error)")
        XCTAssertTrue(replay.error.contains(", case file "), replay.error)
        let withoutSaving = try ProcessRunner.run(
            ProcessRunner.tool, ["verify-control", "--generate", "300", fork.path], environment: environment)
        XCTAssertTrue(withoutSaving.output.contains("replay on the model: add --save-cases DIR"), withoutSaving.output)
        XCTAssertFalse(withoutSaving.output.contains("{\"cases\""), withoutSaving.output)
    }

    /// Directories are taken as the check takes them: a folder of a checkout is verified at the work tree's
    /// root (with a note saying so), and a directory that is no checkout is one FILE008, not a missing control.
    func testAFolderOfACheckout_isVerifiedAtItsRoot_andNoCheckoutIsFILE008() throws {
        let repository = try GitRepository()
        try ExampleCheckout.copy(into: repository.path)
        try repository.commit("the example checkout")
        let folder = try ProcessRunner.run(
            ProcessRunner.tool, ["verify-control", "--generate", "10", repository.path + "/iHeartRating"],
            environment: environment)
        XCTAssertEqual(folder.status, 0, folder.output + folder.error)
        XCTAssertTrue(folder.output.contains("is no rating-view checkout; checked the work tree's root around it [FILE008]"),
                      folder.output)
        for revisionOptions in [["--rev", "HEAD"], ["--against", "HEAD"], ["--xctest", "--rev", "HEAD"]] {
            let atRevision = try ProcessRunner.run(
                ProcessRunner.tool, ["verify-control", "--generate", "10"] + revisionOptions + [repository.path + "/iHeartRating"],
                environment: environment)
            XCTAssertEqual(atRevision.status, 0, "\(revisionOptions): " + atRevision.output + atRevision.error)
            XCTAssertTrue(atRevision.output.contains("checked the work tree's root around it [FILE008]"), atRevision.output)
        }
        let empty = try TemporaryDirectory()
        let none = try ProcessRunner.run(ProcessRunner.tool, ["verify-control", empty.path], environment: environment)
        XCTAssertEqual(none.status, 1, none.output + none.error)
        XCTAssertTrue(none.output.contains("not a rating-view checkout") && none.output.contains("[FILE008]"), none.output)
        XCTAssertFalse(none.output.contains("[FILE001]"), none.output)
    }

    /// `-q` as for the check: only what failed, so a passing run prints none of the rewrite's notes, nothing.
    func testQuiet_printsNothingForAPassingRun() throws {
        let quiet = try ProcessRunner.run(
            ProcessRunner.tool, ["verify-control", "-q", "--generate", "10", example], environment: environment)
        XCTAssertEqual(quiet.status, 0, quiet.output + quiet.error)
        XCTAssertEqual(quiet.output, "")
    }

    func testWithoutBubblewrap_exitsTwoWithTheInstallCommand() throws {
        var environment = environment
        // The toolchain's own directory only: swiftc is found, bwrap and prlimit are not.
        environment["PATH"] = URL(fileURLWithPath: try XCTUnwrap(Self.swiftc())).deletingLastPathComponent().path
        let result = try ProcessRunner.run(ProcessRunner.tool, ["verify-control", example], environment: environment)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.output, "")
        XCTAssertTrue(result.error.contains("apt-get install"), result.error)
    }

    func testCacheFolderWritableByOthers_exitsTwoNamingIt() throws {
        let home = try TemporaryDirectory()
        try home.makeDirectory("check-baseline")
        XCTAssertEqual(chmod(home.path + "/check-baseline", 0o777), 0)
        var environment = environment
        environment["XDG_CACHE_HOME"] = home.path
        let result = try ProcessRunner.run(
            ProcessRunner.tool, ["verify-control", "--generate", "0", example], environment: environment)
        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertEqual(result.output, "")
        XCTAssertTrue(result.error.contains(home.path + "/check-baseline is writable by its group or others"), result.error)
    }

    /// Without the sandbox the compiler makes its own module cache, where the build user can write: a control
    /// never built before (a comment added, so no cached driver answers) builds and passes, as root too.
    func testWithoutTheSandbox_aNewControlBuildsAndPasses() throws {
        let directory = try TemporaryDirectory()
        try ExampleCheckout.copy(into: directory.path)
        let control = directory.path + "/iHeartRating/iHeartRatingView.swift"
        let text = try String(contentsOfFile: control, encoding: .utf8)
        try (text + "// built without the sandbox \(UUID().uuidString)\n").write(toFile: control, atomically: true, encoding: .utf8)
        let result = try ProcessRunner.run(
            ProcessRunner.tool, ["verify-control", "--no-sandbox", "--generate", "0", directory.path], environment: environment)
        XCTAssertEqual(result.status, 0, result.output + result.error)
        XCTAssertTrue(result.output.contains("PASSED: 5 rules: 5 passed"), result.output)
    }

    func testVerifyOptionsOutsideVerifyControl_areUsageErrors() throws {
        let result = try ProcessRunner.run(ProcessRunner.tool, ["--no-sandbox", example])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("--no-sandbox only applies to verify-control"), result.error)
    }

    private static func swiftc() -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { $0 + "/swiftc" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
