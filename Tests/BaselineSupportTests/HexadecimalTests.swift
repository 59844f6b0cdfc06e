@testable import BaselineSupport
import XCTest

final class HexadecimalTests: XCTestCase {
    func testLowercase_twoDigitsPerByte() {
        XCTAssertEqual(Hexadecimal.lowercase([0x00, 0x0f, 0xa0, 0xff]), "000fa0ff")
        XCTAssertEqual(Hexadecimal.lowercase([UInt8]()), "")
        XCTAssertEqual(Hexadecimal.lowercase([0xff, 0x01, 0x2b][1...]), "012b", "a slice, as tree entries hand their IDs over")
    }
}
