#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The symbols a shared object defines for others (its `.dynsym`), looked up by name through its GNU hash
/// table (`.gnu.hash`), or one by one when it has none. Only the header, the section table and those three
/// sections are read, not the whole library: the Swift runtime's libraries are megabytes, their symbol
/// tables a tenth of that.
package struct ELFDynamicSymbols: Sendable {
    private let table: ELFSymbolTable
    private let hash: GNUHashTable?

    /// The most a section read for lookups may take.
    static let sectionLimit = 64 << 20

    /// Reads the dynamic symbols of the shared object at `path`.
    package init(path: String) throws(ELFError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ELFError("cannot open \(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw ELFError("\(path) is no regular file") }
        let size = Int(info.st_size)
        let read = { (range: Range<Int>) throws(ELFError) -> ArraySlice<UInt8> in
            guard range.count <= Self.sectionLimit, let bytes = Self.read(descriptor, range) else {
                throw ELFError("cannot read bytes \(range) of \(path)")
            }
            return bytes[...]
        }
        let header = try ELFHeader(try read(0..<min(size, ELFHeader.size)))
        guard header.kind == .sharedObject else { throw ELFError("\(path) is no shared object") }
        guard header.sectionTableRange.upperBound <= size else { throw ELFError("the section table lies past the file's end") }
        let sections = try header.sections(table: try read(header.sectionTableRange), fileSize: size, namesSection: read)
        try self.init(sections: sections, read: read)
    }

    /// The dynamic symbols of a shared object held whole in `bytes`.
    package init(_ bytes: [UInt8]) throws(ELFError) {
        let file = try ELFFile(bytes)
        guard file.kind == .sharedObject else { throw ELFError("no shared object") }
        try self.init(sections: file.sections) { range throws(ELFError) in bytes[range] }
    }

    /// The dynamic symbols among `sections`, whose bytes `read` gives.
    init(sections: [ELFSection], read: (Range<Int>) throws(ELFError) -> ArraySlice<UInt8>) throws(ELFError) {
        let tables = sections.filter { $0.type == ELFSection.dynamicSymbolTable }
        guard tables.count == 1, let symbols = tables.first else { throw ELFError("not one dynamic symbol table") }
        guard symbols.entrySize == ELFSymbolTable.entrySize else { throw ELFError("dynamic symbols of \(symbols.entrySize) bytes") }
        guard symbols.link > 0, symbols.link < sections.count, sections[symbols.link].type == ELFSection.stringTable else {
            throw ELFError("the dynamic symbols' names are in no string table")
        }
        let table = try ELFSymbolTable(
            entries: try read(symbols.fileRange), names: try read(sections[symbols.link].fileRange), sectionCount: sections.count)
        self.table = table
        hash = try sections.first { $0.type == ELFSection.gnuHash && $0.link == symbols.index }.map { section throws(ELFError) in
            try GNUHashTable(try read(section.fileRange), symbolCount: table.count)
        }
    }

    /// Whether the library defines a symbol called `name` (a symbol it only refers to does not count).
    package func defines(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        let candidates = hash.map { $0.candidates(for: bytes) } ?? Array(1..<max(1, table.count))
        return candidates.contains { index in
            (try? table.nameBytes(index)).map { $0.elementsEqual(bytes) } == true && table.isDefined(index)
        }
    }

    private static func read(_ descriptor: Int32, _ range: Range<Int>) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: range.count)
        var done = 0
        while done < range.count {
            let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, $0.count - done, off_t(range.lowerBound + done)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            done += count
        }
        return bytes
    }
}

/// A GNU hash table (`DT_GNU_HASH`): buckets of symbol indices by a hash of the name, and a chain of each
/// symbol's hash that marks the end of its bucket. Its Bloom filter is skipped: it only makes misses faster.
struct GNUHashTable {
    private let bucketCount: Int
    private let firstSymbol: Int
    private let buckets: ArraySlice<UInt8>
    private let chains: ArraySlice<UInt8>
    private let symbolCount: Int

    init(_ bytes: ArraySlice<UInt8>, symbolCount: Int) throws(ELFError) {
        guard let buckets = bytes.littleEndian(at: 0, size: 4), let first = bytes.littleEndian(at: 4, size: 4),
              let bloomWords = bytes.littleEndian(at: 8, size: 4)
        else { throw ELFError("a GNU hash table shorter than its header") }
        let bucketsStart = 16 + Int(bloomWords) * 8, chainsStart = bucketsStart + Int(buckets) * 4
        guard chainsStart <= bytes.count, first <= UInt64(symbolCount) else {
            throw ELFError("a GNU hash table longer than its section")
        }
        bucketCount = Int(buckets)
        firstSymbol = Int(first)
        self.buckets = bytes[(bytes.startIndex + bucketsStart)..<(bytes.startIndex + chainsStart)]
        chains = bytes[(bytes.startIndex + chainsStart)...]
        self.symbolCount = symbolCount
    }

    /// The indices of the symbols whose names hash as `name` does, at most every symbol's.
    func candidates(for name: [UInt8]) -> [Int] {
        let hash = name.reduce(UInt32(5381)) { $0 &* 33 &+ UInt32($1) }
        guard bucketCount > 0, var index = buckets.littleEndian(at: Int(hash % UInt32(bucketCount)) * 4, size: 4).map(Int.init),
              index >= firstSymbol
        else { return [] }
        var found: [Int] = []
        while index < symbolCount, let chained = chains.littleEndian(at: (index - firstSymbol) * 4, size: 4) {
            if UInt32(chained) | 1 == hash | 1 { found.append(index) }
            if chained & 1 == 1 { break }
            index += 1
        }
        return found
    }
}
