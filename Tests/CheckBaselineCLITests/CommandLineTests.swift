import Foundation
import TestSupport
import XCTest

/// The executable as users and scripts see it: output streams and exit codes.
final class CommandLineTests: XCTestCase {
    private func tool(_ arguments: [String], in directory: String? = nil) throws -> ProcessResult {
        try ProcessRunner.run(ProcessRunner.tool, arguments, in: directory)
    }

    func testHelp_exitsZeroAndNamesEveryFormat() throws {
        let result = try tool(["--help"])
        XCTAssertEqual(result.status, 0)
        for word in ["USAGE: check-baseline", "--format", "text", "compiler", "json", "explain RULE", "EXIT CODES"] {
            XCTAssertTrue(result.output.contains(word), word)
        }
    }

    func testVersion() throws {
        let result = try tool(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.output.hasPrefix("check-baseline "))
    }

    func testUnknownOption_isAUsageErrorOnStandardError() throws {
        let result = try tool(["--frobnicate"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.output, "")
        XCTAssertTrue(result.error.contains("unknown option --frobnicate"), result.error)
    }

    /// Every command that takes a checkout reads the current directory when given none, `objc-header` included.
    func testObjCHeaderWithoutAPath_readsTheCurrentDirectory() throws {
        let inExample = try ProcessRunner.run(ProcessRunner.tool, ["objc-header"], in: ExampleCheckout.root)
        XCTAssertEqual(inExample.status, 0, inExample.error)
        XCTAssertTrue(inExample.output.contains("@interface HeartRatingView"), inExample.output)
        let empty = try TemporaryDirectory()
        let elsewhere = try ProcessRunner.run(ProcessRunner.tool, ["objc-header"], in: empty.path)
        XCTAssertEqual(elsewhere.status, 1)
        XCTAssertTrue(elsewhere.error.hasPrefix(".: error: not a rating-view checkout"), elsewhere.error)
    }

    func testCheckoutThatDoesNotExist_isItsOwnFinding_andTheOthersAreStillChecked() throws {
        let result = try tool(["/nonexistent/checkout", ExampleCheckout.root])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.error, "")
        XCTAssertTrue(result.output.contains("/nonexistent/checkout: error: cannot be read: /nonexistent/checkout: no such directory [FILE007]"),
                      result.output)
        XCTAssertTrue(result.output.contains("\(ExampleCheckout.root): PASSED: "), result.output)
    }

