import XCTest
@testable import BaselineChecks

final class SourceLocationTests: XCTestCase {
    func testOrdersByLineThenColumn() {
        XCTAssertLessThan(SourceLocation(line: 1, column: 9), SourceLocation(line: 2, column: 1))
        XCTAssertLessThan(SourceLocation(line: 2, column: 1), SourceLocation(line: 2, column: 3))
    }
}
