import XCTest
@testable import BaselineChecks

/// Where XML elements are reported: libxml2 gives the line, the locator finds `<name` on it for the column.
final class XMLElementLocationTests: XCTestCase {
    func testElementLocations_lineBreaksAsLibxml2CountsThem() throws {
        let rows: [(name: String, text: String, locations: [SourceLocation])] = [
            ("LF", "<r>\n  <a/><b/>\n</r>", [SourceLocation(line: 2, column: 3), SourceLocation(line: 2, column: 7)]),
            ("CRLF", "<r>\r\n  <a/>\r\n<b/></r>", [SourceLocation(line: 2, column: 3), SourceLocation(line: 3, column: 1)]),
            ("a lone CR is a column, not a line", "<r>\r  <a/>\r<b/></r>",
             [SourceLocation(line: 1, column: 7), SourceLocation(line: 1, column: 12)]),
            ("after non-ASCII text", "<r>é\n€ <a/>😀<b/></r>", [SourceLocation(line: 2, column: 3), SourceLocation(line: 2, column: 8)]),
        ]
        for row in rows {
            let document = try XMLDocument.parse(Array(row.text.utf8))
            XCTAssertEqual(document.root.elements.map(\.location), row.locations, row.name)
        }
    }

    func testLocator_givesTheLineAndColumnOneWhenTheElementIsNotOnIt() {
        let bytes = Array("<r>\n<a/> <a/>\n<b/>\n".utf8)
        let locator = ElementLocator(bytes: bytes)
        let rows: [(name: String, element: String, line: Int, location: SourceLocation)] = [
            ("first a", "a", 2, SourceLocation(line: 2, column: 1)),
            ("not on its line", "c", 2, SourceLocation(line: 2, column: 1)),
            ("search goes on from the next line", "b", 3, SourceLocation(line: 3, column: 1)),
            ("an earlier line after a later one", "a", 2, SourceLocation(line: 2, column: 1)),
            ("a line past the end", "a", 9, SourceLocation(line: 9, column: 1)),
            ("line zero", "a", 0, SourceLocation(line: 1, column: 1)),
        ]
        for row in rows {
            XCTAssertEqual(locator.location(ofElementNamed: row.element, line: row.line), row.location, row.name)
        }
    }

    func testLocator_secondElementOnALine_isFoundAfterTheFirst() {
        let locator = ElementLocator(bytes: Array("<r>\n é<a/> ü<a/>\n".utf8))
        XCTAssertEqual(locator.location(ofElementNamed: "a", line: 2), SourceLocation(line: 2, column: 3))
        XCTAssertEqual(locator.location(ofElementNamed: "a", line: 2), SourceLocation(line: 2, column: 9))
        XCTAssertEqual(locator.location(ofElementNamed: "a", line: 2), SourceLocation(line: 2, column: 1))
    }
}
