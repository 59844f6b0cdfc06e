import Foundation
import JSONCoding
import XCTest

/// Decoding `Decodable` values: round trips through the encoder, Foundation's output, and every
/// scalar width.
final class JSONValueDecoderTests: XCTestCase {
    private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONValueDecoder.decode(type, from: Array(text.utf8))
    }

    private func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
        let text = try JSONValueEncoder.text(of: value, style: .pretty)
        return try JSONValueDecoder.decode(T.self, from: Array(text.utf8))
    }

    func testRoundTrip_representativeValuesComeBackEqual() throws {
        XCTAssertEqual(try roundTrip(Sample.example), Sample.example)
        var withNils = Sample.example
        withNils.child = nil
        withNils.nickname = "nick"
        withNils.matrix = []
        XCTAssertEqual(try roundTrip(withNils), withNils)
        let shapes: [Shape] = [.point, .circle(radius: -0.0), .labelled("", size: .max), .pair(.min, 0),
                               .tagged(note: nil), .tagged(note: "t"), .group([.group([.point])])]
        XCTAssertEqual(try roundTrip(shapes), shapes)
        XCTAssertEqual(try roundTrip(Derived(identifier: -3, label: "sub")), Derived(identifier: -3, label: "sub"))
        let nested = Nested(points: [[1, 2], [], [3]], origin: ["x": 1])
        XCTAssertEqual(try roundTrip(nested), nested)
        XCTAssertEqual(try roundTrip([Meters(0.1), Meters(1e-300)]), [Meters(0.1), Meters(1e-300)])
        XCTAssertEqual(try roundTrip([Double.leastNonzeroMagnitude, .greatestFiniteMagnitude, 1 / 3]),
                       [Double.leastNonzeroMagnitude, .greatestFiniteMagnitude, 1 / 3])
        XCTAssertEqual(try roundTrip([Float.leastNonzeroMagnitude, .greatestFiniteMagnitude, 1 / 3]),
                       [Float.leastNonzeroMagnitude, .greatestFiniteMagnitude, 1 / 3])
        XCTAssertEqual(try roundTrip(["a": [1, nil], "b": nil] as [String: [Int?]?]), ["a": [1, nil], "b": nil])
    }

    /// Foundation's encoder writes the reference text.
    func testDecode_readsFoundationsOutput() throws {
        let foundation = JSONEncoder()
        foundation.outputFormatting = [.prettyPrinted]
        let text = try foundation.encode(Sample.example)
        XCTAssertEqual(try JSONValueDecoder.decode(Sample.self, from: Array(text)), Sample.example)
        let shapes = try foundation.encode([Shape.labelled("x", size: 1), .pair(1, 2), .tagged(note: nil)])
        XCTAssertEqual(try JSONValueDecoder.decode([Shape].self, from: Array(shapes)),
                       [.labelled("x", size: 1), .pair(1, 2), .tagged(note: nil)])
    }

    func testDecode_integersOfEveryWidthAtTheirLimits() throws {
        XCTAssertEqual(try decode([Int8].self, "[-128, 127]"), [-128, 127])
        XCTAssertEqual(try decode([UInt8].self, "[0, 255]"), [0, 255])
        XCTAssertEqual(try decode([Int16].self, "[-32768, 32767]"), [.min, .max])
        XCTAssertEqual(try decode([UInt16].self, "[65535]"), [.max])
        XCTAssertEqual(try decode([Int32].self, "[-2147483648, 2147483647]"), [.min, .max])
        XCTAssertEqual(try decode([UInt32].self, "[4294967295]"), [.max])
        XCTAssertEqual(try decode([Int64].self, "[-9223372036854775808, 9223372036854775807]"), [.min, .max])
        XCTAssertEqual(try decode([UInt64].self, "[18446744073709551615]"), [.max])
        XCTAssertEqual(try decode([Int].self, "[-0, 0, 12]"), [0, 0, 12])
        XCTAssertEqual(try decode([UInt].self, "[18446744073709551615]"), [.max])
    }

    func testDecode_floatingPointNumbersInEveryJSONForm() throws {
        XCTAssertEqual(try decode([Double].self, "[1, -0.5, 2.5e3, 1E-2, 1e+2, 123456789012345678901234567890]"),
                       [1, -0.5, 2500, 0.01, 100, 1.2345678901234568e29])
        XCTAssertEqual(try decode([Float].self, "[0.1, 3.4028235e38]"), [0.1, .greatestFiniteMagnitude])
        XCTAssertEqual(try decode(Double.self, "1e-400"), 0, "underflow rounds to zero")
    }

    /// Small objects are searched linearly, large ones through an index; the first of a repeated key
    /// (possible only in values built in memory) wins either way.
    func testDecode_membersAreFoundInSmallAndLargeObjects() throws {
        let extras = (0..<30).map { JSONMember("extra\($0)", .int($0)) }
        for members in [[JSONMember("note", .string("first")), JSONMember("note", .string("second"))],
                        extras + [JSONMember("note", .string("first")), JSONMember("note", .string("second"))]] {
            XCTAssertEqual(try JSONValueDecoder.decode(Child.self, from: .object(members)), Child(note: "first", weight: nil))
        }
        XCTAssertThrowsError(try JSONValueDecoder.decode(Child.self, from: .object(extras))) { error in
            XCTAssertEqual((error as? JSONDecodingError)?.description, #"missing key "note""#)
        }
        let large = Dictionary(uniqueKeysWithValues: (0..<40).map { ("k\($0)", $0) })
        XCTAssertEqual(try roundTrip(large), large)
    }

    func testDecode_unknownMembersAreIgnoredAndAbsentOptionalsAreNil() throws {
        XCTAssertEqual(try decode(Child.self, #"{"note": "n", "extra": [1, {"x": null}]}"#), Child(note: "n", weight: nil))
        XCTAssertEqual(try decode(Child.self, #"{"note": "n", "weight": null}"#), Child(note: "n", weight: nil))
    }

    /// Each group is three levels (`{"group": {"_0": [`): 170 of them are 510 levels, within the
    /// parser's 512; 171 are refused before decoding begins.
    func testDeepestAcceptedNesting_roundTripsWithoutExhaustingTheStack() throws {
        func nested(_ depth: Int) -> Shape {
            (0..<depth).reduce(Shape.group([])) { inner, _ in .group([inner]) }
        }
        XCTAssertEqual(try roundTrip(nested(169)), nested(169))
        let tooDeep = try JSONValueEncoder.text(of: nested(170), style: .compact)
        XCTAssertThrowsError(try JSONValueDecoder.decode(Shape.self, from: Array(tooDeep.utf8))) { error in
            XCTAssertEqual((error as? JSONDecodingError)?.message, "nesting deeper than 512 levels")
        }
    }
}
