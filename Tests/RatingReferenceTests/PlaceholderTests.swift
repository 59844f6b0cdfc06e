import XCTest
final class RatingReferencePlaceholderTests: XCTestCase { func testBuilds() { XCTAssertTrue(true) } }
