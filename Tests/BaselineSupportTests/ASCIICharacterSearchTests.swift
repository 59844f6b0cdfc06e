import BaselineSupport
import XCTest

final class ASCIICharacterSearchTests: XCTestCase {
    /// Agrees with `contains(_: Character)`, including where the byte is there but the character is not.
    func testContainsCharacter_agreesWithTheCharacterSearch() {
        let texts = ["", "plain", "f(x:)", "a\nb", "a\r\nb", "(\u{301}", "é(", "\r\n\n"]
        for text in texts {
            for character: Unicode.Scalar in ["(", "\n", "\r", "x"] {
                XCTAssertEqual(text.containsCharacter(character), text.contains(Character(character)), "\(text.debugDescription) \(character)")
            }
        }
        XCTAssertFalse("a\r\nb".containsCharacter("\n"), "CRLF is one character")
        XCTAssertTrue("f(x:)".containsCharacter("("))
    }
}
