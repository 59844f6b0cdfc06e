/// A 64-bit little-endian ELF file for x86_64 or aarch64, as a Linux toolchain writes it: a relocatable
/// object (what `swiftc -c` and the members of a static library are) or a shared object (the Swift runtime's
/// libraries), read from its bytes: the header, the sections by name and type, and the symbol table.
///
/// The bytes may be hostile (a compiled control is the checkout's code): every offset, size and index is
/// checked against what holds it before it is used, and anything that does not fit is an `ELFError`, never
/// a trap. Section header indices past 0xff00 (extended numbering) are refused, not read.
package struct ELFFile: Sendable {
    package enum Kind: Sendable, Equatable {
        case relocatable
        case sharedObject
    }

    package enum Machine: Sendable, Equatable {
        case x86_64
        case aarch64
    }

    package let kind: Kind
    package let machine: Machine
    /// Every section in the file's order, the null section (index 0) included.
    package let sections: [ELFSection]
    private let bytes: [UInt8]

    /// Reads the header and the section table of `bytes`.
    package init(_ bytes: [UInt8]) throws(ELFError) {
        let header = try ELFHeader(bytes)
        self.bytes = bytes
        kind = header.kind
        machine = header.machine
        sections = try header.sections(in: bytes, fileSize: bytes.count)
    }

    /// The bytes of `section`: empty for a section that takes no room in the file (`.bss`).
    package func contents(of section: ELFSection) -> ArraySlice<UInt8> {
        section.occupiesFile ? bytes[section.fileRange] : []
    }

    /// The sections named `name`.
    package func sections(named name: String) -> [ELFSection] {
        sections.filter { $0.name == name }
    }

    /// The symbols of the symbol table (`.symtab`; `.dynsym` when the file has none), the null symbol left
    /// out: each with its name, binding, type, visibility and the section it is defined in (`nil` when it is
    /// undefined or absolute).
    package func symbols() throws(ELFError) -> [ELFSymbol] {
        let tables = sections.filter { $0.type == ELFSection.symbolTable }
        guard let table = tables.first ?? sections.first(where: { $0.type == ELFSection.dynamicSymbolTable }) else {
            return []
        }
        guard tables.count <= 1 else { throw ELFError("more than one symbol table") }
        return try ELFSymbolTable(table, in: self).symbols()
    }
}

/// Why bytes could not be read as the ELF file expected: what did not fit, in words.
package struct ELFError: Error, Sendable, Equatable, CustomStringConvertible {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}

/// One section header, with its name resolved.
package struct ELFSection: Sendable, Equatable {
    /// Section types the reader and its users name (`SHT_*`).
    package static let symbolTable: UInt32 = 2
    package static let stringTable: UInt32 = 3
    package static let noBits: UInt32 = 8
    package static let initializerArray: UInt32 = 14
    package static let finalizerArray: UInt32 = 15
    package static let preinitializerArray: UInt32 = 16
    package static let dynamicSymbolTable: UInt32 = 11
    package static let gnuHash: UInt32 = 0x6FFF_FFF6

    package let index: Int
    /// The name; `""` for the null section. Bytes that are not UTF-8 are shown as U+FFFD.
    package let name: String
    package let type: UInt32
    package let flags: UInt64
    /// Where the section's bytes are in the file, checked to lie inside it (empty for `SHT_NOBITS`).
    package let fileRange: Range<Int>
    /// The section header index it refers to (`sh_link`), and more (`sh_info`), as the type defines them.
    package let link: Int
    package let info: Int
    package let entrySize: Int

    var occupiesFile: Bool { type != Self.noBits }
}

/// The file header, checked: the class, byte order, version, type and machine the reader knows.
struct ELFHeader {
    let kind: ELFFile.Kind
    let machine: ELFFile.Machine
    let sectionTableOffset: Int
    let sectionCount: Int
    let sectionNamesIndex: Int

    static let size = 64
    static let sectionHeaderSize = 64

    init(_ bytes: some RandomAccessCollection<UInt8>) throws(ELFError) {
        let header = Array(bytes.prefix(Self.size))
        guard header.count == Self.size, header[0..<4] == [0x7F, 0x45, 0x4C, 0x46] else {
            throw ELFError("not an ELF file")
        }
        guard header[4] == 2, header[5] == 1 else { throw ELFError("not a 64-bit little-endian ELF file") }
        guard header[6] == 1 else { throw ELFError("ELF version \(header[6]), not 1") }
        switch header.littleEndian(at: 0x10, size: 2) {
        case 1: kind = .relocatable
        case 3: kind = .sharedObject
        case let other: throw ELFError("ELF type \(other ?? 0): neither a relocatable object nor a shared object")
        }
        switch header.littleEndian(at: 0x12, size: 2) {
        case 62: machine = .x86_64
        case 183: machine = .aarch64
        case let other: throw ELFError("machine \(other ?? 0): neither x86_64 nor aarch64")
        }
        let offset = header.littleEndian(at: 0x28, size: 8) ?? 0
        let entrySize = header.littleEndian(at: 0x3A, size: 2) ?? 0
        let count = header.littleEndian(at: 0x3C, size: 2) ?? 0
        let names = header.littleEndian(at: 0x3E, size: 2) ?? 0
        // A count of 0 with a table, or a names' index of 0xffff, would mean extended numbering: refused.
        guard count > 0, offset > 0 else { throw ELFError("no section table, or one of more than 0xff00 sections") }
        guard entrySize == UInt64(Self.sectionHeaderSize) else {
            throw ELFError("section headers of \(entrySize) bytes, not \(Self.sectionHeaderSize)")
        }
        guard names < count else { throw ELFError("the section names' index \(names) is past the \(count) sections") }
        guard offset <= UInt64(Int32.max) else { throw ELFError("the section table lies past the file's end") }
        sectionTableOffset = Int(offset)
        sectionCount = Int(count)
        sectionNamesIndex = Int(names)
    }

