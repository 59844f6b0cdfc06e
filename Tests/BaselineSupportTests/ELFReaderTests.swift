@testable import BaselineSupport
import TestSupport
import XCTest

/// The ELF reader on files made byte by byte, on the toolchain's own Swift runtime, and on hostile bytes: what
/// it reads is what the file holds, and what does not fit is an error, never a trap.
final class ELFReaderTests: XCTestCase {
    private func object() -> ELFBuilder {
        var builder = ELFBuilder()
        builder.sections = [
            .init(name: ".text", bytes: [0xC3]),
            .init(name: ".init_array", type: 14, bytes: [UInt8](repeating: 0, count: 8)),
            .init(name: ".bss", type: 8),
        ]
        builder.symbols = [
            .init(name: "local", info: 0x02, section: 1),
            .init(name: "$s3Foo1fyyF", info: 0x12, other: 3, section: 1),
            .init(name: "weakHidden", info: 0x21, other: 2, section: 3),
            .init(name: "write", info: 0x10),
            .init(name: "absolute", info: 0x11, section: 0xFFF1),
            .init(name: "resolver", info: 0x1A, section: 1),
        ]
        return builder
    }

    func testARelocatableObject_isReadAsWritten() throws {
        let file = try ELFFile(object().bytes())
        XCTAssertEqual(file.kind, .relocatable)
        XCTAssertEqual(file.machine, .x86_64)
        XCTAssertEqual(file.sections.map(\.name), ["", ".text", ".init_array", ".bss", ".strtab", ".symtab", ".shstrtab"])
        XCTAssertEqual(file.sections.map(\.type), [0, 1, 14, 8, 3, 2, 3])
        XCTAssertEqual(Array(file.contents(of: file.sections[1])), [0xC3])
        XCTAssertEqual(Array(file.contents(of: file.sections[3])), [], "a NOBITS section takes no bytes of the file")
        XCTAssertEqual(file.sections(named: ".init_array").map(\.index), [2])
        XCTAssertEqual(try file.symbols(), [
            ELFSymbol(name: "local", binding: .local, kind: .function, visibility: .default, definition: .section(1)),
            ELFSymbol(name: "$s3Foo1fyyF", binding: .global, kind: .function, visibility: .protected, definition: .section(1)),
            ELFSymbol(name: "weakHidden", binding: .weak, kind: .object, visibility: .hidden, definition: .section(3)),
            ELFSymbol(name: "write", binding: .global, kind: .none, visibility: .default, definition: .undefined),
            ELFSymbol(name: "absolute", binding: .global, kind: .object, visibility: .default, definition: .special(0xFFF1)),
            ELFSymbol(name: "resolver", binding: .global, kind: .other(10), visibility: .default, definition: .section(1)),
        ])
        var arm = object()
        arm.machine = 183
        XCTAssertEqual(try ELFFile(arm.bytes()).machine, .aarch64)
    }

    func testASharedObjectsSymbols_areFoundByName_withOrWithoutItsHashTable() throws {
        let directory = try TemporaryDirectory()
        for hashed in [true, false] {
            var library = ELFBuilder(type: 3)
            library.sections = [.init(name: ".text", bytes: [0xC3])]
            library.symbols = ["swift_retain", "$sSS6appendyySSF", "other", "last"].map { .init(name: $0, section: 1) }
                + [.init(name: "write", info: 0x10)]
            library.gnuHash = hashed
            let path = directory.path + "/lib\(hashed).so"
            try Data(library.bytes()).write(to: URL(fileURLWithPath: path))
            let symbols = try ELFDynamicSymbols(path: path)
            for name in ["swift_retain", "$sSS6appendyySSF", "other", "last"] {
                XCTAssertTrue(symbols.defines(name), "\(name), hash table: \(hashed)")
            }
            XCTAssertFalse(symbols.defines("write"), "a symbol it only refers to is not one it defines")
            XCTAssertFalse(symbols.defines("missing"))
            XCTAssertFalse(symbols.defines(""))
        }
    }

