import Foundation
import JSONCoding
import XCTest

/// Encoding `Encodable` values: Swift's synthesized shapes, numbers, refusals, determinism.
final class JSONValueEncoderTests: XCTestCase {
    private func compact(_ value: some Encodable) throws -> String {
        try JSONValueEncoder.text(of: value, style: .compact)
    }

    func testEnumsWithAssociatedValues_takeSwiftsSynthesizedForm() throws {
        let rows: [(Shape, String)] = [
            (.point, #"{"point":{}}"#),
            (.circle(radius: 1.5), #"{"circle":{"radius":1.5}}"#),
            (.labelled("x", size: 2), #"{"labelled":{"_0":"x","size":2}}"#),
            (.pair(3, 4), #"{"pair":{"_0":3,"_1":4}}"#),
            (.tagged(note: nil), #"{"tagged":{}}"#),
            (.tagged(note: "n"), #"{"tagged":{"note":"n"}}"#),
            (.group([.point, .group([])]), #"{"group":{"_0":[{"point":{}},{"group":{"_0":[]}}]}}"#),
        ]
        for (shape, expected) in rows {
            XCTAssertEqual(try compact(shape), expected, "\(shape)")
        }
    }

    func testOptionals_nilMembersAreLeftOut_nilElementsAreNull() throws {
        XCTAssertEqual(try compact(Child(note: "a", weight: nil)), #"{"note":"a"}"#)
        XCTAssertEqual(try compact(Child(note: "a", weight: 2)), #"{"note":"a","weight":2}"#)
        XCTAssertEqual(try compact([1, nil, 3] as [Int?]), "[1,null,3]")
        XCTAssertEqual(try compact(Optional<Int>.none), "null")
    }

    func testScalars_numbersAndStringsAsJSONWritesThem() throws {
        let rows: [(String, String)] = [
            (try compact(Int.min), "-9223372036854775808"), (try compact(UInt64.max), "18446744073709551615"),
            (try compact(Int8(-128)), "-128"), (try compact(UInt16.max), "65535"), (try compact(0.1), "0.1"),
            (try compact(2.0), "2"), (try compact(-2.5e-8), "-2.5e-08"), (try compact(1e300), "1e+300"),
            (try compact(Float(0.1)), "0.1"), (try compact(true), "true"), (try compact(Meters(3.5)), "3.5"),
            (try compact(Colour.red), #""red""#), (try compact("a/b\u{7F}é"), "\"a/b\u{7F}é\""),
            (try compact([[String: Int]]()), "[]"), (try compact([String: Int]()), "{}"),
        ]
        for (actual, expected) in rows {
            XCTAssertEqual(actual, expected)
        }
    }

    func testDictionaries_keysAreSortedByUTF8_whateverTheInsertionOrder() throws {
        let small = ["b": 0, "a": 1, "B": 2, "é": 3, "a2": 4, "Z": 5, "_": 6]
        XCTAssertEqual(try compact(small), #"{"B":2,"Z":5,"_":6,"a":1,"a2":4,"b":0,"é":3}"#)
        var forward: [String: Int] = [:]
        var backward: [String: Int] = [:]
        let keys = (0..<200).map { "key\($0)" }
        for (index, key) in keys.enumerated() { forward[key] = index }
        for (index, key) in keys.enumerated().reversed() { backward[key] = index }
        XCTAssertEqual(try JSONValueEncoder.text(of: forward, style: .pretty), try JSONValueEncoder.text(of: backward, style: .pretty))
    }

    /// As with Foundation, a key encoded twice keeps its last value, in small and in large objects.
    func testKeyEncodedTwice_keepsTheLastValue() throws {
        struct Repeating: Encodable {
            var width: Int
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: JSONMemberKeyForTests.self)
                for index in 0..<width { try container.encode(index, forKey: JSONMemberKeyForTests(stringValue: "k\(index)")) }
                try container.encode("again", forKey: JSONMemberKeyForTests(stringValue: "k0"))
            }
        }
        XCTAssertEqual(try compact(Repeating(width: 2)), #"{"k0":"again","k1":1}"#)
        let large = try compact(Repeating(width: 20))
        XCTAssertTrue(large.hasPrefix(#"{"k0":"again","k1":1,"k10":10,"#), large)
        XCTAssertEqual(large.components(separatedBy: "\"k0\"").count, 2, "k0 is written once")
    }

    func testPrettyText_twoSpaceIndentNoTrailingSpacesNoEscapedSlash() throws {
        let text = try JSONValueEncoder.text(of: Sample.example, style: .pretty)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.last, "", "ends with one newline")
        for line in lines {
            XCTAssertFalse(line.hasSuffix(" "), "trailing space: \(line)")
            let indent = line.prefix { $0 == " " }.count
            XCTAssertEqual(indent % 2, 0, "odd indentation: \(line)")
        }
        XCTAssertTrue(text.contains(#""name": "héllo \"quoted\" / \\ \n\t\u0001 😀""#), text)
        XCTAssertEqual(text, try JSONValueEncoder.text(of: Sample.example, style: .pretty), "deterministic")
    }

    func testNonFiniteNumbers_areRefusedNamingTheirPath() {
        var sample = Sample.example
        sample.child = Child(note: "c", weight: .infinity)
        let rows: [(any Encodable, String)] = [
            (sample, "child.weight: inf is not a finite number, which JSON cannot hold"),
            ([["a": [1.0, .nan]]], "[0].a[1]: nan is not a finite number, which JSON cannot hold"),
            (Shape.circle(radius: -.infinity), "circle.radius: -inf is not a finite number, which JSON cannot hold"),
            (Float.nan, "nan is not a finite number, which JSON cannot hold"),
            (Meters(.nan), "nan is not a finite number, which JSON cannot hold"),
        ]
        for (value, expected) in rows {
            XCTAssertThrowsError(try JSONValueEncoder.encode(value)) { error in
                XCTAssertEqual((error as? JSONEncodingError)?.description, expected)
            }
        }
    }

    func testSuperEncoder_writesTheSuperclassUnderSuper() throws {
        XCTAssertEqual(try compact(Derived(identifier: 7, label: "d")), #"{"label":"d","super":{"identifier":7}}"#)
    }

    func testNestedContainers_fillTheirPlaceInTheDocument() throws {
        let nested = Nested(points: [[1, 2], [], [3]], origin: ["y": 0, "x": 1])
        XCTAssertEqual(try compact(nested), #"{"geometry":{"origin":{"x":1,"y":0},"points":[[1,2],[],[3]]}}"#)
    }

    func testMisuse_isAnErrorNotACrash() {
        struct TwoKinds: Encodable {
            func encode(to encoder: any Encoder) throws {
                var list = encoder.unkeyedContainer()
                try list.encode(1)
                _ = encoder.container(keyedBy: JSONMemberKeyForTests.self)
            }
        }
        struct TwoValues: Encodable {
            func encode(to encoder: any Encoder) throws {
                var single = encoder.singleValueContainer()
                try single.encode(1)
                try single.encode(2)
            }
        }
        struct Nothing: Encodable {
            func encode(to encoder: any Encoder) throws {}
        }
        let rows: [(any Encodable, String)] = [
            ([TwoKinds()], "[0]: a value was encoded twice, as different kinds of container"),
            (["k": TwoValues()], "k: a value was encoded twice"),
            (Nothing(), "Nothing encoded no value"),
        ]
        for (value, expected) in rows {
            XCTAssertThrowsError(try JSONValueEncoder.encode(value)) { error in
                XCTAssertEqual((error as? JSONEncodingError)?.description, expected)
            }
        }
        XCTAssertEqual(try compact([Nothing()]), "[{}]", "a nested value that encodes nothing is an empty object")
    }

    /// Foundation's encoder is the reference: both texts read back as the same JSON value.
    func testOutput_isTheSameJSONAsFoundations() throws {
        let foundation = JSONEncoder()
        foundation.outputFormatting = [.sortedKeys]
        let values: [any Encodable] = [
            Sample.example, Shape.group([.point, .labelled("l", size: -1)]), Derived(identifier: 1, label: "x"),
            Nested(points: [[1], [2, 3]], origin: ["o": 1]), [Meters(1.25), Meters(-0.5)], ["k": [Colour.red]],
        ]
        for value in values {
            let reference = try JSONParser.parse(Array(try foundation.encode(value)))
            XCTAssertEqual(
                JSONWriter.text(of: try JSONValueEncoder.encode(value), style: .compact),
                JSONWriter.text(of: reference, style: .compact), "\(value)")
        }
    }
}

/// Any key, for tests that ask for containers by hand.
struct JSONMemberKeyForTests: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
