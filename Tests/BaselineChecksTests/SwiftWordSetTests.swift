@testable import BaselineChecks
import XCTest

final class SwiftWordSetTests: XCTestCase {
    func testContains_onlyWholeMembers() {
        let words: SwiftWordSet = ["if", "in", "func", "->", "_"]
        for member in ["if", "in", "func", "->", "_"] {
            XCTAssertTrue(words.contains(member), member)
        }
        for other in ["", "i", "is", "fun", "funcs", "-", ">-", "__", "IF", "longer than any member"] {
            XCTAssertFalse(words.contains(other), other)
        }
    }

    func testReservedWords_matchSwiftsKeywordsAndNoContextualWord() {
        for keyword in ["Any", "associatedtype", "precedencegroup", "_", "Self", "self"] {
            XCTAssertTrue(SwiftKeywords.reserved.contains(keyword), keyword)
        }
        for word in ["get", "set", "willSet", "open", "actor", "async", "await", "some", "any"] {
            XCTAssertFalse(SwiftKeywords.reserved.contains(word), word)
        }
    }
}
