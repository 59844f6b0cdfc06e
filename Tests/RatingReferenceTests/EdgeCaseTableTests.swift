import XCTest
@testable import RatingReference

final class EdgeCaseTableTests: XCTestCase {
    func testEveryDocumentedCasePassesOnTheModel() {
        for oracleCase in EdgeCases.all {
            let outcome = CaseRunner.run(oracleCase)
            XCTAssertTrue(outcome.passed, "\(oracleCase.name): \(outcome.mismatches)")
        }
    }
}
