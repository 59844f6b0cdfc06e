import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks

final class PropertyListTests: XCTestCase {
    private func parse(_ text: String) throws -> PropertyList {
        try PropertyList.parse(Array(text.utf8))
    }

    private func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n\(body)\n</plist>\n"
    }

    func testXML_everyValueKind() throws {
        let list = try parse(plist("""
            <dict>
              <key>s</key><string>Rating &amp; more</string>
              <key>i</key><integer>-42</integer>
              <key>h</key><integer>0x1F</integer>
              <key>r</key><real>2.5e1</real>
              <key>t</key><true/>
              <key>f</key><false/>
              <key>d</key><date>2026-06-26T12:00:00Z</date>
              <key>b</key><data>AAEC</data>
              <key>a</key><array><string>x</string></array>
            </dict>
            """))
        XCTAssertFalse(list.isBinary)
        XCTAssertEqual(list.root["s"], .string("Rating & more"))
        XCTAssertEqual(list.root["i"], .integer(-42))
        XCTAssertEqual(list.root["h"], .integer(31))
        XCTAssertEqual(list.root["r"], .real(25))
        XCTAssertEqual(list.root["t"], .boolean(true))
        XCTAssertEqual(list.root["f"], .boolean(false))
        XCTAssertEqual(list.root["b"], .data([0, 1, 2]))
        XCTAssertEqual(list.root["a"], .array([.string("x")]))
        guard case .date? = list.root["d"] else { return XCTFail("expected a date") }
    }

    /// Inputs libplist 2.2 accepts on its own, each rejected by the grammar with its line.
    func testXML_lenientInputsAreRejected() {
        let cases: [(name: String, body: String, line: Int, fragment: String)] = [
            ("integer that is not a number", "<dict><key>k</key>\n<integer>abc</integer></dict>", 4, "integer"),
            ("integer out of range", "<integer>99999999999999999999999</integer>", 3, "integer"),
            ("real that is not a number", "<real>1.2.3</real>", 3, "real"),
            ("date out of range", "<date>2026-13-01T00:00:00Z</date>", 3, "date"),
            ("data that is not base64", "<data>!!!</data>", 3, "base64"),
            ("key without a value", "<dict>\n<key>k</key></dict>", 4, "no value"),
            ("two keys in a row", "<dict><key>a</key>\n<key>b</key><string/></dict>", 3, "no value"),
            ("duplicate key", "<dict><key>a</key><true/>\n<key>a</key><false/></dict>", 4, "duplicate"),
            ("two root objects", "<dict/>\n<dict/>", 4, "exactly one"),
            ("no root object", "", 2, "no value"),
            ("unknown element", "<integer>1</integer><foo/>", 3, "exactly one"),
            ("not a value element", "<foo/>", 3, "not a property-list value"),
            ("text between values", "<array>stray<true/></array>", 3, "unexpected text"),
            ("element inside a string", "<string>a<b/></string>", 3, "text only"),
            ("true with content", "<true>yes</true>", 3, "empty"),
        ]
        for testCase in cases {
            XCTAssertThrowsError(try parse(plist(testCase.body)), testCase.name) { error in
                let error = error as? ParseError
                XCTAssertEqual(error?.location?.line, testCase.line, "\(testCase.name): \(String(describing: error))")
                XCTAssertTrue(error?.message.contains(testCase.fragment) ?? false, "\(testCase.name): \(String(describing: error))")
            }
        }
    }

    func testXML_wrongRootElement() {
        XCTAssertThrowsError(try parse("<dict/>")) { error in
            XCTAssertTrue("\(error)".contains("expected <plist>"))
        }
    }

    func testXML_entityReferenceIsRejected() {
        let text = "<!DOCTYPE plist [<!ENTITY e \"x\">]><plist><string>&e;</string></plist>"
        XCTAssertThrowsError(try parse(text)) { error in
            XCTAssertTrue("\(error)".contains("entity reference"), "\(error)")
        }
    }

    func testXML_deepNestingIsRejected() {
        let depth = PropertyList.maximumDepth + 1
        let body = String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
        XCTAssertThrowsError(try parse(plist(body))) { error in
            XCTAssertTrue("\(error)".contains("nesting deeper"), "\(error)")
        }
    }

    func testXML_nestingAtTheLimitIsAccepted() throws {
        let depth = PropertyList.maximumDepth
        let body = String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
        XCTAssertNoThrow(try parse(plist(body)))
    }

    func testXML_veryDeepNestingStopsAtTheXMLDepthLimit() {
        let depth = 200_000
        let body = String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
        XCTAssertThrowsError(try parse(plist(body)))
    }

    func testBinary_dictionaryOfScalars() throws {
        var builder = BinaryPlistBuilder()
        let key = builder.add(BinaryPlistBuilder.string("CFBundleVersion"))
        let value = builder.add(BinaryPlistBuilder.integer(7))
        let top = builder.add(builder.dictionary(keys: [key], values: [value]))
        let list = try PropertyList.parse(builder.build(top: top))
        XCTAssertTrue(list.isBinary)
        XCTAssertEqual(list.root, .dictionary([(key: "CFBundleVersion", value: .integer(7))]))
    }

    func testBinary_hostileStructures() {
        var cycle = BinaryPlistBuilder()
        cycle.add(cycle.array([0]))

        var dangling = BinaryPlistBuilder()
        dangling.add(dangling.array([5]))

        var nonStringKey = BinaryPlistBuilder()
        nonStringKey.add(BinaryPlistBuilder.integer(1))
        nonStringKey.add(nonStringKey.dictionary(keys: [0], values: [0]))

        var deep = BinaryPlistBuilder()
        for index in 0..<200_000 {
            deep.add(index == 0 ? BinaryPlistBuilder.trueValue : deep.array([index - 1]))
        }

        var explosion = BinaryPlistBuilder()
        explosion.add(BinaryPlistBuilder.trueValue)
        for index in 1...60 {
            explosion.add(explosion.array([index - 1, index - 1]))
        }

        let cases: [(String, [UInt8], String)] = [
            ("reference cycle", cycle.build(top: 0), "cycle"),
            ("dangling reference", dangling.build(top: 0), "does not exist"),
            ("non-string key", nonStringKey.build(top: 1), "not a string"),
            ("200 000 levels", deep.build(top: 199_999), "nesting deeper"),
            ("shared subtrees doubling 60 times", explosion.build(top: 60), "expand to more than"),
            ("truncated", Array("bplist00".utf8) + [0x09], "truncated"),
            ("trailer past the end", Array(cycle.build(top: 0).dropLast(9)) + [0, 0, 0, 0, 0, 0, 0, 0, 0xFF], "outside the file"),
        ]
        for (name, bytes, fragment) in cases {
            XCTAssertThrowsError(try PropertyList.parse(bytes), name) { error in
                XCTAssertTrue("\(error)".contains(fragment), "\(name): \(error)")
            }
        }
    }

    func testBinary_objectExtendingPastTheObjectArea() {
        var builder = BinaryPlistBuilder()
        builder.add(BinaryPlistBuilder.marker(0x5, count: 10) + Array("abc".utf8))
        XCTAssertThrowsError(try PropertyList.parse(builder.build(top: 0))) { error in
            XCTAssertTrue("\(error)".contains("past the object area"), "\(error)")
        }
    }

    /// Found by the fuzzer: libplist 2.2 aborts on a string with an embedded NUL.
    func testBinary_stringsWithNUL_areRejectedBeforeLibplist() {
        var ascii = BinaryPlistBuilder()
        ascii.add(BinaryPlistBuilder.marker(0x5, count: 3) + [0x61, 0x00, 0x62])
        var utf16 = BinaryPlistBuilder()
        utf16.add(BinaryPlistBuilder.marker(0x6, count: 2) + [0x00, 0x61, 0x00, 0x00])
        for (name, builder) in [("ASCII", ascii), ("UTF-16", utf16)] {
            XCTAssertThrowsError(try PropertyList.parse(builder.build(top: 0)), name) { error in
                XCTAssertTrue("\(error)".contains("NUL"), "\(name): \(error)")
            }
        }
    }

    func testFuzzerFindings_areRejectedWithoutCrashing() throws {
        let directory = URL(fileURLWithPath: RepositoryRoot.path).appendingPathComponent("Fuzz/regressions/plist")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let bytes = Array(try Data(contentsOf: directory.appendingPathComponent(name)))
            XCTAssertThrowsError(try PropertyList.parse(bytes), name)
        }
    }

    /// Random bytes after the magic never form a trailer that fits: each is rejected with a reason, none crashes.
    func testRandomBytesAfterTheMagic_areRejectedWithAReason() {
        var generator = SeededGenerator(seed: 0xB1157)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...96, using: &generator)
            let bytes = Array("bplist00".utf8) + (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            XCTAssertThrowsError(try PropertyList.parse(bytes)) { error in
                XCTAssertFalse((error as? ParseError)?.message.isEmpty ?? true, "\(error)")
            }
        }
    }
}

