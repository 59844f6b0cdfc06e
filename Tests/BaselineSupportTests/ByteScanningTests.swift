import BaselineSupport
import XCTest

/// The word-at-a-time scans and the searches built on them agree with their byte-by-byte definitions,
/// on every range of generated texts (line breaks, non-ASCII bytes, repeats that make KMP fall back).
final class ByteScanningTests: XCTestCase {
    /// Deterministic texts over a small alphabet, lengths 0 to 40.
    private static let texts: [[UInt8]] = {
        let alphabet: [UInt8] = [UInt8(ascii: "a"), UInt8(ascii: "b"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0xC3, 0xA9]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        return (0...40).flatMap { length in
            (0..<3).map { _ in
                (0..<length).map { _ in
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return alphabet[Int(state >> 33) % alphabet.count]
                }
            }
        }
    }()

    func testFirstIndexAndIsASCII_agreeWithAByteByByteScan() {
        for text in Self.texts {
            text.withUnsafeBufferPointer { buffer in
                for lower in 0...text.count {
                    for upper in lower...text.count {
                        let range = lower..<upper
                        for byte in [UInt8(ascii: "a"), UInt8(ascii: "\n"), 0xA9] {
                            XCTAssertEqual(buffer.firstIndex(of: byte, in: range), text[range].firstIndex(of: byte), "\(text) \(range)")
                        }
                        XCTAssertEqual(buffer.isASCII(range), text[range].allSatisfy { $0 < 0x80 }, "\(text) \(range)")
                    }
                }
            }
        }
    }

    func testSubstringSearch_findsTheLeftmostNonOverlappingOccurrences() {
        let needles = ["a", "ab", "aab", "abab", "\r\n", "\u{E9}a"].map { Array($0.utf8) }
        for text in Self.texts {
            for needle in needles {
                for lower in [0, text.count / 3] {
                    let range = lower..<text.count
                    XCTAssertEqual(SubstringSearch.occurrences(of: needle, in: text, within: range),
                                   Self.naiveOccurrences(of: needle, in: text, within: range), "\(needle) in \(text) \(range)")
                }
            }
        }
    }

    private static func naiveOccurrences(of needle: [UInt8], in text: [UInt8], within range: Range<Int>) -> [Int] {
        var found: [Int] = []
        var start = range.lowerBound
        while start + needle.count <= range.upperBound {
            if text[start..<(start + needle.count)].elementsEqual(needle) {
                found.append(start)
                start += needle.count
            } else {
                start += 1
            }
        }
        return found
    }
}
