import TestSupport
import XCTest
@testable import MutationTesting

/// Object files made comparable: only `.swift_modhash` is zeroed, and anything that is not the ELF file
/// expected is never called comparable.
final class ObjectCodeTests: XCTestCase {
    /// An object with `.text` holding `code` and a section `hashName` holding `hash`.
    private func elf(code: [UInt8], hash: [UInt8], hashName: String = ".swift_modhash") -> [UInt8] {
        ELFBuilder(sections: [.init(name: ".text", bytes: code), .init(name: hashName, bytes: hash)]).bytes()
    }

    func testTwoCompilesThatDifferOnlyInTheModuleHash_areEqual() {
        let first = ObjectCode.normalised(elf(code: [1, 2, 3], hash: Array(repeating: 0xAB, count: 16)))
        let second = ObjectCode.normalised(elf(code: [1, 2, 3], hash: Array(repeating: 0xCD, count: 16)))
        XCTAssertNotNil(first)
        XCTAssertEqual(first, second)
    }

    func testDifferentCode_staysDifferent() {
        XCTAssertNotEqual(ObjectCode.normalised(elf(code: [1, 2, 3], hash: [9, 9])),
                          ObjectCode.normalised(elf(code: [1, 2, 4], hash: [9, 9])))
    }

    func testAFileWithoutTheSection_orNoELFFile_orATruncatedOne_isNeverComparable() {
        XCTAssertNil(ObjectCode.normalised(elf(code: [1], hash: [2], hashName: ".swift_other")))
        XCTAssertNil(ObjectCode.normalised(Array("not an object file, but long enough to be read as one if it were".utf8)))
        XCTAssertNil(ObjectCode.normalised(Array(elf(code: [1], hash: [2]).prefix(100))))
        XCTAssertNil(ObjectCode.normalised([]))
    }
}