/// SplitMix64: reproducible pseudo-random input for tests.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Dictionaries libplist would take quadratic time over are refused before it sees them.
final class PropertyListDictionarySizeTests: XCTestCase {
    private func xml(keys: Int) -> [UInt8] {
        Array(("<plist version=\"1.0\"><dict>" + (0..<keys).map { "<key>k\($0)</key><true/>" }.joined() + "</dict></plist>").utf8)
    }

    func testXMLDictionaryOverTheLimit_isRefusedAtTheDict_andTheLimitItselfParses() throws {
        XCTAssertThrowsError(try PropertyList.parse(xml(keys: PropertyList.maximumDictionaryKeys + 1))) { error in
            XCTAssertEqual((error as? ParseError)?.message, "a <dict> with more than 10000 keys")
            XCTAssertEqual((error as? ParseError)?.location, SourceLocation(line: 1, column: 22))
        }
        XCTAssertNoThrow(try PropertyList.parse(xml(keys: PropertyList.maximumDictionaryKeys)))
    }

    func testBinaryDictionaryOverTheLimit_isRefused() {
        var builder = BinaryPlistBuilder()
        let key = builder.add(BinaryPlistBuilder.string("k"))
        let value = builder.add(BinaryPlistBuilder.integer(1))
        let count = PropertyList.maximumDictionaryKeys + 1
        let top = builder.add(builder.dictionary(keys: Array(repeating: key, count: count), values: Array(repeating: value, count: count)))
        XCTAssertThrowsError(try PropertyList.parse(builder.build(top: top))) { error in
            XCTAssertTrue((error as? ParseError)?.message.contains("more than 10000 keys") ?? false, "\(error)")
        }
    }

    func testKeysAreCountedPerDictionary_nestedAndEmptyOnesIncluded() throws {
        let inner = "<dict>" + (0..<6_000).map { "<key>i\($0)</key><dict/>" }.joined() + "</dict>"
        let outer = "<plist version=\"1.0\"><dict>" + (0..<6_000).map { "<key>o\($0)</key>" + ($0 == 0 ? inner : "<true/>") }.joined()
            + "</dict></plist>"
        XCTAssertNoThrow(try PropertyList.parse(Array(outer.utf8)), "6 000 + 6 000 keys in two dictionaries")
        XCTAssertNoThrow(try XMLMarkupLimits.check(Array("<plist><dict><key>a</key><dict/></dict></plist>".utf8), maximumDictionaryKeys: 1))
        XCTAssertThrowsError(try XMLMarkupLimits.check(Array("<plist><dict><key>a</key><key>b</key></dict></plist>".utf8),
                                                       maximumDictionaryKeys: 1))
    }
}
