import BaselineSupport
import XCTest
@testable import BaselineChecks
@testable import BaselineCommand
import BehaviourVerification

final class CommandParsingTests: XCTestCase {
    func testNoArguments_checksTheCurrentDirectoryAsText() throws {
        XCTAssertEqual(CommandList.command(for: []).command.name, "")
        let options = try CheckCommand.arguments([])
        XCTAssertEqual(options.checkouts, ["."])
        XCTAssertEqual(options.format.name, "text")
        XCTAssertEqual(options.jobs, ProcessorCount.online)
    }

    func testOptions_inBothSpellings() throws {
        let options = try CheckCommand.arguments([
            "--format=json", "a", "--only", "FMT001, FMT002", "--skip=FMT003", "b", "--rules", "fork.json", "-j", "4",
        ])
        XCTAssertEqual(options.checkouts, ["a", "b"])
        XCTAssertEqual(options.format.name, "json")
        XCTAssertEqual(options.only, ["FMT001", "FMT002"])
        XCTAssertEqual(options.skip, ["FMT003"])
        XCTAssertEqual(options.rulesFile, "fork.json")
        XCTAssertEqual(options.jobs, 4)
    }

    func testDoubleDash_endsOptions() throws {
        XCTAssertEqual(try CheckCommand.arguments(["--", "--help"]).checkouts, ["--help"])
    }

    func testTheFirstWord_namesTheCommand_andEveryOtherWordIsItsOwn() throws {
        for command in CommandList.all where !command.name.isEmpty {
            let found = CommandList.command(for: [command.name, "x"])
            XCTAssertEqual(found.command.name, command.name)
            XCTAssertEqual(found.words, ["x"])
        }
        XCTAssertTrue(try CheckCommand.parse(["--help"], among: CommandList.all).isHelp)
        XCTAssertTrue(try CheckCommand.parse(["-h"], among: CommandList.all).isHelp)
        XCTAssertTrue(try CheckCommand.arguments(["--version"]).version)
        XCTAssertTrue(try CheckCommand.arguments(["--list-rules"]).listRules)
        XCTAssertEqual(try ExplainCommand.arguments(["SRC004"]).rule, "SRC004")
        XCTAssertEqual(try ExplainCommand.arguments(["--rules", "f.json", "X001"]).rulesFile, "f.json")
    }

    /// A command word after options is a command given in the wrong place, not a folder to check; as a path, or after
    /// `--`, it is a folder.
    func testACommandWordAfterOptions_isAUsageError_unlessItIsAPath() throws {
        for (arguments, word) in [(["--jobs", "1", "oracle"], "oracle"), (["--rules", "f.json", "explain", "X001"], "explain"),
                                  (["--strict", "verify-control", "."], "verify-control")] {
            XCTAssertEqual(usageError(arguments)?.hasPrefix("\(word) is a command: give it first"), true, "\(arguments)")
        }
        XCTAssertEqual(try CheckCommand.arguments(["--jobs", "1", "--", "oracle"]).checkouts, ["oracle"])
        XCTAssertEqual(try CheckCommand.arguments(["./oracle"]).checkouts, ["./oracle"])
    }

    func testXcodeTest_isACommandOfItsOwn_withTheOptionsItTakes() throws {
        let bare = try XcodeTestCommand.arguments([])
        XCTAssertEqual(bare.verify.mode, .xcodeTest)
        XCTAssertEqual(bare.checkouts, ["."])
        let given = try XcodeTestCommand.arguments(["--format", "sarif", "--rev", "HEAD", "--skip-test", "testA", "a", "b"])
        XCTAssertEqual(given.verify.skippedTests, ["testA"])
        XCTAssertEqual(given.checkouts, ["a", "b"])
        XCTAssertEqual(given.revisions, ["HEAD"])
        for refused in [["--xctest"], ["--against", "HEAD"], ["--generate", "5"], ["--prepare"], ["--only", "APP001"]] {
            XCTAssertEqual(usageError(["xcode-test"] + refused),
                           "xcode-test takes --format, --rev, --jobs, --strict, --quiet, --verbose, --skip-test and --no-sandbox, not \(refused[0])")
        }
    }

