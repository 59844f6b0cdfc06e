import Foundation
import XCTest
@testable import BaselineChecks

/// `JSONText` (JSONCoding) writes the same JSON values as Foundation's encoder, which it replaced.
final class JSONTextTests: XCTestCase {
    private func object(_ text: String) throws -> NSObject {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? NSObject)
    }

    private func assertSameJSONAsFoundation(_ value: some Encodable, _ label: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let reference = try object(String(decoding: try encoder.encode(value), as: UTF8.self))
        XCTAssertTrue(try object(JSONText.encode(value)).isEqual(reference), label)
    }

    func testJSONText_writesTheValuesFoundationWrote() throws {
        try assertSameJSONAsFoundation(Catalog.standard, "standard catalog")
        try assertSameJSONAsFoundation(SampleReports.catalog, "sample catalog")
        try assertSameJSONAsFoundation(SampleReports.failing.allFindings, "findings")
        try assertSameJSONAsFoundation(["passed": 1, "failed": 0], "summary")
    }

    func testJSONText_isPrettySortedAndEndsWithoutANewline() {
        let text = JSONText.encode(["b": [1], "a": []])
        XCTAssertEqual(text, "{\"a\": [], \"b\": [1]}")
        let long = JSONText.encode(["key": String(repeating: "x", count: 130)])
        XCTAssertEqual(long, "{\n  \"key\": \"\(String(repeating: "x", count: 130))\"\n}")
    }

    func testJSONText_namesAValueItCannotEncode() {
        XCTAssertEqual(JSONText.encode(["ratio": Double.nan]),
                       #"{"error":"cannot encode the report: ratio: nan is not a finite number, which JSON cannot hold"}"#)
    }
}
