import XCTest
@testable import BaselineChecks

final class InvocationTests: XCTestCase {
    func testNoArguments_checksTheCurrentDirectoryAsText() throws {
        guard case .check(let options) = try Invocation.parse([]) else { return XCTFail() }
        XCTAssertEqual(options.checkouts, ["."])
        XCTAssertEqual(options.format, "text")
    }

    func testOptions_inBothSpellings() throws {
        guard case .check(let options) = try Invocation.parse(["--format=json", "a", "--only", "FMT001, FMT002", "--skip=FMT003", "b"]) else {
            return XCTFail()
        }
        XCTAssertEqual(options.checkouts, ["a", "b"])
        XCTAssertEqual(options.format, "json")
        XCTAssertEqual(options.only, ["FMT001", "FMT002"])
        XCTAssertEqual(options.skip, ["FMT003"])
    }

    func testDoubleDash_endsOptions() throws {
        guard case .check(let options) = try Invocation.parse(["--", "--help"]) else { return XCTFail() }
        XCTAssertEqual(options.checkouts, ["--help"])
    }

    func testCommands() throws {
        XCTAssertEqual(try Invocation.parse(["--help"]), .help)
        XCTAssertEqual(try Invocation.parse(["-h"]), .help)
        XCTAssertEqual(try Invocation.parse(["--version"]), .version)
        XCTAssertEqual(try Invocation.parse(["--list-rules"]), .listRules(format: "text"))
        XCTAssertEqual(try Invocation.parse(["explain", "SRC004"]), .explain(ruleID: "SRC004"))
    }

    func testUsageErrors() {
        for arguments in [["--format"], ["--format", "yaml"], ["--bogus"], ["explain"], ["explain", "A", "B"]] {
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

    func testExplain_showsBothExamples() {
        let outcome = CheckCommand.run(["explain", "FMT004"])
        XCTAssertEqual(outcome.exitCode, 0)
        XCTAssertTrue(outcome.standardOutput.contains("Failing example: an if without fi"))
        XCTAssertTrue(outcome.standardOutput.contains("Passing example: a short valid script"))
    }
}
