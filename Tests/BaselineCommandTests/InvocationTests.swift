import BaselineSupport
import XCTest
@testable import BaselineChecks
@testable import BaselineCommand
import BehaviourVerification

final class InvocationTests: XCTestCase {
    func testNoArguments_checksTheCurrentDirectoryAsText() throws {
        let invocation = try Invocation.parse([])
        XCTAssertEqual(invocation.command, .check)
        XCTAssertEqual(invocation.options.checkouts, ["."])
        XCTAssertEqual(invocation.options.format.name, "text")
        XCTAssertEqual(invocation.options.jobs, ProcessorCount.online)
    }

    func testOptions_inBothSpellings() throws {
        let options = try Invocation.parse([
            "--format=json", "a", "--only", "FMT001, FMT002", "--skip=FMT003", "b", "--rules", "fork.json", "-j", "4",
        ]).options
        XCTAssertEqual(options.checkouts, ["a", "b"])
        XCTAssertEqual(options.format.name, "json")
        XCTAssertEqual(options.only, ["FMT001", "FMT002"])
        XCTAssertEqual(options.skip, ["FMT003"])
        XCTAssertEqual(options.rulesFile, "fork.json")
        XCTAssertEqual(options.jobs, 4)
    }

    func testDoubleDash_endsOptions() throws {
        XCTAssertEqual(try Invocation.parse(["--", "--help"]).options.checkouts, ["--help"])
    }

    func testCommands() throws {
        XCTAssertEqual(try Invocation.parse(["--help"]).command, .help)
        XCTAssertEqual(try Invocation.parse(["-h"]).command, .help)
        XCTAssertEqual(try Invocation.parse(["--version"]).command, .version)
        XCTAssertEqual(try Invocation.parse(["--list-rules"]).command, .listRules)
        XCTAssertEqual(try Invocation.parse(["explain", "SRC004"]).command, .explain(ruleID: "SRC004"))
        XCTAssertEqual(try Invocation.parse(["--rules", "f.json", "explain", "X001"]).options.rulesFile, "f.json")
    }

    func testXcodeTest_isAVerificationOfItsOwn_withTheOptionsItTakes() throws {
        let bare = try Invocation.parse(["xcode-test"])
        var expected = VerifyOptions()
        expected.xcodeTest = true
        XCTAssertEqual(bare.command, .verifyControl(expected))
        XCTAssertEqual(bare.options.checkouts, ["."])
        let given = try Invocation.parse(["xcode-test", "--format", "sarif", "--rev", "HEAD", "--skip-test", "testA", "a", "b"])
        expected.skippedTests = ["testA"]
        XCTAssertEqual(given.command, .verifyControl(expected))
        XCTAssertEqual(given.options.checkouts, ["a", "b"])
        XCTAssertEqual(given.options.revisions, ["HEAD"])
        for refused in [["xcode-test", "--xctest"], ["xcode-test", "--against", "HEAD"], ["xcode-test", "--generate", "5"],
                        ["xcode-test", "--prepare"], ["xcode-test", "--only", "APP001"]] {
            XCTAssertThrowsError(try Invocation.parse(refused), "\(refused)")
        }
    }

    func testUsageErrors() {
        let cases = [["--format"], ["--format", "yaml"], ["--bogus"], ["explain"], ["explain", "A", "B"],
                     ["--jobs", "0"], ["--jobs", "many"], ["--list-rules", "dir"]]
        for arguments in cases {
            XCTAssertThrowsError(try Invocation.parse(arguments), "\(arguments)")
        }
    }

    func testUnknownRuleInOnly_isAUsageError() {
        let outcome = CheckCommand.run(["--only", "NOPE001", "."])
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(outcome.standardError.contains("no rule NOPE001"))
    }

    func testOnlyAndSkip_selectRules() throws {
        let rules = Catalog.standard.rules
        XCTAssertEqual(try CheckCommand.select(rules, only: ["FMT002"], skip: []).map(\.id), ["FMT002"])
        XCTAssertFalse(try CheckCommand.select(rules, only: [], skip: ["FMT002"]).contains { $0.id == "FMT002" })
    }

    func testRules_areNamedByIDInAnyCaseOrByName() throws {
        let rules = Catalog.standard.rules
        for identifier in ["SRC010", "src010", "Src010", "touch-guards", "TOUCH-GUARDS"] {
            XCTAssertEqual(try CheckCommand.select(rules, only: [identifier], skip: []).map(\.id), ["SRC010"], identifier)
            let outcome = CheckCommand.run(["explain", identifier])
            XCTAssertEqual(outcome.exitCode, 0, identifier)
            XCTAssertTrue(outcome.standardOutput.hasPrefix("SRC010 touch-guards (error)"), identifier)
        }
        XCTAssertEqual(try CheckCommand.select(rules, only: [], skip: ["weak-delegate", "fmt005"]).count, rules.count - 2)
        for (identifier, prefix) in [("bhv001", "BHV001 "), ("file-missing", "FILE001 "), ("file007", "FILE007 ")] {
            XCTAssertTrue(CheckCommand.run(["explain", identifier]).standardOutput.hasPrefix(prefix), identifier)
        }
        for near in ["SRC01", "touch_guards", "touch-guard"] {
            XCTAssertThrowsError(try CheckCommand.select(rules, only: [near], skip: []), near)
        }
    }

