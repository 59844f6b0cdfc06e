import CLibPlist

/// A property list, XML or binary. libplist 2.2 is lenient with XML and recurses
/// without bound on deep binary input, so both forms are validated here first:
/// XML against the plist grammar on the libxml2 tree, binary for structure and depth.
public struct PropertyList: BinaryDocument, Sendable {
    public static let formatName = "property list"
    /// Deepest nesting of arrays and dictionaries accepted.
    public static let maximumDepth = 128
    /// The most keys one dictionary may have: libplist inserts each key by comparing it with every
    /// other (600 000 keys took 8.3 s per plist, under its global lock); an Info.plist has dozens.
    public static let maximumDictionaryKeys = 10_000

    public var root: PropertyListValue
    public var isBinary: Bool

    public static func parse(_ bytes: [UInt8]) throws(ParseError) -> PropertyList {
        let isBinary = bytes.starts(with: BinaryPropertyListStructure.magic)
        if isBinary {
            try BinaryPropertyListStructure.validate(bytes, maximumDepth: maximumDepth)
        } else {
            // Dictionaries too large for libplist are refused before libxml2 builds a tree of them.
            try XMLMarkupLimits.check(bytes, maximumDictionaryKeys: maximumDictionaryKeys)
            let document = try XMLDocument.parse(bytes)
            try XMLPropertyListGrammar.validate(document.root, maximumDepth: maximumDepth)
        }
        guard let handle = LibplistHandle(bytes: bytes, binary: isBinary) else {
            throw ParseError("libplist could not read this \(isBinary ? "binary" : "XML") property list", at: nil)
        }
        return PropertyList(root: handle.value(), isBinary: isBinary)
    }
}
