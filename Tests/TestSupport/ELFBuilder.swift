/// Small ELF files and static libraries made byte by byte for the reader's tests: a 64-bit little-endian
/// relocatable object (or shared object) with the sections and symbols asked for, laid out as a linker would.
public struct ELFBuilder {
    public struct Section {
        public var name: String
        public var type: UInt32 = 1
        public var bytes: [UInt8] = []
        public var link = 0
        /// `sh_info`: for a relocation section, the index of the section it relocates.
        public var info = 0
        public var entrySize = 0

        public init(name: String, type: UInt32 = 1, bytes: [UInt8] = [], link: Int = 0, info: Int = 0, entrySize: Int = 0) {
            self.name = name
            self.type = type
            self.bytes = bytes
            self.link = link
            self.info = info
            self.entrySize = entrySize
        }
    }

    public struct Symbol {
        public var name: String
        /// `STB_*` in the high nibble, `STT_*` in the low one.
        public var info: UInt8 = 0x12
        public var other: UInt8 = 0
        /// The index of its section among `sections` plus one (0: undefined).
        public var section: UInt16 = 0

        public init(name: String, info: UInt8 = 0x12, other: UInt8 = 0, section: UInt16 = 0) {
            self.name = name
            self.info = info
            self.other = other
            self.section = section
        }
    }

    public var type: UInt16 = 1
    public var machine: UInt16 = 62
    public var sections: [Section] = []
    public var symbols: [Symbol] = []
    /// A `.gnu.hash` for the symbols, for a shared object.
    public var gnuHash = false

    public init(type: UInt16 = 1, machine: UInt16 = 62, sections: [Section] = [], symbols: [Symbol] = []) {
        self.type = type
        self.machine = machine
        self.sections = sections
        self.symbols = symbols
    }

    /// The file: header, each section's bytes, the section table last.
    public func bytes() -> [UInt8] {
        var all = sections
        if !symbols.isEmpty {
            var names: [UInt8] = [0]
            var entries = [UInt8](repeating: 0, count: 24)
            for symbol in symbols {
                var entry = [UInt8](repeating: 0, count: 24)
                Self.put(names.count, at: 0, size: 4, in: &entry)
                entry[4] = symbol.info
                entry[5] = symbol.other
                Self.put(Int(symbol.section), at: 6, size: 2, in: &entry)
                entries += entry
                names += Array(symbol.name.utf8) + [0]
            }
            let tableIndex = all.count + 1
            all.append(Section(name: ".strtab", type: 3, bytes: names))
            all.append(Section(name: type == 3 ? ".dynsym" : ".symtab", type: type == 3 ? 11 : 2, bytes: entries,
                               link: tableIndex, entrySize: 24))
            if gnuHash { all.append(Section(name: ".gnu.hash", type: 0x6FFF_FFF6, bytes: hashTable(), link: tableIndex + 1)) }
        }
        let sectionNames = [""] + all.map(\.name) + [".shstrtab"]
        var nameTable: [UInt8] = []
        var nameOffsets: [Int] = []
        for name in sectionNames {
            nameOffsets.append(nameTable.count)
            nameTable += Array(name.utf8) + [0]
        }
        all.append(Section(name: ".shstrtab", type: 3, bytes: nameTable))
        var file = [UInt8](repeating: 0, count: 64)
        file.replaceSubrange(0..<7, with: [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1])
        Self.put(Int(type), at: 0x10, size: 2, in: &file)
        Self.put(Int(machine), at: 0x12, size: 2, in: &file)
        var offsets: [Int] = []
        for section in all {
            offsets.append(file.count)
            file += section.bytes
        }
        let table = file.count
        Self.put(table, at: 0x28, size: 8, in: &file)
        Self.put(64, at: 0x3A, size: 2, in: &file)
        Self.put(all.count + 1, at: 0x3C, size: 2, in: &file)
        Self.put(all.count, at: 0x3E, size: 2, in: &file)
        file += [UInt8](repeating: 0, count: 64)
        for (index, section) in all.enumerated() {
            var header = [UInt8](repeating: 0, count: 64)
            Self.put(nameOffsets[index + 1], at: 0, size: 4, in: &header)
            Self.put(Int(section.type), at: 4, size: 4, in: &header)
            Self.put(offsets[index], at: 0x18, size: 8, in: &header)
            Self.put(section.bytes.count, at: 0x20, size: 8, in: &header)
            Self.put(section.link, at: 0x28, size: 4, in: &header)
            Self.put(section.info, at: 0x2C, size: 4, in: &header)
            Self.put(section.entrySize, at: 0x38, size: 8, in: &header)
            file += header
        }
        return file
    }

    /// A GNU hash table of one bucket over every symbol (the null one excepted), each hashed as the format says.
    private func hashTable() -> [UInt8] {
        var table = [UInt8](repeating: 0, count: 16 + 8 + 4)
        Self.put(1, at: 0, size: 4, in: &table)
        Self.put(1, at: 4, size: 4, in: &table)
        Self.put(1, at: 8, size: 4, in: &table)
        Self.put(1, at: 24, size: 4, in: &table)
        for (index, symbol) in symbols.enumerated() {
            var hash = Array(symbol.name.utf8).reduce(UInt32(5381)) { $0 &* 33 &+ UInt32($1) }
            hash = index == symbols.count - 1 ? hash | 1 : hash & ~1
            var word = [UInt8](repeating: 0, count: 4)
            Self.put(Int(hash), at: 0, size: 4, in: &word)
            table += word
        }
        return table
    }

    public static func put(_ value: Int, at offset: Int, size: Int, in bytes: inout [UInt8]) {
        for index in 0..<size { bytes[offset + index] = UInt8((value >> (8 * index)) & 0xFF) }
    }

    /// A GNU static library of `members`, with a long-name table for names of 16 bytes or more.
    public static func archive(_ members: [(name: String, bytes: [UInt8])]) -> [UInt8] {
        var file = Array("!<arch>\n".utf8)
        var longNames: [UInt8] = []
        var names: [String] = []
        for member in members {
            if member.name.utf8.count >= 15 {
                names.append("/\(longNames.count)")
                longNames += Array((member.name + "/\n").utf8)
            } else {
                names.append(member.name + "/")
            }
        }
        func add(_ name: String, _ bytes: [UInt8]) {
            func field(_ text: String, _ width: Int) -> [UInt8] {
                Array(text.utf8) + [UInt8](repeating: 0x20, count: width - text.utf8.count)
            }
            file += field(name, 16) + field("0", 12) + field("0", 6) + field("0", 6) + field("644", 8)
                + field(String(bytes.count), 10) + [0x60, 0x0A] + bytes
            if bytes.count % 2 == 1 { file.append(0x0A) }
        }
        add("/", [0, 0, 0, 0])
        if !longNames.isEmpty { add("//", longNames) }
        for (name, member) in zip(names, members) { add(name, member.bytes) }
        return file
    }
}
