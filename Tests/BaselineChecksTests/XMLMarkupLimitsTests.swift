import XCTest
@testable import BaselineChecks

/// Elements libxml2 would take quadratic time over are refused before it sees them.
final class XMLMarkupLimitsTests: XCTestCase {
    private func attributes(_ count: Int, prefix: String = "a") -> String {
        (0..<count).map { " \(prefix)\($0)=\"v\"" }.joined()
    }

    func testAnElementWithTooManyAttributes_isRefusedAtItsPosition() {
        let document = "<?xml version=\"1.0\"?>\n<document>\n  <view\(attributes(160_000))/>\n</document>\n"
        XCTAssertThrowsError(try XMLDocument.parse(Array(document.utf8))) { error in
            let parseError = error as? ParseError
            XCTAssertEqual(parseError?.location, SourceLocation(line: 3, column: 3))
            XCTAssertTrue(parseError?.message.contains("more than 1000 attributes") ?? false, "\(error)")
        }
    }

    func testManyNamespaceDeclarations_countAsAttributes() {
        let document = "<svg\(attributes(1_001, prefix: "xmlns:n"))/>"
        XCTAssertThrowsError(try XMLDocument.parse(Array(document.utf8)))
    }

    func testTheLimitItself_andEqualsSignsThatAreNoAttributes_pass() throws {
        let atTheLimit = "<r\(attributes(1_000))/>"
        XCTAssertNoThrow(try XMLDocument.parse(Array(atTheLimit.utf8)))
        let quoted = "<r a=\"\(String(repeating: "=", count: 5_000))\" b='=='><!-- \(String(repeating: "x=", count: 2_000)) -->"
            + "<![CDATA[\(String(repeating: "y=", count: 2_000))]]><?pi \(String(repeating: "z=", count: 2_000))?></r>"
        XCTAssertEqual(try XMLDocument.parse(Array(quoted.utf8)).root.name, "r")
    }
}
