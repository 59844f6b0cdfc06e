import XCTest
@testable import BaselineCommand
import TestSupport

/// `objc-header`: the derived header on standard output, the header checks with `--check`, and the exit
/// codes of each (0 derived or passed, 1 stopped or failed, 2 bad usage).
final class ObjCHeaderCommandTests: XCTestCase {
    private let example = RepositoryRoot.path + "/Examples/iHeartRating"

    func testHeader_isPrintedWithWhatItFollowsAndLeavesOut() {
        let outcome = CheckBaseline.run(["objc-header", example])
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines[0].hasPrefix("// iHeartRating-Swift.h: the declarations Xcode would generate"), lines[0])
        XCTAssertTrue(lines[1].contains("Swift 6 series"), lines[1])
        XCTAssertTrue(lines[2].hasPrefix("// Left out: the compiler's prelude of macro definitions"), lines[2])
        XCTAssertTrue(lines.contains("@property (nonatomic) UIViewContentMode imageContentMode;"))
    }

    func testCheck_reportsTheHeaderRules() {
        let outcome = CheckBaseline.run(["objc-header", "--check", "--format", "json", example])
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardOutput)
        for id in ["HDR001", "HDR002", "HDR003"] { XCTAssertTrue(outcome.standardOutput.contains(id), id) }
    }

    func testStoppedDerivation_exitsOne() throws {
        let folder = try TemporaryDirectory()
        // A checkout (it holds a podspec the catalog reads) whose control is missing.
        try folder.write("iHeartRating.podspec", "Pod::Spec.new do |s|\nend\n")
        let outcome = CheckBaseline.run(["objc-header", folder.path])
        XCTAssertEqual(outcome.exitCode, 1)
        XCTAssertTrue(outcome.standardError.contains("no header can be derived"), outcome.standardError)
    }

    /// A checkout that cannot be read, or is none, is found as a check finds it: its finding, and exit code 1.
    func testACheckoutThatCannotBeRead_orIsNone_exitsOne_asACheckDoes() throws {
        let empty = try TemporaryDirectory()
        for (path, rule) in [("/nonexistent/checkout", "FILE007"), (empty.path, "FILE008")] {
            let header = CheckBaseline.run(["objc-header", path])
            XCTAssertEqual(header.exitCode, 1, path)
            XCTAssertEqual(header.standardOutput, "")
            XCTAssertTrue(header.standardError.hasPrefix("\(path): error: ") && header.standardError.hasSuffix("[\(rule)]\n"),
                          header.standardError)
            let report = CheckBaseline.run(["objc-header", "--check", "--format", "compiler", path])
            XCTAssertEqual(report.exitCode, 1, path)
            XCTAssertTrue(report.standardOutput.contains("[\(rule)]"), report.standardOutput)
            XCTAssertEqual(CheckBaseline.run([path]).exitCode, 1, "the check of \(path)")
        }
    }

    func testUsageErrors_exitTwo() {
        for arguments in [["objc-header", "a", "b"], ["--check"], ["objc-header", "--format", "json", "."], ["objc-header", "--strict"]] {
            XCTAssertEqual(CheckBaseline.run(arguments).exitCode, 2, "\(arguments)")
        }
    }
}