    func testEmptyDirectory_isOneShortReport_notACheckout() throws {
        let directory = try TemporaryDirectory()
        let result = try tool([], in: directory.path)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.error, "")
        let lines = result.output.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, result.output)
        XCTAssertTrue(lines.first?.hasPrefix(".: error: not a rating-view checkout: none of its 6 podspecs, sources and projects") ?? false,
                      result.output)
        XCTAssertTrue(lines.first?.hasSuffix("[FILE008]") ?? false, result.output)
        XCTAssertEqual(lines.last, ".: FAILED: not checked")
    }

    /// A folder holding only the example's control source: a checkout with most files missing.
    private func partialCheckout() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path + "/iHeartRating", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: ExampleCheckout.root + "/iHeartRating/iHeartRatingView.swift",
                                         toPath: directory.path + "/iHeartRating/iHeartRatingView.swift")
        return directory
    }

    func testPartOfACheckout_isCheckedWithWhatIsMissing() throws {
        let directory = try partialCheckout()
        let result = try tool([], in: directory.path)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.output.contains("build.sh: error: required file is missing [FILE001]"), result.output)
        XCTAssertTrue(result.output.contains("is this a checkout of the rating-view library?"), result.output)
        for line in result.output.split(separator: "\n") {
            XCTAssertTrue(line.hasSuffix("]") || line.hasPrefix(".: "), "every line names its rule: \(line)")
        }
    }

    func testSubfolderOfACheckout_checksTheWorkTreesRoot_andSaysSo() throws {
        let repository = try GitRepository()
        try ExampleCheckout.copy(into: repository.path)
        let result = try tool(["docs"], in: repository.path)
        XCTAssertEqual(result.status, 0, result.output + result.error)
        let root = URL(fileURLWithPath: repository.path).resolvingSymlinksInPath().path
        XCTAssertTrue(result.output.contains("\(root): note: docs is no rating-view checkout; checked the work tree's root around it [FILE008]"),
                      result.output)
        XCTAssertTrue(result.output.contains("\(root): PASSED: "), result.output)
    }

    /// With revisions too: what the work tree holds decides that a folder's revisions are read at its root.
    func testSubfolderOfACheckout_atARevision_checksTheRootAtThatRevision() throws {
        let repository = try GitRepository()
        try ExampleCheckout.copy(into: repository.path)
        try repository.commit("the example checkout")
        let result = try tool(["--rev", "HEAD", "docs"], in: repository.path)
        XCTAssertEqual(result.status, 0, result.output + result.error)
        let root = URL(fileURLWithPath: repository.path).resolvingSymlinksInPath().path
        XCTAssertTrue(result.output.contains("\(root)@HEAD: note: docs is no rating-view checkout; checked the work tree's"
            + " root around it [FILE008]"), result.output)
        XCTAssertTrue(result.output.contains("“the example checkout”): PASSED: "), result.output)
    }

    func testThisRepository_isNoRatingViewCheckout() throws {
        let result = try tool([RepositoryRoot.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.error, "")
        XCTAssertTrue(result.output.contains("\(RepositoryRoot.path): error: not a rating-view checkout: "), result.output)
        XCTAssertEqual(result.output.split(separator: "\n").count, 2, result.output)
    }

    func testJSON_isValidAndCarriesEveryRuleStatus() throws {
        let directory = try partialCheckout()
        let result = try tool(["--format", "json", directory.path])
        XCTAssertEqual(result.status, 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let checkouts = object?["checkouts"] as? [[String: Any]]
        XCTAssertEqual(checkouts?.count, 1)
        let rules = checkouts?.first?["rules"] as? [[String: Any]] ?? []
        XCTAssertFalse(rules.isEmpty)
        XCTAssertTrue(rules.allSatisfy { $0["status"] is String && $0["id"] is String })
        XCTAssertEqual(object?["passed"] as? Bool, false)
    }

    func testReportThatCannotBeWritten_isExitTwo() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full here")
        let result = try ProcessRunner.run("/bin/sh", ["-c", "exec \"$0\" --list-rules > /dev/full", ProcessRunner.tool])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("cannot write the report"), result.error)
    }

    func testOracleOutputThatCannotBeWritten_isExitTwo_fullOrClosed() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full here")
        for redirection in ["> /dev/full", ">&-"] {
            let result = try ProcessRunner.run("/bin/sh", ["-c", "exec \"$0\" oracle \(redirection)", ProcessRunner.tool])
            XCTAssertEqual(result.status, 2, redirection)
            XCTAssertTrue(result.error.contains("cannot write to standard output"), "\(redirection): \(result.error)")
        }
    }

    func testUsageErrorsAndCaseNames_neverPrintControlCharactersRaw() throws {
        let directory = try TemporaryDirectory()
        let cases = try directory.write("evil.json", #"{"schema":"rating-reference-cases","version":1,"cases":[{"name":"a\u001b[31mb\u202e","steps":[]}]}"#)
        let runs = [
            try tool(["--rev", "-\u{1B}[31mx", "."]),
            try tool(["oracle", "--render", "x\u{1B}[2J\u{202E}", "--svg", directory.path + "/x.svg"]),
            try tool(["oracle", "--cases", cases]),
        ]
        for result in runs {
            let text = result.output + result.error
            XCTAssertFalse(text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" }, text)
            XCTAssertTrue(text.contains("\\u{1B}"), text)
        }
    }

    func testOracleExport_replacesTheFileWhole_neverInPlace() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("cases.json", "{\"old\": true}\n")
        let before = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber] as? Int)
        let result = try tool(["oracle", "--export", file])
        XCTAssertEqual(result.status, 0, result.error)
        let after = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber] as? Int)
        XCTAssertNotEqual(before, after, "a new file renamed over the old one, so a failed write cannot leave a truncated file")
        XCTAssertTrue(try String(contentsOfFile: file, encoding: .utf8).contains("rating-reference-cases"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["cases.json"], "no temporary file left")
    }

    func testListRules_oneLinePerRule() throws {
        let result = try tool(["--list-rules"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("FMT001"))
    }

    func testExplainUnknownRule_isAUsageError() throws {
        let result = try tool(["explain", "NOPE999"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("no rule NOPE999"))
    }
}

final class OracleCommandLineTests: XCTestCase {
    func testOracle_runsEveryCaseAndExitsZero() throws {
        let result = try ProcessRunner.run(ProcessRunner.tool, ["oracle"])
        XCTAssertEqual(result.status, 0, result.output + result.error)
        XCTAssertNotNil(result.output.range(of: #"\n\d+ passed, 0 failed\n$"#, options: .regularExpression), result.output)
    }

    func testOracle_badOptionIsAUsageError() throws {
        let result = try ProcessRunner.run(ProcessRunner.tool, ["oracle", "--frobnicate"])
        XCTAssertEqual(result.status, 2)
    }
}