    func testVerifyControl_oneModeAtATime() throws {
        XCTAssertEqual(try VerifyControlCommand.arguments([]).verify.mode, .model)
        XCTAssertEqual(try VerifyControlCommand.arguments(["--xctest"]).verify.mode, .ownTests)
        XCTAssertEqual(try VerifyControlCommand.arguments(["--against", "v1", "--rev", "v2"]).verify.mode, .comparison(against: "v1"))
        XCTAssertEqual(try VerifyControlCommand.arguments(["--prepare", "--no-sandbox"]).verify.mode, .prepare)
        XCTAssertEqual(usageError(["verify-control", "--xctest", "--against", "HEAD"]), "--against and --xctest cannot be combined")
        XCTAssertEqual(usageError(["verify-control", "--prepare", "--xctest"]), "--xctest and --prepare cannot be combined")
        XCTAssertEqual(usageError(["verify-control", "--prepare", "--generate", "5"]), "--prepare takes no checkout, revision or other option")
    }

    func testUsageErrors() {
        let cases = [["--format"], ["--format", "yaml"], ["--bogus"], ["explain"], ["explain", "A", "B"],
                     ["--jobs", "0"], ["--jobs", "many"], ["--list-rules", "dir"]]
        for arguments in cases {
            XCTAssertNotNil(usageError(arguments), "\(arguments)")
        }
    }

    func testASingleValuedOptionGivenTwice_isRefused_aRepeatedOneKeepsEach() throws {
        XCTAssertEqual(usageError(["--format", "json", "--format", "text"]), "--format given twice")
        XCTAssertEqual(usageError(["oracle", "--export", "a", "--export", "b"]), "--export given twice")
        XCTAssertEqual(try CheckCommand.arguments(["--rev", "a", "--rev", "b", "--only", "X", "--only", "Y"]).revisions, ["a", "b"])
        XCTAssertEqual(try MutationScoreCommand.arguments(["--mutant", "4", "--mutant=9"]).options.numbers, [4, 9])
    }

    func testUnknownRuleInOnly_isAUsageError() {
        let outcome = CheckBaseline.run(["--only", "NOPE001", "."])
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
            let outcome = CheckBaseline.run(["explain", identifier])
            XCTAssertEqual(outcome.exitCode, 0, identifier)
            XCTAssertTrue(outcome.standardOutput.hasPrefix("SRC010 touch-guards (error)"), identifier)
        }
        XCTAssertEqual(try CheckCommand.select(rules, only: [], skip: ["weak-delegate", "fmt005"]).count, rules.count - 2)
        for (identifier, prefix) in [("bhv001", "BHV001 "), ("file-missing", "FILE001 "), ("file007", "FILE007 ")] {
            XCTAssertTrue(CheckBaseline.run(["explain", identifier]).standardOutput.hasPrefix(prefix), identifier)
        }
        for near in ["SRC01", "touch_guards", "touch-guard"] {
            XCTAssertThrowsError(try CheckCommand.select(rules, only: [near], skip: []), near)
        }
    }

    func testExplain_showsBothExamples() {
        let outcome = CheckBaseline.run(["explain", "FMT004"])
        XCTAssertEqual(outcome.exitCode, 0)
        XCTAssertTrue(outcome.standardOutput.contains("Failing example: an if without fi"))
        XCTAssertTrue(outcome.standardOutput.contains("Passing example: a short valid script"))
    }
}

extension CommandParsingTests {
    func testExplain_everyFileProblemID() {
        let problems: [FileProblem] = [.missing, .notARegularFile(kind: "FIFO"), .escapesCheckout(target: "/etc"),
                                       .tooLarge(size: 2, limit: 1), .unreadable(reason: "EIO"),
                                       .notUTF8(at: SourceLocation(line: 1, column: 1))]
        for problem in problems {
            let outcome = CheckBaseline.run(["explain", problem.ruleID])
            XCTAssertEqual(outcome.exitCode, 0, problem.ruleID)
            XCTAssertTrue(outcome.standardOutput.hasPrefix("\(problem.ruleID) \(problem.rule.name) (error)"), outcome.standardOutput)
            XCTAssertTrue(outcome.standardOutput.contains(problem.rule.summary), outcome.standardOutput)
        }
    }

    func testSelectionOfNoRule_isAUsageError() {
        let ids = Catalog.standard.rules.map(\.id).joined(separator: ",")
        let outcome = CheckBaseline.run(["--skip", ids, "."])
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(outcome.standardError.contains("no rule to run"), outcome.standardError)
    }

