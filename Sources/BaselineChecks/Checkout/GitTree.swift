/// The entries of a commit's tree inside the checkout's directory, by path relative to
/// it, as `git ls-tree -r -t -l -z --full-tree` lists them.
struct GitTree: Sendable {
    enum Kind: Equatable, Sendable {
        case file
        case symlink
        case directory
        case submodule
        /// A mode git does not write today, kept so that it is reported, not read.
        case unknown(mode: String)
    }

    struct Entry: Sendable {
        var kind: Kind
        /// The object ID in hexadecimal.
        var object: String
        /// The blob's size in bytes; `nil` for trees, submodules and missing objects.
        var size: Int?
    }

    /// The checkout's own directory.
    static let root = Entry(kind: .directory, object: "", size: nil)

    private let entries: [String: Entry]

    /// The entry at a path relative to the checkout (`""` is the checkout itself).
    func entry(at path: String) -> Entry? {
        path.isEmpty ? Self.root : entries[path]
    }

    /// Parses the NUL-terminated listing, keeping the entries under `prefix` (empty, or
    /// ending in `/`) with the prefix removed; fails when the prefix is not a directory
    /// there. Names that are not UTF-8 are skipped: no path a rule asks for can name them.
    static func parse(listing: [UInt8], under prefix: String) throws(GitFailure) -> GitTree {
        let prefixBytes = Array(prefix.utf8)
        var foundPrefix = prefix.isEmpty
        var entries: [String: Entry] = [:]
        for record in listing.split(separator: 0) {
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else {
                throw GitFailure("git ls-tree printed a line without a tab")
            }
            let fields = record[..<tab].split(separator: UInt8(ascii: " "))
            guard fields.count == 4,
                  let entry = Self.entry(mode: fields[0], object: fields[2], size: fields[3])
            else { throw GitFailure("git ls-tree printed an unexpected line") }
            let name = record[(tab + 1)...]
            if entry.kind == .directory, name.elementsEqual(prefixBytes.dropLast()) { foundPrefix = true }
            guard name.starts(with: prefixBytes), name.count > prefixBytes.count,
                  let path = String(validating: name.dropFirst(prefixBytes.count), as: UTF8.self)
            else { continue }
            entries[path] = entry
        }
        guard foundPrefix else { throw GitFailure("\(prefix) is not a directory in that commit") }
        return GitTree(entries: entries)
    }

    private static let hexDigits = Set("0123456789abcdef".utf8)

    private static func entry(mode: ArraySlice<UInt8>, object: ArraySlice<UInt8>, size: ArraySlice<UInt8>) -> Entry? {
        guard [40, 64].contains(object.count), object.allSatisfy(hexDigits.contains) else { return nil }
        let modeText = String(decoding: mode, as: UTF8.self)
        let kind: Kind = switch modeText {
        case "040000": .directory
        case "120000": .symlink
        case "160000": .submodule
        case _ where modeText.hasPrefix("100"): .file
        default: .unknown(mode: modeText)
        }
        let sizeText = String(decoding: size, as: UTF8.self)
        let byteCount = Int(sizeText)
        // "-" for trees and submodules, "BAD" for an object missing from the repository.
        guard sizeText == "-" || sizeText == "BAD" || byteCount.map({ $0 >= 0 }) == true else { return nil }
        return Entry(kind: kind, object: String(decoding: object, as: UTF8.self), size: byteCount)
    }
}
