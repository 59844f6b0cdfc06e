import JSONCoding
import XCTest

/// The deterministic writer: key order, escapes, line folding.
final class JSONWriterTests: XCTestCase {
    func testObjects_keysSortedByUTF8_stringsEscaped() {
        let json = JSON.object([
            JSONMember("b", .string("line\nbreak \"quoted\" \\ \u{01}")), JSONMember("a", .int(1)), JSONMember("B", .null),
        ])
        XCTAssertEqual(
            JSONWriter.text(of: json, style: .compact),
            #"{"B":null,"a":1,"b":"line\nbreak \"quoted\" \\ \u0001"}"#)
    }

    func testPretty_shortContainersStayOnOneLine_longOnesFold() {
        let short = JSON.object([JSONMember("x", .int(1)), JSONMember("y", .array([.int(2), .int(3)]))])
        XCTAssertEqual(JSONWriter.text(of: short, style: .pretty), "{\"x\": 1, \"y\": [2, 3]}\n")
        let long = JSON.array((0..<40).map { .string("item \($0)") })
        let lines = JSONWriter.text(of: long, style: .pretty).split(separator: "\n")
        XCTAssertEqual(lines.count, 42)
        XCTAssertEqual(lines[1], "  \"item 0\",")
    }
}
