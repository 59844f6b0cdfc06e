import Foundation
import JSONCoding
import XCTest

/// Decoding errors name what is wrong, the JSON path of the value and where it starts in the text.
final class JSONDecodingErrorTests: XCTestCase {
    private struct Row {
        var json: String
        var reason: JSONDecodingError.Reason
        var description: String
    }

    private func check<T: Decodable>(_ type: T.Type, _ rows: [Row], line: UInt = #line) {
        for row in rows {
            let label = String(row.json.prefix(60))
            XCTAssertThrowsError(try JSONValueDecoder.decode(type, from: Array(row.json.utf8)), label, line: line) { error in
                guard let error = error as? JSONDecodingError else { return XCTFail("\(error)", line: line) }
                XCTAssertEqual(error.reason, row.reason, label, line: line)
                XCTAssertEqual(error.description, row.description, label, line: line)
            }
        }
    }

    func testShapeErrors_nameReasonPathAndPosition() {
        check([Shape].self, [
            Row(json: #"[{"circle": {"radius": }}]"#, reason: .syntax,
                description: "1:24: [0].circle.radius: expected a JSON value, found character '}'"),
            Row(json: "[\n  {\"circle\": {\"radius\": 1}},\n  {\"circle\": {}}\n]", reason: .missingKey,
                description: "3:14: [1].circle: missing key \"radius\""),
            Row(json: "[{\"circle\":\n {\"radius\": \"big\"}}]", reason: .wrongType,
                description: "2:13: [0].circle.radius: expected a number, found a string"),
            Row(json: #"[{"circle": {"radius": null}}]"#, reason: .wrongType,
                description: "1:24: [0].circle.radius: expected a number, found null"),
            Row(json: #"[{"circle": {"radius": 1e400}}]"#, reason: .invalidValue,
                description: "1:24: [0].circle.radius: number 1e400 does not fit in Double"),
            Row(json: #"[{"pair": {"_0": 1, "_1": 2.5}}]"#, reason: .wrongType,
                description: "1:27: [0].pair._1: expected an integer, found the number 2.5"),
            Row(json: #"[{"pair": {"_0": 99999999999999999999, "_1": 1}}]"#, reason: .invalidValue,
                description: "1:18: [0].pair._0: integer 99999999999999999999 does not fit in Int"),
            Row(json: #"[{"square": {}}]"#, reason: .wrongType,
                description: "1:2: [0]: Invalid number of keys found, expected one."),
            Row(json: #"[{"point": {}, "group": {"_0": []}}]"#, reason: .wrongType,
                description: "1:2: [0]: Invalid number of keys found, expected one."),
            Row(json: #"[{"group": {"_0": {}}}]"#, reason: .wrongType,
                description: "1:19: [0].group._0: expected an array, found an object"),
            Row(json: #"{"point": {}}"#, reason: .wrongType, description: "1:1: expected an array, found an object"),
        ])
    }

    /// `[` then `{"group": {"_0": [` repeated: three levels each, the 513th level is the `{` at column 12 + 18 × 170.
    func testDeepNesting_isASyntaxErrorWithTheInnermostPartOfThePath() {
        let text = "[" + String(repeating: #"{"group": {"_0": ["#, count: 100_000)
        XCTAssertThrowsError(try JSONValueDecoder.decode([Shape].self, from: Array(text.utf8))) { error in
            guard let error = error as? JSONDecodingError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.reason, .syntax)
            XCTAssertEqual(error.location, TextLocation(line: 1, column: 3_072))
            XCTAssertEqual(error.message, "nesting deeper than 512 levels")
            XCTAssertTrue(error.path.hasPrefix("…") && error.path.hasSuffix("._0[0].group._0[0].group"), error.path)
        }
    }

    /// Each row changes one member of a valid document; the column is that member's value.
    func testSampleErrors_nameReasonPathAndPosition() throws {
        let valid = try JSONValueEncoder.text(of: Sample.example, style: .compact)
        let rows: [(old: String, new: String, reason: JSONDecodingError.Reason, key: String, message: String)] = [
            (#""small":-128"#, #""small":300"#, .invalidValue, "small", "small: integer 300 does not fit in Int8"),
            (#""colour":"green""#, #""colour":"blue""#, .invalidValue, "colour",
             "colour: Cannot initialize Colour from invalid String value blue"),
            (#""flag":true"#, #""flag":"yes""#, .wrongType, "flag", "flag: expected true or false, found a string"),
            (#""count":-42"#, #""count":[]"#, .wrongType, "count", "count: expected an integer, found an array"),
            (#""tags":["b""#, #""tags":{"b":1},"x":["b""#, .wrongType, "tags", "tags: expected an array, found an object"),
            (#""byNumber":{"10""#, #""byNumber":{"x":"bad","10""#, .wrongType, "x",
             "byNumber.x: Expected Int key but found String key instead."),
            (#""child":{"note":"c","#, #""child":{"note":null,"#, .wrongType, "note", "child.note: expected a string, found null"),
        ]
        for row in rows {
            XCTAssertTrue(valid.contains(row.old), row.old)
            let json = valid.replacingOccurrences(of: row.old, with: row.new)
            check(Sample.self, [Row(json: json, reason: row.reason,
                                    description: "1:\(valueColumn(of: row.key, in: json)): \(row.message)")])
        }
        check(Sample.self, [
            Row(json: valid.replacingOccurrences(of: #""name":"#, with: #""nome":"#), reason: .missingKey,
                description: #"1:1: missing key "name""#),
            Row(json: valid.replacingOccurrences(of: #""matrix":[[1,null,3]"#, with: #""matrix":[[1,null,true]"#),
                reason: .wrongType, description: "1:132: matrix[0][2]: expected an integer, found true"),
        ])
    }

    func testPaths_quoteKeysThatAreNotPlainNames() {
        check([String: [String: Int]].self, [
            Row(json: #"{"a b": {"c.d": "x"}}"#, reason: .wrongType,
                description: #"1:17: ["a b"]["c.d"]: expected an integer, found a string"#),
        ])
    }

    func testSizeLimit_isASyntaxErrorBeforeAnythingIsRead() {
        XCTAssertThrowsError(try JSONValueDecoder.decode([Int].self, from: Array("[1, 2]".utf8), maximumSize: 5)) { error in
            XCTAssertEqual((error as? JSONDecodingError)?.description, "1:1: document larger than 5 bytes")
        }
    }

    /// The 1-based column, in Unicode scalars, of the value of the first member `key` in one-line `text`.
    private func valueColumn(of key: String, in text: String) -> Int {
        guard let range = text.range(of: "\"\(key)\":") else { return 0 }
        return text.unicodeScalars.distance(from: text.startIndex, to: range.upperBound) + 1
    }
}
