import JSONCoding
import XCTest

/// `JSONStream` lays out what it writes exactly as `JSONWriter` writes the same value in the pretty style.
final class JSONStreamTests: XCTestCase {
    /// `json` written through the stream, members in the writer's key order.
    private func streamed(_ json: JSON) -> String {
        var stream = JSONStream()
        write(json, to: &stream)
        return stream.text
    }

    private func write(_ json: JSON, to stream: inout JSONStream) {
        switch json.value {
        case .string(let text): stream.string(text)
        case .number(let text): stream.int(Int(text)!)
        case .bool(let flag): stream.bool(flag)
        case .array(let elements): stream.array { stream in for element in elements { write(element, to: &stream) } }
        case .object(let members):
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            stream.object { stream in
                for member in sorted {
                    stream.key(member.key)
                    write(member.value, to: &stream)
                }
            }
        case .null: XCTFail("the stream writes no null")
        }
    }

    private func assertSameAsWriter(_ json: JSON, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        var expected = JSONWriter.text(of: json, style: .pretty)
        expected.removeLast()
        XCTAssertEqual(streamed(json), expected, label, file: file, line: line)
    }

    func testStream_foldsExactlyWhereTheWriterDoes() {
        // Strings around the line width at several depths, in ASCII and in multi-byte scalars (which count
        // one column each), with escapes (which count as written).
        for depth in 0..<4 {
            for length in stride(from: 90, through: 130, by: 1) {
                for unit in ["x", "é", "中", "😀", "\"", "\n"] {
                    var json = JSON.object([
                        JSONMember("text", .string(String(repeating: unit, count: length / (unit.count + 1)) + "a")),
                        JSONMember("n", .int(length - 100)), JSONMember("ok", .bool(length.isMultiple(of: 2))),
                    ])
                    for level in 0..<depth { json = level.isMultiple(of: 2) ? .array([json, .int(level)]) : .object([JSONMember("k", json)]) }
                    assertSameAsWriter(json, "depth \(depth), length \(length), \(unit.debugDescription)")
                }
            }
        }
    }

    func testStream_emptyContainersAndLongLists() {
        assertSameAsWriter(.object([JSONMember("a", .array([])), JSONMember("b", .object([]))]), "empty")
        assertSameAsWriter(.array([]), "empty array alone")
        assertSameAsWriter(.array((0..<60).map { .array([.int($0), .string("item \($0)")]) }), "long list of short pairs")
        let nested = JSON.object([JSONMember("outer", .array((0..<5).map { index in
            .object([JSONMember("id", .int(index)), JSONMember("tags", .array((0..<index * 6).map { .string("t\($0)") }))])
        }))])
        assertSameAsWriter(nested, "nested, some folded and some not")
    }
}