    func testTheToolchainsSwiftRuntime_definesWhatSwiftCodeCalls_notTheCLibrary() throws {
        guard let swiftc = ExecutableLookup.find("swiftc", outside: []) else { throw Prerequisite.missing("no swiftc on PATH") }
        var parts = FilePaths.components(FilePaths.resolved(swiftc) ?? swiftc)
        parts.removeLast(2)
        let core = "/" + parts.joined(separator: "/") + "/lib/swift/linux/libswiftCore.so"
        guard FileManager.default.fileExists(atPath: core) else { throw XCTSkip("no \(core)") }
        let runtime = try ELFDynamicSymbols(path: core)
        XCTAssertTrue(runtime.defines("swift_retain"))
        XCTAssertTrue(runtime.defines("$sSS6appendyySSF"), "String.append")
        XCTAssertFalse(runtime.defines("write"), "the runtime calls write, the C library defines it")
        XCTAssertFalse(runtime.defines("$sSS6appendyySSFx"))
    }

    func testAStaticLibrary_listsItsMembers_shortAndLongNames_withoutTheIndex() throws {
        let first = object().bytes()
        let archive = try StaticArchive(ELFBuilder.archive([("a.o", first), ("iHeartRating-with-a-long-name.o", [1, 2, 3])]))
        XCTAssertEqual(archive.members.map(\.name), ["a.o", "iHeartRating-with-a-long-name.o"])
        XCTAssertEqual(Array(archive.members[0].bytes), first)
        XCTAssertEqual(Array(archive.members[1].bytes), [1, 2, 3])
        XCTAssertEqual(try ELFFile(Array(archive.members[0].bytes)).sections.count, 7)
        XCTAssertTrue(StaticArchive.isArchive(Array("!<arch>\n".utf8)))
        XCTAssertEqual(try StaticArchive(Array("!<arch>\n".utf8)).members.count, 0)
    }

    func testMalformedFiles_areErrorsThatSayWhat() {
        let valid = object().bytes()
        func error(_ bytes: [UInt8]) -> String? {
            do {
                let file = try ELFFile(bytes)
                _ = try file.symbols()
                return nil
            } catch {
                return error.description
            }
        }
        func changed(_ offset: Int, _ values: [UInt8]) -> [UInt8] {
            var bytes = valid
            bytes.replaceSubrange(offset..<(offset + values.count), with: values)
            return bytes
        }
        let table = Int(valid.littleEndian(at: 0x28, size: 8)!)
        XCTAssertEqual(error([]), "not an ELF file")
        XCTAssertEqual(error(changed(4, [1])), "not a 64-bit little-endian ELF file")
        XCTAssertEqual(error(changed(5, [2])), "not a 64-bit little-endian ELF file")
        XCTAssertEqual(error(changed(0x10, [2, 0])), "ELF type 2: neither a relocatable object nor a shared object")
        XCTAssertEqual(error(changed(0x12, [3, 0])), "machine 3: neither x86_64 nor aarch64")
        XCTAssertEqual(error(changed(0x3C, [0, 0])), "no section table, or one of more than 0xff00 sections")
        XCTAssertEqual(error(changed(0x3E, [0x40, 0])), "the section names' index 64 is past the 7 sections")
        XCTAssertEqual(error(changed(0x28, [0xFF, 0xFF, 0xFF, 0x7F])), "the section table lies past the file's end")
        XCTAssertEqual(error(changed(table + 64 + 0x20, [0xFF, 0xFF, 0xFF, 0xFF])), "section 1 lies past the file's end")
        XCTAssertEqual(error(changed(table + 64, [0xFF, 0xFF, 0, 0])), "a section name lies past its string table")
        let symbols = table + 5 * 64
        XCTAssertEqual(error(changed(symbols + 0x38, [23])), "symbol table entries of 23 bytes, not 24")
        XCTAssertEqual(error(changed(symbols + 0x28, [1])), "the symbol table's names are in no string table")
        let firstSymbol = Int(valid.littleEndian(at: symbols + 0x18, size: 8)!) + 24
        XCTAssertEqual(error(changed(firstSymbol + 6, [0x40, 0])), "symbol 1 is defined in section 64, past the 7 sections")
        XCTAssertEqual(error(changed(firstSymbol, [0xFF, 0xFF, 0, 0])), "a symbol name lies past its string table")
    }

