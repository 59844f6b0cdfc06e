import TestSupport
import XCTest
@testable import BaselineChecks

/// The budget charges each file its kind's memory per byte and refuses the file that would exceed what is left.
final class CheckoutMemoryBudgetTests: XCTestCase {
    func testWeight_followsTheFileKind() {
        XCTAssertEqual(CheckoutMemoryBudget.weight(ofPath: "iHeartRating.podspec").kind, "podspec")
        XCTAssertEqual(CheckoutMemoryBudget.weight(ofPath: "a/b.xcodeproj/project.pbxproj").kind, "Xcode project")
        XCTAssertEqual(CheckoutMemoryBudget.weight(ofPath: "Makefile").kind, "text file")
        XCTAssertEqual(CheckoutMemoryBudget.weight(ofPath: ".github/workflows/check.yml").kind, "text file")
        XCTAssertEqual(CheckoutMemoryBudget.weight(ofPath: "docs/readme-overview.svg").kind, "SVG")
    }

    func testCharge_acceptsUntilTheBudgetIsSpent_thenRefusesWithoutCharging() {
        var budget = CheckoutMemoryBudget()
        let weight = CheckoutMemoryBudget.weight(ofPath: "a.swift").bytesPerByte
        let third = CheckoutMemoryBudget.total / weight / 3
        XCTAssertNil(budget.charge("a.swift", size: third))
        XCTAssertNil(budget.charge("b.swift", size: third))
        XCTAssertNil(budget.charge("c.swift", size: third))
        let spent = budget.charged
        XCTAssertEqual(budget.charge("d.swift", size: third), .overBudget(
            size: third, weight: CheckoutMemoryBudget.weight(ofPath: "d.swift"), remaining: CheckoutMemoryBudget.total - spent))
        XCTAssertEqual(budget.charged, spent)
        XCTAssertNil(budget.charge("e.swift", size: 0))
    }

    func testCharge_ofAHugeSize_isRefused_notOverflowed() {
        var budget = CheckoutMemoryBudget()
        XCTAssertNotNil(budget.charge("a.podspec", size: Int.max / 2))
        XCTAssertEqual(budget.charged, 0)
    }

    func testAFileOverBudget_isReportedOnce_andOnlyItsRulesAreNotEvaluated() throws {
        let directory = try TemporaryDirectory()
        let weight = CheckoutMemoryBudget.weight(ofPath: "big.plist").bytesPerByte
        let padding = String(repeating: " ", count: CheckoutMemoryBudget.total / weight)
        try directory.write("big.plist", "<plist version=\"1.0\"><true/></plist>" + padding)
        try directory.write("small.plist", "<plist version=\"1.0\"><true/></plist>")
        let rules = [
            Rule(id: "AAA001", name: "big", summary: "s", rationale: "r", check: .propertyLists(paths: ["big.plist"]),
                 examples: RuleExamples(failing: [], passing: [])),
            Rule(id: "AAA002", name: "small", summary: "s", rationale: "r", check: .propertyLists(paths: ["small.plist"]),
                 examples: RuleExamples(failing: [], passing: [])),
        ]
        let report = Engine.check(Checkout(source: try DirectorySource(root: directory.path)), rules: rules)
        XCTAssertEqual(report.fileFindings.map(\.ruleID), ["FILE009"])
        XCTAssertEqual(report.fileFindings.first?.path, "big.plist")
        XCTAssertEqual(report.results.map(\.status), [.notEvaluated, .passed])
    }
}
