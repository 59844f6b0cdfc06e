/// One entry of an ELF symbol table.
package struct ELFSymbol: Sendable, Equatable {
    package enum Binding: Sendable, Equatable {
        case local, global, weak
        /// Another binding (`STB_GNU_UNIQUE`, or one of the reserved ones): its number.
        case other(UInt8)
    }

    package enum Kind: Sendable, Equatable {
        case none, object, function, section, file
        /// Another type (`STT_COMMON`, `STT_TLS`, `STT_GNU_IFUNC`, …): its number.
        case other(UInt8)
    }

    package enum Visibility: Sendable, Equatable {
        case `default`, `internal`, hidden, protected
    }

    /// The name; bytes that are not UTF-8 are shown as U+FFFD.
    package let name: String
    package let binding: Binding
    package let kind: Kind
    package let visibility: Visibility
    /// Where it is defined: `.undefined` for a symbol the file refers to and another must define.
    package let definition: Definition

    package enum Definition: Sendable, Equatable {
        case undefined
        /// In the section of this index (checked to exist).
        case section(Int)
        /// Absolute, common, or another reserved index (`SHN_ABS`, `SHN_COMMON`, …): the index.
        case special(Int)
    }

    package var isDefined: Bool { definition != .undefined }
}

/// A symbol table section and the string table its names are in, read entry by entry.
struct ELFSymbolTable {
    static let entrySize = 24
    private let entries: ArraySlice<UInt8>
    private let names: ArraySlice<UInt8>
    private let sectionCount: Int

    init(_ table: ELFSection, in file: ELFFile) throws(ELFError) {
        guard table.entrySize == Self.entrySize else {
            throw ELFError("symbol table entries of \(table.entrySize) bytes, not \(Self.entrySize)")
        }
        guard table.link > 0, table.link < file.sections.count,
              file.sections[table.link].type == ELFSection.stringTable
        else { throw ELFError("the symbol table's names are in no string table") }
        try self.init(entries: file.contents(of: table), names: file.contents(of: file.sections[table.link]),
                      sectionCount: file.sections.count)
    }

    init(entries: ArraySlice<UInt8>, names: ArraySlice<UInt8>, sectionCount: Int) throws(ELFError) {
        guard entries.count % Self.entrySize == 0 else { throw ELFError("the symbol table ends inside an entry") }
        self.entries = entries
        self.names = names
        self.sectionCount = sectionCount
    }

    var count: Int { entries.count / Self.entrySize }

    /// The symbol at `index` (0 is the null symbol), named `name`.
    private func symbol(_ index: Int, named name: String) throws(ELFError) -> ELFSymbol {
        let base = index * Self.entrySize
        let field = { (offset: Int, size: Int) in self.entries.littleEndian(at: base + offset, size: size) ?? 0 }
        let info = UInt8(field(4, 1)), other = UInt8(field(5, 1)), sectionIndex = Int(field(6, 2))
        let definition: ELFSymbol.Definition
        switch sectionIndex {
        case 0: definition = .undefined
        case 0xFF00...: definition = .special(sectionIndex)
        case ..<sectionCount: definition = .section(sectionIndex)
        default: throw ELFError("symbol \(index) is defined in section \(sectionIndex), past the \(sectionCount) sections")
        }
        let binding: ELFSymbol.Binding = switch info >> 4 {
        case 0: .local
        case 1: .global
        case 2: .weak
        case let value: .other(value)
        }
        let kind: ELFSymbol.Kind = switch info & 0xF {
        case 0: .none
        case 1: .object
        case 2: .function
        case 3: .section
        case 4: .file
        case let value: .other(value)
        }
        let visibility: ELFSymbol.Visibility = switch other & 3 {
        case 0: .default
        case 1: .internal
        case 2: .hidden
        default: .protected
        }
        return ELFSymbol(name: name, binding: binding, kind: kind, visibility: visibility, definition: definition)
    }

    /// Every symbol but the null one.
    func symbols() throws(ELFError) -> [ELFSymbol] {
        guard count > 1 else { return [] }
        let offsets = (1..<count).map { Int(entries.littleEndian(at: $0 * Self.entrySize, size: 4) ?? 0) }
        let names = try ELFStrings.strings(at: offsets, in: self.names, what: "symbol name")
        var symbols: [ELFSymbol] = []
        symbols.reserveCapacity(count - 1)
        for (index, name) in zip(1..<count, names) { symbols.append(try symbol(index, named: name)) }
        return symbols
    }

    /// The name of the symbol at `index`, as its bytes (for comparisons that must not decode).
    func nameBytes(_ index: Int) throws(ELFError) -> ArraySlice<UInt8> {
        let offset = Int(entries.littleEndian(at: index * Self.entrySize, size: 4) ?? 0)
        guard offset < names.count else { throw ELFError("a symbol name lies past its string table") }
        let start = names.startIndex + offset
        guard let end = names[start...].firstIndex(of: 0) else { throw ELFError("a symbol name has no end in its string table") }
        return names[start..<end]
    }

    /// Whether the symbol at `index` is defined (its section index is not `SHN_UNDEF`).
    func isDefined(_ index: Int) -> Bool {
        (entries.littleEndian(at: index * Self.entrySize + 6, size: 2) ?? 0) != 0
    }
}
