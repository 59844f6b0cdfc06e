/// The members of a static library (`ar`, the format `swiftc -emit-library -static` writes): the GNU and
/// BSD variants, long names included. Every header is checked against what is left of the bytes; a malformed
/// archive is an `ELFError`, never a trap. The symbol index (`/`, `/SYM64/`, `__.SYMDEF`) and the long-name
/// table are not members; a thin archive, whose members are other files, is refused.
package struct StaticArchive: Sendable {
    package struct Member: Sendable {
        package let name: String
        package let bytes: ArraySlice<UInt8>
    }

    package let members: [Member]

    private static let magic = Array("!<arch>\n".utf8)
    private static let headerSize = 60

    package static func isArchive(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: magic)
    }

    package init(_ bytes: [UInt8]) throws(ELFError) {
        guard Self.isArchive(bytes) else { throw ELFError("not a static library (no `!<arch>` magic)") }
        var members: [Member] = []
        var longNames: ArraySlice<UInt8> = []
        var offset = Self.magic.count
        while offset < bytes.count {
            guard bytes.count - offset >= Self.headerSize else { throw ELFError("an archive header is cut off at byte \(offset)") }
            let header = bytes[offset..<(offset + Self.headerSize)]
            guard header.suffix(2).elementsEqual([0x60, 0x0A]) else { throw ELFError("an archive header at byte \(offset) does not end in \"`\\n\"") }
            guard let size = Self.decimal(header.dropFirst(48).prefix(10)) else {
                throw ELFError("an archive member at byte \(offset) has no size")
            }
            let start = offset + Self.headerSize
            guard size <= bytes.count - start else { throw ELFError("an archive member at byte \(offset) runs past the end") }
            let data = bytes[start..<(start + size)]
            let rawName = Array(header.prefix(16))
            offset = start + size + size % 2
            switch Self.field(rawName) {
            case "/", "/SYM64/", "__.SYMDEF", "__.SYMDEF SORTED": continue
            case "//":
                longNames = data
                continue
            case let name where name.hasPrefix("#1/"):
                // BSD: the name's length follows, and the name opens the data.
                guard let length = Int(name.dropFirst(3)), length <= data.count else {
                    throw ELFError("an archive member's name at byte \(start) is cut off")
                }
                members.append(Member(name: String(decoding: data.prefix(length), as: UTF8.self), bytes: data.dropFirst(length)))
            case let name where name.hasPrefix("/") && name.count > 1:
                guard let index = Int(name.dropFirst()), index < longNames.count else {
                    throw ELFError("an archive member's long name \(name) lies past the name table")
                }
                let tail = longNames.dropFirst(index)
                let end = tail.firstIndex { $0 == 0x0A || $0 == 0 } ?? tail.endIndex
                var long = String(decoding: tail[..<end], as: UTF8.self)
                if long.hasSuffix("/") { long.removeLast() }
                members.append(Member(name: long, bytes: data))
            case let name:
                members.append(Member(name: name.hasSuffix("/") ? String(name.dropLast()) : name, bytes: data))
            }
        }
        self.members = members
    }

    /// A header field: its text with the trailing spaces removed.
    private static func field(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.reversed().drop { $0 == 0x20 }.reversed(), as: UTF8.self)
    }

    /// A decimal size field, padded with spaces; `nil` when it holds anything else.
    private static func decimal(_ bytes: ArraySlice<UInt8>) -> Int? {
        let digits = bytes.prefix { $0 != 0x20 }
        guard !digits.isEmpty, digits.count <= 10, digits.allSatisfy({ (0x30...0x39).contains($0) }),
              bytes.dropFirst(digits.count).allSatisfy({ $0 == 0x20 })
        else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
}
