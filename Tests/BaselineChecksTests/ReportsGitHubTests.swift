import XCTest
@testable import BaselineChecks

/// `--format github`: workflow commands GitHub Actions turns into annotations.
final class ReportsGitHubTests: XCTestCase {
    private func lines(_ reports: [CheckoutReport] = SampleReports.reports) -> [String] {
        GitHubReport(style: .plain).render(reports).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    func testEveryLine_isAWorkflowCommandNamingItsRule() {
        let lines = lines()
        XCTAssertFalse(lines.isEmpty)
        for line in lines {
            XCTAssertNotNil(line.wholeMatch(of: /::(error|warning|notice) [^:]*title=[A-Z]+[0-9]{3} [^:]*::.*/), line)
        }
    }

    func testFindings_areAnnotationsAtTheirFileLineAndColumn() {
        let lines = lines()
        XCTAssertTrue(lines.contains(
            "::error file=forks/bad & <ugly>/Sources/Rating.swift,line=12,col=5,title=AAA002 finds-things::wrong value"), "\(lines)")
        XCTAssertTrue(lines.contains(
            "::notice file=forks/bad & <ugly>/Sources/Other.swift,line=3,col=9,title=AAA002 finds-things (note)::found here instead"),
            "\(lines)")
        XCTAssertTrue(lines.contains("::error file=forks/bad & <ugly>/README.md,title=FILE001 file-missing::required file is missing"),
                      "\(lines)")
        XCTAssertTrue(lines.contains(
            "::warning title=AAA003 needs-readme::not evaluated on forks/bad & <ugly>: needs README.md"), "\(lines)")
    }

    func testTextFromTheCheckout_cannotEndTheCommandOrStartAnother() {
        XCTAssertEqual(GitHubReport.escapedData("50% done\r\n::error::forged"), "50%25 done%0D%0A::error::forged")
        XCTAssertEqual(GitHubReport.escapedProperty("a:b,c%"), "a%3Ab%2Cc%25")
        XCTAssertEqual(GitHubReport.escapedData("\u{1B}[31mred"), "\\u{1B}[31mred")
        let hostile = lines().first { $0.hasPrefix("::warning file=") } ?? ""
        XCTAssertFalse(hostile.unicodeScalars.contains { $0.value < 0x20 }, hostile)
    }

    func testAFormatTheCommandLineOffers() {
        XCTAssertEqual(ReportFormat(named: "github")?.name, "github")
    }
}
