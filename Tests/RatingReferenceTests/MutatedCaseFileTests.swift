import JSONCoding
import XCTest
@testable import RatingReference

/// The JSON reader on mutated case files: every input either parses or throws.
final class MutatedCaseFileTests: XCTestCase {
    /// Mutated exports and random bytes: every input either parses or throws; none may crash or hang.
    func testParse_randomMutationsNeverCrash() {
        let document = CaseFileEncoder.document(Array(EdgeCases.all.prefix(3)))
        let seedText = Array(JSONWriter.text(of: document, style: .pretty).utf8)
        var random = SeededGenerator(seed: 7)
        let alphabet = Array("{}[]\":,-+.0123456789eEnNaIf\\u \n\u{7F}".utf8) + [0xC3, 0xFF, 0x00]
        var parsed = 0
        for _ in 0..<2_000 {
            var bytes = seedText
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let position = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[position] = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
                case 1: bytes.remove(at: position)
                default: bytes.insert(alphabet[Int.random(in: 0..<alphabet.count, using: &random)], at: position)
                }
            }
            let lineCount = bytes.count { $0 == UInt8(ascii: "\n") } + 1
            do {
                _ = try JSONParser.parse(bytes)
                parsed += 1
            } catch {
                // A rejection points inside the document.
                XCTAssertTrue((1...lineCount).contains(error.location.line), "\(error)")
                XCTAssertGreaterThanOrEqual(error.location.column, 1, "\(error)")
                XCTAssertFalse(error.message.isEmpty)
            }
            _ = try? CaseFileDecoder.cases(from: bytes)
        }
        XCTAssertLessThan(parsed, 2_000, "most mutations must be rejected")
    }
}