    func testListRulesInAReportOnlyFormat_isAUsageError() {
        XCTAssertEqual(usageError(["--list-rules", "--format", "sarif"]), "--list-rules prints text or json, not sarif")
        XCTAssertNoThrow(try CheckCommand.arguments(["--list-rules", "--format", "json"]))
    }

    func testCommandWordsAfterDoubleDash_areCheckouts() throws {
        XCTAssertEqual(try CheckCommand.arguments(["--", "explain", "install-hook"]).checkouts, ["explain", "install-hook"])
    }

    func testOracle_keepsItsOwnOptions() throws {
        let fuzz = try OracleCommand.arguments(["--fuzz=3", "--seed", "0x10"])
        XCTAssertEqual(fuzz.mode, .fuzz(count: 3, seed: 16))
        XCTAssertEqual(try OracleCommand.arguments([]).mode, .run(casesFile: nil))
    }

    func testSeed_decimalOrHexadecimal_forVerifyControl() throws {
        XCTAssertEqual(try VerifyControlCommand.arguments(["--seed=0x1F"]).verify.seed, 31)
        XCTAssertEqual(usageError(["verify-control", "--seed", "-1"]),
                       "--seed takes an unsigned 64-bit integer (decimal or 0x hexadecimal), not -1")
    }
}

/// Papercuts of the command line: a mistyped command or option, `--version` with more, a usage error's one line.
final class CommandTypoTests: XCTestCase {
    func testAMistypedCommand_isAUsageError_butAPathOrWordsAfterDashDashAreCheckouts() throws {
        for typo in ["verfy-control", "verify-contrl", "instal-hook", "explian", "orcle"] {
            XCTAssertEqual(usageError([typo])?.hasPrefix("unknown command \(typo); did you mean "), true, typo)
        }
        XCTAssertEqual(try CheckCommand.arguments(["./verfy-control"]).checkouts, ["./verfy-control"])
        XCTAssertEqual(try CheckCommand.arguments(["--", "verfy-control"]).checkouts, ["verfy-control"])
        XCTAssertEqual(try CheckCommand.arguments(["fork-a", "fork-b"]).checkouts, ["fork-a", "fork-b"])
    }

    /// A misspelt option is answered from the command's own table; an option of another command says which takes it.
    func testAMisspeltOption_getsTheNearestOfItsCommand() {
        XCTAssertEqual(usageError(["--formt", "json"]), "unknown option --formt; did you mean --format? (see --help)")
        XCTAssertEqual(usageError(["verify-control", "--xtest"]),
                       "unknown option --xtest; did you mean --xctest? (see check-baseline verify-control --help)")
        XCTAssertEqual(usageError(["mutation-score", "--limt", "3"]),
                       "unknown option --limt; did you mean --limit? (see check-baseline mutation-score --help)")
        XCTAssertEqual(usageError(["oracle", "--bogus"]), "unknown option --bogus; see check-baseline oracle --help")
        XCTAssertEqual(usageError(["--against", "v1", "."]), "--against only applies to verify-control")
        XCTAssertEqual(usageError(["--skip-test", "t"]), "--skip-test only applies to verify-control and xcode-test")
        XCTAssertEqual(usageError(["-x"]), "unknown option -x; see --help")
    }

    /// Every command's usage error is one line of its own words: nothing escaped, no help text inside.
    func testEveryCommandsUsageError_isOneLine() {
        for command in CommandList.all {
            let words = (command.name.isEmpty ? [] : [command.name]) + ["--bogus"]
            let message = usageError(words)
            XCTAssertNotNil(message, "\(words)")
            XCTAssertFalse(message?.contains("\\") ?? true, "\(words): \(message ?? "")")
        }
    }

    func testVersion_takesNoOtherArgument() {
        XCTAssertNoThrow(try CheckCommand.arguments(["--version"]))
        XCTAssertEqual(usageError(["--version", "extra"]), "--version takes no other argument")
    }

    func testEdits_countInsertionsDeletionsAndSubstitutions() {
        XCTAssertEqual(Spelling.edits("verfy-control", "verify-control"), 1)
        XCTAssertEqual(Spelling.edits("", "abc"), 3)
        XCTAssertEqual(Spelling.edits("kitten", "sitting"), 3)
    }
}

private extension Parsed {
    var isHelp: Bool {
        if case .help = self { return true }
        return false
    }
}