    func testEveryTruncation_andEveryByteChanged_isReadOrRefused_neverATrap() {
        let valid = object().bytes()
        for length in 0..<valid.count {
            _ = try? ELFFile(Array(valid.prefix(length))).symbols()
        }
        for offset in valid.indices {
            for value: UInt8 in [0x00, 0x01, 0x7F, 0x80, 0xFF] {
                var bytes = valid
                bytes[offset] = value
                _ = try? ELFFile(bytes).symbols()
            }
        }
        let archive = ELFBuilder.archive([("a.o", valid), ("a-member-with-a-long-name.o", valid)])
        for length in 0..<archive.count {
            _ = try? StaticArchive(Array(archive.prefix(length)))
        }
        for offset in archive.indices.prefix(400) {
            var bytes = archive
            bytes[offset] ^= 0x5A
            _ = try? StaticArchive(bytes)
        }
    }

    func testMalformedArchives_areErrorsThatSayWhere() {
        func error(_ bytes: [UInt8]) -> String? {
            do {
                _ = try StaticArchive(bytes)
                return nil
            } catch {
                return error.description
            }
        }
        let valid = ELFBuilder.archive([("a-member-with-a-long-name.o", [1, 2])])
        XCTAssertEqual(error(Array("!<thin>\n".utf8)), "not a static library (no `!<arch>` magic)")
        XCTAssertEqual(error(Array(valid.prefix(30))), "an archive header is cut off at byte 8")
        var size = valid
        size[8 + 48] = UInt8(ascii: "x")
        XCTAssertEqual(error(size), "an archive member at byte 8 has no size")
        var long = valid
        long.replaceSubrange((8 + 48)..<(8 + 52), with: Array("9999".utf8))
        XCTAssertEqual(error(long), "an archive member at byte 8 runs past the end")
        let unknownName = ELFBuilder.archive([("a.o", [1])]).replacing(Array("a.o/".utf8), with: Array("/99 ".utf8))
        XCTAssertEqual(error(unknownName), "an archive member's long name /99 lies past the name table")
    }

    /// A linker shares a name's tail with a longer name's; names are read for all of a table at once, so that a
    /// table of names that all overlap one long run (which would take 10¹¹ byte reads name by name) is refused
    /// after a few, and names that share a tail are each read whole.
    func testOverlappingNames_areReadInOnePass_andRefusedPastWhatALinkerMakes() throws {
        func object(strings: [UInt8], offsets: [Int]) -> [UInt8] {
            var entries = [UInt8](repeating: 0, count: 24)
            for offset in offsets {
                var entry = [UInt8](repeating: 0, count: 24)
                ELFBuilder.put(offset, at: 0, size: 4, in: &entry)
                entry[4] = 0x12
                ELFBuilder.put(1, at: 6, size: 2, in: &entry)
                entries += entry
            }
            return ELFBuilder(sections: [
                .init(name: ".text", bytes: [0xC3]), .init(name: ".strtab", type: 3, bytes: strings),
                .init(name: ".symtab", type: 2, bytes: entries, link: 2, entrySize: 24),
            ]).bytes()
        }
        let shared = try ELFFile(object(strings: Array("\0got.$sX\0".utf8), offsets: [1, 5, 4])).symbols()
        XCTAssertEqual(shared.map(\.name), ["got.$sX", "$sX", ".$sX"])
        let run = [0] + [UInt8](repeating: 0x61, count: 1 << 20) + [0]
        XCTAssertThrowsError(try ELFFile(object(strings: run, offsets: (0..<200_000).map { 1 + $0 % (1 << 20) })).symbols()) { error in
            XCTAssertEqual((error as? ELFError)?.description, "symbol names overlap more than a linker makes them")
        }
    }
}
