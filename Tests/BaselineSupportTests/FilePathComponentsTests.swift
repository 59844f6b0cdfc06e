@testable import BaselineSupport
import XCTest

final class FilePathComponentsTests: XCTestCase {
    func testComponents_splitAtEverySlashByteAsTheSystemDoes() {
        // A combining mark after `/` makes one `Character` of the two: split by characters, the slash was lost.
        XCTAssertEqual(FilePaths.components("a/\u{301}b//c/"), ["a", "\u{301}b", "c"])
        XCTAssertEqual(FilePaths.components("a/\u{301}b//c/", keepingEmpty: true), ["a", "\u{301}b", "", "c", ""])
        XCTAssertEqual(FilePaths.components(""), [])
    }
}
