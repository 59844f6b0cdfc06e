import XCTest
@testable import BehaviourVerification

/// Object files made comparable: only `.swift_modhash` is zeroed, and anything that is not the ELF file
/// expected is never called comparable.
final class ObjectCodeTests: XCTestCase {
    /// A 64-bit little-endian relocatable x86_64 object with a null section, a section-name table, `.text`
    /// holding `code` and `.swift_modhash` holding `hash`.
    private func elf(code: [UInt8], hash: [UInt8], hashName: String = ".swift_modhash") -> [UInt8] {
        let names = Array("\0.shstrtab\0.text\0\(hashName)\0".utf8)
        var file = [UInt8](repeating: 0, count: 64)
        file.replaceSubrange(0..<7, with: [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1])
        let namesOffset = file.count; file += names
        let codeOffset = file.count; file += code
        let hashOffset = file.count; file += hash
        let table = file.count
        func put(_ value: Int, at offset: Int, size: Int, in bytes: inout [UInt8]) {
            for index in 0..<size { bytes[offset + index] = UInt8((value >> (8 * index)) & 0xFF) }
        }
        put(1, at: 0x10, size: 2, in: &file)
        put(62, at: 0x12, size: 2, in: &file)
        put(table, at: 0x28, size: 8, in: &file)
        put(64, at: 0x3A, size: 2, in: &file)
        put(4, at: 0x3C, size: 2, in: &file)
        put(1, at: 0x3E, size: 2, in: &file)
        for (name, type, offset, size) in [(0, 0, 0, 0), (1, 3, namesOffset, names.count), (11, 1, codeOffset, code.count),
                                           (17, 1, hashOffset, hash.count)] {
            var header = [UInt8](repeating: 0, count: 64)
            put(name, at: 0, size: 4, in: &header)
            put(type, at: 4, size: 4, in: &header)
            put(offset, at: 0x18, size: 8, in: &header)
            put(size, at: 0x20, size: 8, in: &header)
            file += header
        }
        return file
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
