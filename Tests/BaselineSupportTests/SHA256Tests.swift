import Foundation
import XCTest
@testable import BaselineSupport

/// SHA-256 against the FIPS 180-2 test vectors, whole, fed in pieces and read from a file.
final class SHA256Tests: XCTestCase {
    private static let vectors: [(name: String, message: [UInt8], digest: String)] = [
        ("empty", [], "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", Array("abc".utf8), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("448 bits", Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8),
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("896 bits", Array(("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmno"
                            + "ijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu").utf8),
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
        ("one million a", [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000),
         "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
    ]

    func testDigest_fipsVectors() {
        for (name, message, digest) in Self.vectors {
            XCTAssertEqual(Hexadecimal.lowercase(SHA256.digest(message)), digest, name)
        }
    }

    func testHasher_piecesOfEverySizeGiveTheWholeMessagesDigest() {
        for (name, message, digest) in Self.vectors where message.count < 1000 {
            for pieceSize in [1, 3, 55, 56, 63, 64, 65] {
                var hasher = SHA256Hasher()
                var start = 0
                while start < message.count {
                    hasher.update(Array(message[start..<min(start + pieceSize, message.count)]))
                    start += pieceSize
                }
                XCTAssertEqual(Hexadecimal.lowercase(hasher.finalize()), digest, "\(name) in pieces of \(pieceSize)")
            }
        }
    }

    func testFinalize_leavesTheHasherToContinue() {
        var hasher = SHA256Hasher()
        hasher.update(Array("ab".utf8))
        _ = hasher.finalize()
        hasher.update(Array("c".utf8))
        XCTAssertEqual(Hexadecimal.lowercase(hasher.finalize()), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    func testDigestReadingFrom_aFileGivesItsBytesDigest_acrossManyReads() throws {
        for (name, message, digest) in Self.vectors {
            let file = try XCTUnwrap(TemporaryFile(contents: message))
            let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
            defer { close(descriptor) }
            XCTAssertEqual(SHA256.digest(readingFrom: descriptor).map(Hexadecimal.lowercase), digest, name)
        }
        XCTAssertNil(SHA256.digest(readingFrom: -1), "a read that fails gives no digest")
    }
}
