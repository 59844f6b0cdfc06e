import XCTest
@testable import BaselineCommand
@testable import BaselineChecks
@testable import BehaviourVerification

/// The words after `mutation-score`: its own options, refused with a message when they make no sense.
final class MutationArgumentsTests: XCTestCase {
    private func request(_ words: [String]) throws -> MutationScoreCommand.Arguments {
        try MutationScoreCommand.arguments(words)
    }

    func testDefaults_judgeEveryMutantOfTheCurrentDirectory_inText() throws {
        let plain = try request([])
        XCTAssertEqual(plain.checkout, ".")
        XCTAssertNil(plain.options.limit)
        XCTAssertNil(plain.options.failUnder)
        XCTAssertTrue(plain.options.ownTests)
        XCTAssertEqual(plain.format, .text)
    }

    func testOptions_inBothSpellings() throws {
        let given = try request(["--limit=12", "--seed", "0x10", "--fail-under", "87.5", "--generate=300", "--no-xctest",
                                 "-j", "3", "--format", "json", "--rev", "HEAD~1", "fork"])
        XCTAssertEqual(given.checkout, "fork")
        XCTAssertEqual(given.options.limit, 12)
        XCTAssertEqual(given.options.seed, 16)
        XCTAssertEqual(given.options.failUnder, 87.5)
        XCTAssertEqual(given.options.verify.generatedCases, 300)
        XCTAssertFalse(given.options.ownTests)
        XCTAssertEqual(given.jobs, 3)
        XCTAssertEqual(given.format, .json)
        XCTAssertEqual(given.options.revision, "HEAD~1")
        XCTAssertEqual(try request(["--mutant", "4", "--mutant=9"]).options.numbers, [4, 9])
        XCTAssertEqual(try request(["--format", "html"]).format, .html)
        XCTAssertEqual(try request(["--format=sarif"]).format, .sarif)
    }

    func testNonsense_isRefusedWithWhatWasWrong() {
        let refused: [([String], String)] = [
            (["--limit", "0"], "--limit takes a number from 1"),
            (["--fail-under", "101"], "--fail-under takes a percentage"),
            (["--format", "junit"], "mutation-score writes text, json, html or sarif, not junit"),
            (["--rev", "A..B"], "--rev takes one revision"),
            (["--mutant", "3", "--limit", "5"], "cannot be combined"),
            (["a", "b"], "takes one checkout"),
            (["--strict"], "mutation-score takes --rev, --limit, --seed, --mutant, --fail-under, --generate, --no-xctest,"
                + " --equivalent, --jobs, --format, --quiet and --list, not --strict"),
            (["--bogus"], "unknown option --bogus; see check-baseline mutation-score --help"),
        ]
        for (words, message) in refused {
            let error = usageError(["mutation-score"] + words)
            XCTAssertTrue(error?.contains(message) ?? false, "\(words): \(error ?? "no usage error")")
        }
    }

    func testHelp_isPrintedAndExitsZero_andNamesEveryOperator() {
        let outcome = CheckBaseline.run(["mutation-score", "--help"])
        XCTAssertEqual(outcome.exitCode, 0)
        for operation in MutationOperator.allCases {
            XCTAssertTrue(outcome.standardOutput.contains(operation.rawValue), operation.rawValue)
        }
    }
}
