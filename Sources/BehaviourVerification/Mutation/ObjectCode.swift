/// A compiled control's object file made comparable: Swift writes a module hash into `.swift_modhash` that
/// differs from one compile to the next of the same source (seen with Swift 6.3 on Linux: two compiles of
/// one file differ in those 16 bytes and nowhere else). With that section zeroed, two objects are equal
/// exactly when the compiler made the same code and data of both, which is how a mutant is shown to be
/// equivalent ("trivial compiler equivalence", Papadakis et al., ICSE 2015).
enum ObjectCode {
    /// `object` with the contents of `.swift_modhash` zeroed; `nil` when it is no 64-bit little-endian ELF
    /// file with that section, so that nothing unexpected is ever called equal.
    static func normalised(_ object: [UInt8]) -> [UInt8]? {
        guard object.count >= 64, object[0..<4] == [0x7F, 0x45, 0x4C, 0x46], object[4] == 2, object[5] == 1,
              let sectionTable = integer(object, at: 0x28, size: 8),
              let entrySize = integer(object, at: 0x3A, size: 2), entrySize >= 64,
              let count = integer(object, at: 0x3C, size: 2),
              let namesIndex = integer(object, at: 0x3E, size: 2), namesIndex < count,
              let namesOffset = integer(object, at: sectionTable + namesIndex * entrySize + 0x18, size: 8)
        else { return nil }
        var result = object
        for index in 0..<count {
            let header = sectionTable + index * entrySize
            guard let nameOffset = integer(object, at: header, size: 4),
                  let offset = integer(object, at: header + 0x18, size: 8),
                  let size = integer(object, at: header + 0x20, size: 8) else { return nil }
            guard name(in: object, at: namesOffset + nameOffset) == Array(".swift_modhash".utf8) else { continue }
            guard offset + size <= object.count else { return nil }
            for byte in offset..<(offset + size) { result[byte] = 0 }
            return result
        }
        return nil
    }

    /// The little-endian unsigned integer of `size` bytes at `offset`; `nil` past the end or too large to index.
    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
        guard offset >= 0, offset + size <= bytes.count else { return nil }
        var value: UInt64 = 0
        for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
        return value <= UInt64(Int32.max) ? Int(value) : nil
    }

    private static func name(in bytes: [UInt8], at offset: Int) -> [UInt8]? {
        guard offset >= 0, offset < bytes.count, let end = bytes[offset...].firstIndex(of: 0) else { return nil }
        return Array(bytes[offset..<end])
    }
}
