import BaselineSupport
import XCTest

final class UsageErrorTests: XCTestCase {
    func testUsageError_describesItselfByItsMessageAlone() {
        let rows = ["unknown option --bogus; see --help", "--fuzz needs a count from 1 to 100000000, not \"0\"", ""]
        for message in rows {
            XCTAssertEqual(UsageError(message).description, message)
            XCTAssertEqual("\(UsageError(message))", message)
            XCTAssertEqual(UsageError(message), UsageError(message))
        }
        XCTAssertNotEqual(UsageError("a"), UsageError("b"))
    }
}