    /// The bytes the section table takes.
    var sectionTableRange: Range<Int> {
        sectionTableOffset..<(sectionTableOffset + sectionCount * Self.sectionHeaderSize)
    }

    /// The section headers in `table` (the bytes of `sectionTableRange`), each checked to lie inside a file
    /// of `fileSize` bytes, with their names read from the names' section in `names`, whose bytes
    /// `namesSection` gives once its header is known.
    func sections(
        table: some RandomAccessCollection<UInt8>, fileSize: Int,
        namesSection: (Range<Int>) throws(ELFError) -> ArraySlice<UInt8>
    ) throws(ELFError) -> [ELFSection] {
        let table = Array(table)
        guard table.count == sectionCount * Self.sectionHeaderSize else {
            throw ELFError("the section table lies past the file's end")
        }
        var raw: [(name: Int, section: ELFSection)] = []
        raw.reserveCapacity(sectionCount)
        for index in 0..<sectionCount {
            let base = index * Self.sectionHeaderSize
            let field = { (offset: Int, size: Int) in table.littleEndian(at: base + offset, size: size) ?? 0 }
            let type = UInt32(field(0x04, 4))
            let offset = field(0x18, 8), size = field(0x20, 8)
            var range = 0..<0
            if type != ELFSection.noBits && index != 0 {
                guard offset <= UInt64(fileSize), size <= UInt64(fileSize) - offset else {
                    throw ELFError("section \(index) lies past the file's end")
                }
                range = Int(offset)..<Int(offset + size)
            }
            let link = field(0x28, 4), info = field(0x2C, 4), entrySize = field(0x38, 8)
            guard entrySize <= UInt64(Int32.max) else { throw ELFError("section \(index) has entries larger than any file") }
            raw.append((Int(field(0x00, 4)), ELFSection(
                index: index, name: "", type: type, flags: field(0x08, 8), fileRange: range,
                link: Int(link), info: Int(info), entrySize: Int(entrySize))))
        }
        let namesHeader = raw[sectionNamesIndex].section
        guard namesHeader.type == ELFSection.stringTable else {
            throw ELFError("the section names' section is not a string table")
        }
        let names = try ELFStrings.strings(at: raw.map(\.name), in: try namesSection(namesHeader.fileRange), what: "section name")
        return zip(raw, names).map { raw, name in
            let section = raw.section
            return ELFSection(index: section.index, name: name, type: section.type, flags: section.flags,
                              fileRange: section.fileRange, link: section.link, info: section.info, entrySize: section.entrySize)
        }
    }

    /// The section headers of a file held whole in `bytes`.
    func sections(in bytes: [UInt8], fileSize: Int) throws(ELFError) -> [ELFSection] {
        guard sectionTableRange.upperBound <= bytes.count else { throw ELFError("the section table lies past the file's end") }
        return try sections(table: bytes[sectionTableRange], fileSize: fileSize) { range throws(ELFError) in bytes[range] }
    }
}

/// Strings of a string table: NUL-terminated, found inside the table or refused. All of a table's names are
/// read at once, their ends found in one pass over the sorted offsets, so that names that overlap (a linker
/// shares a name's tail with a longer one) cost the table's length once, not once per name; names that overlap
/// more than any linker makes them (their bytes together over eight times the table) are refused.
enum ELFStrings {
    static func strings(at offsets: [Int], in table: ArraySlice<UInt8>, what: String) throws(ELFError) -> [String] {
        var strings = [String](repeating: "", count: offsets.count)
        var end = -1
        var total = 0
        for index in offsets.indices.sorted(by: { offsets[$0] < offsets[$1] }) {
            let offset = offsets[index]
            guard offset >= 0, offset < table.count else { throw ELFError("a \(what) lies past its string table") }
            if end < offset {
                guard let found = table[(table.startIndex + offset)...].firstIndex(of: 0) else {
                    throw ELFError("a \(what) has no end in its string table")
                }
                end = found - table.startIndex
            }
            total += end - offset
            guard total <= 8 * table.count else { throw ELFError("\(what)s overlap more than a linker makes them") }
            strings[index] = String(decoding: table[(table.startIndex + offset)..<(table.startIndex + end)], as: UTF8.self)
        }
        return strings
    }
}

extension RandomAccessCollection<UInt8> where Index == Int {
    /// The little-endian unsigned integer of `size` bytes (at most 8) at `offset` from the start; `nil` when
    /// they are not all there.
    func littleEndian(at offset: Int, size: Int) -> UInt64? {
        guard offset >= 0, size <= 8, offset <= count - size else { return nil }
        let start = startIndex + offset
        var value: UInt64 = 0
        for index in (start..<(start + size)).reversed() { value = value << 8 | UInt64(self[index]) }
        return value
    }
}
