import Foundation
import TestSupport
import XCTest

/// A checkout whose every file is made of the smallest units its parsers build stays within the memory
/// budget: the files that would take it past 192 MiB of parsed forms are refused (`FILE009`), not parsed.
/// Before the budget, the same checkout peaked at 634 MB (release build). And `verify-control` against a
/// control that floods what it answers keeps the tool under the same 256 MiB.
final class MemoryBudgetTests: XCTestCase {
    /// Each file the catalog reads, filled with the pattern that made its parsers take the most memory per byte.
    static let hostileFiles: [(path: String, head: String, unit: String, tail: String)] = [
        ("iHeartRating.podspec", "Pod::Spec.new do |s|\n", "s.a=1\n", "end\n"),
        ("iHeartRating/0.1.6/iHeartRating.podspec", "Pod::Spec.new do |s|\ns.a=[", "1,", "]\nend\n"),
        ("iHeartRating/iHeartRatingView.swift", "", "a\n", ""),
        ("iHeartRatingTests/iHeartRatingTests.swift", "", "f()", ""),
        ("docs/readme-overview.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\">", "<g/>", "</svg>"),
        ("example/SampleApp/SampleApp/Base.lproj/Main.storyboard", "<document>", "<a b=\"c\"/>", "</document>"),
        ("example/SampleApp/SampleApp/Base.lproj/LaunchScreen.storyboard", "<document>", "<a/>", "</document>"),
        ("iHeartRating/Info.plist", "<?xml version=\"1.0\"?><plist version=\"1.0\"><array>", "<dict/>", "</array></plist>"),
        ("iHeartRating.xcodeproj/project.pbxproj", "{a=(", "a,", ");}"),
        ("example/SampleApp/SampleApp.xcodeproj/project.pbxproj", "{objects={x={", "a=b;", "};};}"),
        ("Makefile", "", "\n", ""),
        (".github/workflows/check.yml", "", "\n", ""),
        ("build.sh", "", "a;", ""),
        ("README.md", "", "\n", ""),
        ("docs/plans/2026-06-13-location-independent-make.md", "", "\n", ""),
    ]

    func testAHostileCheckout_staysUnderTheBudget_andSaysWhichFilesItRefused() throws {
        let directory = try TemporaryDirectory()
        try ExampleCheckout.copy(into: directory.path)
        let size = 2 * 1024 * 1024
        for file in Self.hostileFiles {
            let count = (size - file.head.utf8.count - file.tail.utf8.count) / file.unit.utf8.count
            try directory.write(file.path, file.head + String(repeating: file.unit, count: count) + file.tail)
        }
        let output = directory.path + ".out"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let (status, measuredPeak) = try SpawnedTool.wait(try SpawnedTool.start(ProcessRunner.tool, [directory.path], output: output))
        XCTAssertEqual((status >> 8) & 0xff, 1)
        let peakKiB = try XCTUnwrap(measuredPeak, "the tool's memory was never read")
        XCTAssertLessThan(peakKiB, 256 * 1024, "peak resident memory of one hostile checkout")
        let report = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(report.contains("FILE009"), report)
        XCTAssertTrue(report.contains("budget; not read"), report)
    }

    /// A control whose every answer is enormous (an accessibility label of 8 million characters, twice the
    /// budget of a case) is cut off at the driver's output budget and fails, and the tool keeps none of it: it
    /// stays under 256 MiB. Before the budgets, it kept every answer (up to 512 MiB a driver process): with a
    /// label of 50 million characters, 1.5 GiB on the documented cases alone. (That label took the driver seconds
    /// to escape a look, past the 5 s a case may go without progress when the machine was loaded.)
    func testAControlThatFloodsItsAnswers_failsAndTheToolStaysUnderTheBudget() throws {
        let directory = try TemporaryDirectory()
        try ExampleCheckout.copy(into: directory.path)
        let control = directory.path + "/iHeartRating/iHeartRatingView.swift"
        let text = try String(contentsOfFile: control, encoding: .utf8)
        XCTAssertEqual(text.components(separatedBy: "accessibilityLabel = \"Rating\"").count, 2)
        try text.replacingOccurrences(
            of: "accessibilityLabel = \"Rating\"", with: "accessibilityLabel = String(repeating: \"x\", count: 8_000_000)"
        ).write(toFile: control, atomically: true, encoding: .utf8)
        let output = directory.path + ".out"
        defer { try? FileManager.default.removeItem(atPath: output) }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = VerifyControlCache.home
        let (status, measuredPeak) = try SpawnedTool.wait(try SpawnedTool.start(
            ProcessRunner.tool, ["verify-control", directory.path], environment: environment, output: output))
        if (status >> 8) & 0xff == 2 { throw Prerequisite.missing("verify-control cannot run here (no swiftc or no sandbox)") }
        XCTAssertEqual((status >> 8) & 0xff, 1, "the verdict is a failure")
        let peakKiB = try XCTUnwrap(measuredPeak, "the tool's memory was never read")
        XCTAssertLessThan(peakKiB, 256 * 1024, "peak resident memory against a control that floods its answers")
        let report = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(report.contains("not run: its output passed the budget of 4.0 MiB a case [BHV004]"), report)
    }