    func testExplain_showsBothExamples() {
        let outcome = CheckCommand.run(["explain", "FMT004"])
        XCTAssertEqual(outcome.exitCode, 0)
        XCTAssertTrue(outcome.standardOutput.contains("Failing example: an if without fi"))
        XCTAssertTrue(outcome.standardOutput.contains("Passing example: a short valid script"))
    }
}

extension InvocationTests {
    func testExplain_everyFileProblemID() {
        let problems: [FileProblem] = [.missing, .notARegularFile(kind: "FIFO"), .escapesCheckout(target: "/etc"),
                                       .tooLarge(size: 2, limit: 1), .unreadable(reason: "EIO"),
                                       .notUTF8(at: SourceLocation(line: 1, column: 1))]
        for problem in problems {
            let outcome = CheckCommand.run(["explain", problem.ruleID])
            XCTAssertEqual(outcome.exitCode, 0, problem.ruleID)
            XCTAssertTrue(outcome.standardOutput.hasPrefix("\(problem.ruleID) \(problem.rule.name) (error)"), outcome.standardOutput)
            XCTAssertTrue(outcome.standardOutput.contains(problem.rule.summary), outcome.standardOutput)
        }
    }

    func testSelectionOfNoRule_isAUsageError() {
        let ids = Catalog.standard.rules.map(\.id).joined(separator: ",")
        let outcome = CheckCommand.run(["--skip", ids, "."])
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(outcome.standardError.contains("no rule to run"), outcome.standardError)
    }

    func testListRulesInAReportOnlyFormat_isAUsageError() {
        XCTAssertThrowsError(try Invocation.parse(["--list-rules", "--format", "sarif"]))
        XCTAssertNoThrow(try Invocation.parse(["--list-rules", "--format", "json"]))
    }

    func testCommandWordsAfterDoubleDash_areCheckouts() throws {
        let invocation = try Invocation.parse(["--", "explain", "install-hook"])
        XCTAssertEqual(invocation.command, .check)
        XCTAssertEqual(invocation.options.checkouts, ["explain", "install-hook"])
    }

    func testOracle_isTheCommandOnlyAsTheFirstWord_andKeepsItsOwnOptions() throws {
        XCTAssertEqual(try Invocation.parse(["oracle", "--fuzz=3", "--seed", "0x10"]).command,
                       .oracle(arguments: ["--fuzz=3", "--seed", "0x10"]))
        for arguments in [["--jobs", "1", "oracle"], ["--", "oracle"]] {
            let invocation = try Invocation.parse(arguments)
            XCTAssertEqual(invocation.command, .check, "\(arguments)")
            XCTAssertEqual(invocation.options.checkouts, ["oracle"], "\(arguments)")
        }
    }

    func testSeed_decimalOrHexadecimal_forVerifyControl() throws {
        guard case .verifyControl(let verify) = try Invocation.parse(["verify-control", "--seed=0x1F"]).command else {
            return XCTFail("not verify-control")
        }
        XCTAssertEqual(verify.seed, 31)
        XCTAssertThrowsError(try Invocation.parse(["verify-control", "--seed", "-1"])) { error in
            XCTAssertEqual("\(error)", "--seed takes an unsigned 64-bit integer (decimal or 0x hexadecimal), not -1")
        }
    }
}

/// Papercuts of the command line: a mistyped command, `--version` with more.
final class InvocationTypoTests: XCTestCase {
    func testAMistypedCommand_isAUsageError_butAPathOrWordsAfterDashDashAreCheckouts() {
        for typo in ["verfy-control", "verify-contrl", "instal-hook", "explian", "orcle"] {
            XCTAssertThrowsError(try Invocation.parse([typo]), typo) { error in
                XCTAssertTrue((error as? UsageError)?.description.hasPrefix("unknown command \(typo); did you mean ") ?? false,
                              "\(error)")
            }
        }
        XCTAssertEqual(try Invocation.parse(["./verfy-control"]).options.checkouts, ["./verfy-control"])
        XCTAssertEqual(try Invocation.parse(["--", "verfy-control"]).options.checkouts, ["verfy-control"])
        XCTAssertEqual(try Invocation.parse(["fork-a", "fork-b"]).options.checkouts, ["fork-a", "fork-b"])
    }

    func testVersion_takesNoOtherArgument() {
        XCTAssertNoThrow(try Invocation.parse(["--version"]))
        XCTAssertThrowsError(try Invocation.parse(["--version", "extra"]))
    }

    func testEdits_countInsertionsDeletionsAndSubstitutions() {
        XCTAssertEqual(CommandWordTypo.edits("verfy-control", "verify-control"), 1)
        XCTAssertEqual(CommandWordTypo.edits("", "abc"), 3)
        XCTAssertEqual(CommandWordTypo.edits("kitten", "sitting"), 3)
    }
}
