import TestSupport
import XCTest
@testable import BaselineChecks

final class XMLDocumentTests: XCTestCase {
    private func parse(_ text: String) throws -> XMLDocument {
        try XMLDocument.parse(Array(text.utf8))
    }

    private func assertRejected(
        _ text: String, at line: Int, _ column: Int? = nil, containing fragment: String? = nil,
        file: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        XCTAssertThrowsError(try parse(text), file: file, line: sourceLine) { error in
            guard let error = error as? ParseError else { return XCTFail("not a ParseError: \(error)", file: file, line: sourceLine) }
            XCTAssertEqual(error.location?.line, line, "\(error)", file: file, line: sourceLine)
            if let column { XCTAssertEqual(error.location?.column, column, "\(error)", file: file, line: sourceLine) }
            if let fragment { XCTAssertTrue(error.message.contains(fragment), "\(error)", file: file, line: sourceLine) }
        }
    }

    func testRootElement_nameNamespaceAndLocation() throws {
        let document = try parse("<?xml version=\"1.0\"?>\n  <svg xmlns=\"http://www.w3.org/2000/svg\"><g/></svg>")
        XCTAssertEqual(document.root.name, "svg")
        XCTAssertEqual(document.root.namespaceURI, "http://www.w3.org/2000/svg")
        XCTAssertEqual(document.root.location, SourceLocation(line: 2, column: 3))
        XCTAssertEqual(document.root.elements.map(\.name), ["g"])
    }

    func testPrefixedRoot_keepsLocalNameAndFindsColumn() throws {
        let document = try parse("<s:svg xmlns:s=\"http://www.w3.org/2000/svg\"/>")
        XCTAssertEqual(document.root.name, "svg")
        XCTAssertEqual(document.root.location.column, 1)
    }

    func testAttributes_areDecoded() throws {
        let document = try parse("<document type=\"a&amp;b\" version=\"3.0\"/>")
        XCTAssertEqual(document.root.attribute("type"), "a&b")
        XCTAssertEqual(document.root.attribute("version"), "3.0")
    }

    func testMalformed_unclosedElement_reportsLineAndColumn() {
        // libxml2 reports the mismatch where the end tag `</document>` has been read.
        assertRejected("<document>\n  <scenes>\n</document>", at: 3, 12, containing: "mismatch")
    }

    func testMalformed_garbageAfterRoot() {
        assertRejected("<a/>\n<b/>", at: 2, containing: "Extra content")
    }

    func testEmptyFile_isAnErrorAtOneOne() {
        assertRejected("", at: 1, 1, containing: "empty")
    }

    func testWhitespaceOnlyFile_isRejected() {
        assertRejected("   \n", at: 2)
    }

    func testExternalEntity_isNeitherLoadedNorExpanded() throws {
        let secret = try TemporaryDirectory()
        let target = try secret.write("secret.txt", "TOP-SECRET")
        let document = try parse("""
            <?xml version="1.0"?>
            <!DOCTYPE r [<!ENTITY xxe SYSTEM "file://\(target)">]>
            <r>&xxe;</r>
            """)
        guard case .entityReference(let name, _)? = document.root.children.first else {
            return XCTFail("expected an unexpanded entity reference, got \(document.root.children)")
        }
        XCTAssertEqual(name, "xxe")
    }

    func testNetworkEntity_isNotFetched() throws {
        // With NONET and no DTD loading this returns at once, offline, without the entity's content.
        let document = try parse("""
            <!DOCTYPE r [<!ENTITY remote SYSTEM "http://198.51.100.7/evil.xml">]>
            <r>&remote;</r>
            """)
        XCTAssertEqual(document.root.name, "r")
    }

    func testBillionLaughs_isNotExpanded() throws {
        var declarations = "<!ENTITY lol0 \"lol\">"
        for level in 1...9 {
            let previous = String(repeating: "&lol\(level - 1);", count: 10)
            declarations += "<!ENTITY lol\(level) \"\(previous)\">"
        }
        // libxml2 refuses the amplification outright, even though nothing would be expanded.
        assertRejected("<!DOCTYPE r [\(declarations)]><r>&lol9;</r>", at: 1, containing: "entity")
    }

    func testDeepNesting_isRejectedNotRecursed() {
        let depth = 200_000
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        assertRejected(text, at: 1, containing: "depth")
    }

    func testInvalidUTF8_isRejectedWithPosition() {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<r>caf".utf8)
        bytes += [0xC3, 0x28] + Array("</r>".utf8)
        XCTAssertThrowsError(try XMLDocument.parse(bytes)) { error in
            XCTAssertEqual((error as? ParseError)?.location?.line, 2)
        }
    }

    func testHugeTextNode_underTheCapIsParsed() throws {
        let text = "<r>" + String(repeating: "x", count: 8_000_000) + "</r>"
        XCTAssertEqual(try parse(text).root.name, "r")
    }

    func testManyParses_errorsDoNotLeakIntoTheNextParse() throws {
        assertRejected("<a>", at: 1)
        XCTAssertEqual(try parse("<b/>").root.name, "b")
    }
}

extension XMLDocumentTests {
    func testElementColumns_onOneLine_areEachElementsOwn() throws {
        let document = try XMLDocument.parse(Array("<plist><dict><key>a</key><true/><key>a</key><false/></dict></plist>".utf8))
        let dictionary = try XCTUnwrap(document.root.elements.first)
        XCTAssertEqual(dictionary.elements.map(\.location.column), [14, 26, 33, 45])
    }

    func testElementColumns_countUnicodeScalars() throws {
        let document = try XMLDocument.parse(Array("<r>éé€<a/></r>".utf8))
        XCTAssertEqual(document.root.elements.first?.location, SourceLocation(line: 1, column: 7))
    }

    func testElementColumns_aNameThatPrefixesAnotherIsNotConfused() throws {
        let document = try XMLDocument.parse(Array("<r><keys/><key/></r>".utf8))
        XCTAssertEqual(document.root.elements.map(\.location.column), [4, 11])
    }

    /// 20 000 elements on one line: locating them is one pass over the line, not one per element.
    func testManyElementsOnOneLine_areLocatedInOnePass() throws {
        let count = 20_000
        let text = "<svg>" + (0..<count).map { "<g id=\"\($0)\"/>" }.joined() + "</svg>"
        let document = try XMLDocument.parse(Array(text.utf8))
        XCTAssertEqual(document.root.elements.count, count)
        XCTAssertEqual(document.root.elements.last?.location.column, text.utf8.count - "</svg>".utf8.count - "<g id=\"19999\"/>".utf8.count + 1)
    }
}