    /// The example checkout with its control grown by `blocks` copies of three of its methods (`place`,
    /// `sizeForImage`, `refresh`: 57 lines, about 83 mutants), each renamed, in an extension of its own.
    private func checkoutWithALargeControl(blocks: Int) throws -> (directory: TemporaryDirectory, lines: Int) {
        let directory = try TemporaryDirectory()
        try ExampleCheckout.copy(into: directory.path)
        let control = directory.path + "/iHeartRating/iHeartRatingView.swift"
        var text = try String(contentsOfFile: control, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "    /// Sets bounds and center rather than"))
        let end = try XCTUnwrap(text.range(of: "    // MARK: - Touches"))
        let block = String(text[start.lowerBound..<end.lowerBound])
        for number in 1...blocks {
            text += "\nextension HeartRatingView {\n" + block
                .replacingOccurrences(of: "func place(", with: "func place\(number)(")
                .replacingOccurrences(of: "func sizeForImage(", with: "func sizeForImage\(number)(")
                .replacingOccurrences(of: "func refresh()", with: "func refresh\(number)()") + "}\n"
        }
        try text.write(toFile: control, atomically: true, encoding: .utf8)
        return (directory, text.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    /// `mutation-score --list` of a control of 3 000 lines: it kept a copy of the control per mutant, to tell
    /// mutants that make the same source (debug build at 09bf608, `/usr/bin/time -v`: 677 516 KiB peak for this
    /// control's 4 043 mutants, 13.0 s; the issue measured 6.7 GB for a denser one). Now one source and an edit
    /// a mutant: 23 384 KiB, 0.74 s. 4 044 mutants since a call through `super` is a statement too.
    func testMutationScoreList_ofAThreeThousandLineControl_staysUnder512MiB() throws {
        let (directory, lines) = try checkoutWithALargeControl(blocks: 44)
        XCTAssertGreaterThanOrEqual(lines, 3_000)
        let list = try listWithinHalfAGibibyte(directory)
        let last = try XCTUnwrap(list.split(separator: "\n").last)
        XCTAssertTrue(last.hasPrefix("4044 mutants made: "), String(last))
    }

    /// `mutation-score --list` of the checkout in `directory`, which must succeed with a peak under 512 MiB.
    private func listWithinHalfAGibibyte(_ directory: TemporaryDirectory) throws -> String {
        let output = directory.path + ".out"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let (status, measuredPeak) = try SpawnedTool.wait(try SpawnedTool.start(
            ProcessRunner.tool, ["mutation-score", "--list", directory.path], output: output))
        XCTAssertEqual((status >> 8) & 0xff, 0)
        let peakKiB = try XCTUnwrap(measuredPeak, "the tool's memory was never read")
        XCTAssertLessThan(peakKiB, 512 * 1024, "peak resident memory of mutation-score --list")
        return try String(contentsOfFile: output, encoding: .utf8)
    }

    /// A control with more mutants than `MutantGenerator.maximumMutants` (5 000): the first 5 000 in source order
    /// are made, and the list says how many were beyond the cap (before, every one was made and held).
    func testMutationScoreList_beyondTheCap_saysHowManyWereNotMade() throws {
        let list = try listWithinHalfAGibibyte(try checkoutWithALargeControl(blocks: 70).directory)
        let last = try XCTUnwrap(list.split(separator: "\n").last)
        XCTAssertTrue(last.hasPrefix("5000 mutants made, ") && last.contains(" beyond the cap of 5000 not made: "), String(last))
        XCTAssertTrue(list.contains(" #5000: ") && !list.contains(" #5001: "), "numbered to the cap")
    }
}
