/// The start of a Swift symbol name (`$s…`, Swift 5's mangling): the module its entity is in and the names
/// that follow, as far as the allowlist needs them — whether a definition is the control's own, and which
/// name of the source a reference comes from. It is no demangler: a name it cannot read that far is `nil`,
/// which the allowlist treats as unknown (never as allowed).
///
/// Identifiers are read as the mangling defines them, word substitutions included: `12iHeartRating0aB4ViewC`
/// is the class `HeartRatingView` of the module `iHeartRating`, `0aB` standing for the words "Heart" and
/// "Rating" seen before (docs/ABI/Mangling.rst, "Identifiers", in the Swift repository).
struct MangledName {
    /// The module the name starts in: `Swift` for the standard library's own types and `s`, `__C` for types
    /// imported from C.
    let module: String
    /// The standard library type the name starts with (`String` for `SS`), when it does.
    let standardType: String?
    /// The module of the extension the entity is declared in, when the name says one (`…E`): `Foundation`
    /// for `$sSS10FoundationE6format…`, Foundation's `String(format:…)`.
    let extensionModule: String?
    /// The identifiers after the module, in order, while they are nominal types (`C` class, `V` struct, `O`
    /// enum, `P` protocol), then the one identifier that follows them, if any: `["HeartRatingView", "rating"]`;
    /// after an extension's module, the identifier that follows it.
    let names: [String]

    init?(_ symbol: String) {
        guard symbol.hasPrefix("$s") else { return nil }
        var reader = Reader(Array(symbol.utf8.dropFirst(2)))
        guard let context = reader.context() else { return nil }
        module = context.module
        standardType = context.standardType
        var extensionModule: String?
        var names: [String] = []
        while let name = reader.identifier() {
            if reader.peek() == UInt8(ascii: "E"), extensionModule == nil {
                reader.skip()
                extensionModule = name
                continue
            }
            names.append(name)
            guard let kind = reader.peek(), Self.nominalKinds.contains(kind) else { break }
            reader.skip()
        }
        self.extensionModule = extensionModule
        self.names = names
    }

    private static let nominalKinds: Set<UInt8> = [UInt8(ascii: "C"), UInt8(ascii: "V"), UInt8(ascii: "O"), UInt8(ascii: "P")]

    /// Whether the entity is declared in `module`: in its namespace, in an extension it declares, or a
    /// conformance to one of its protocols (the identifier after a type of another module is `module`).
    func isDeclared(in module: String) -> Bool {
        let afterAType = standardType != nil || names.count >= 2
        return self.module == module || extensionModule == module || (afterAType && names.last == module)
    }

    /// The name of the entity as a reader would write it: the first name after the module (`FileManager`),
    /// or the standard library type's and the member's (`String.format`).
    var spelledName: String? {
        if let standardType { return names.first.map { "\(standardType).\($0)" } ?? standardType }
        return names.first
    }

    /// The name a source file spells where it uses the entity: the first name after the module, or the
    /// member of a standard library type (`format`, of `String(format:)`).
    var sourceName: String? {
        names.first ?? standardType
    }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0
        /// The words of the identifiers read so far, for substitutions (at most 26, as the mangling allows).
        var words: [String] = []

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }
        mutating func skip() { position += 1 }

        /// The module (or standard type) the name starts in.
        mutating func context() -> (module: String, standardType: String?)? {
            guard let first = peek() else { return nil }
            switch first {
            case UInt8(ascii: "s"):
                skip()
                return ("Swift", nil)
            case UInt8(ascii: "S"):
                skip()
                guard let kind = peek() else { return nil }
                skip()
                switch kind {
                case UInt8(ascii: "o"): return ("__C", nil)
                case UInt8(ascii: "C"): return ("__C_Synthesized", nil)
                case UInt8(ascii: "c"):
                    guard peek() != nil else { return nil }
                    skip()
                    return ("_Concurrency", nil)
                default: return ("Swift", Self.standardTypes[String(UnicodeScalar(kind))] ?? "S" + String(UnicodeScalar(kind)))
                }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                return identifier().map { ($0, nil) }
            default:
                return nil
            }
        }

        /// An identifier, with word substitutions; `nil` when none starts here (or a punycoded one does).
        mutating func identifier() -> String? {
            guard let first = peek(), Self.isDigit(first) else { return nil }
            var substitutes = false
            if first == UInt8(ascii: "0") {
                skip()
                guard peek() != UInt8(ascii: "0") else { return nil }
                substitutes = true
            }
            var identifier = ""
            repeat {
                while substitutes, let letter = peek(), Self.isLetter(letter) {
                    skip()
                    let isLast = letter < UInt8(ascii: "a")
                    let index = Int(letter - (isLast ? UInt8(ascii: "A") : UInt8(ascii: "a")))
                    guard index < words.count else { return nil }
                    identifier += words[index]
                    if isLast { substitutes = false }
                }
                if peek() == UInt8(ascii: "0") {
                    skip()
                    break
                }
                guard let count = natural(), count > 0, count <= bytes.count - position else { return nil }
                let slice = Array(bytes[position..<(position + count)])
                position += count
                identifier += String(decoding: slice, as: UTF8.self)
                collectWords(slice)
            } while substitutes
            return identifier
        }

        private mutating func natural() -> Int? {
            var value = 0
            var digits = 0
            while let digit = peek(), Self.isDigit(digit), digits < 9 {
                value = value * 10 + Int(digit - UInt8(ascii: "0"))
                digits += 1
                skip()
            }
            return digits == 0 ? nil : value
        }

        /// The words of a literal part, as the mangler splits them: a word starts at a letter (not a digit or
        /// `_`) and ends at `_`, at the end, or where a capital follows a non-capital; words of one
        /// character are not kept.
        private mutating func collectWords(_ slice: [UInt8]) {
            var start: Int?
            for index in 0...slice.count {
                let character = index < slice.count ? slice[index] : 0
                if let begun = start,
                   character == UInt8(ascii: "_") || character == 0
                    || (!Self.isUpper(slice[index - 1]) && Self.isUpper(character)) {
                    if index - begun >= 2 && words.count < 26 {
                        words.append(String(decoding: slice[begun..<index], as: UTF8.self))
                    }
                    start = nil
                }
                if start == nil, !Self.isDigit(character), character != UInt8(ascii: "_"), character != 0 {
                    start = index
                }
            }
        }

        static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        static func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        static func isLetter(_ byte: UInt8) -> Bool { isUpper(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }

        /// The standard library's types and protocols a single letter after `S` stands for (the mangling's
        /// "known types").
        static let standardTypes: [String: String] = [
            "A": "AutoreleasingUnsafeMutablePointer", "a": "Array", "B": "BinaryFloatingPoint", "b": "Bool",
            "D": "Dictionary", "d": "Double", "E": "Encodable", "e": "Decodable", "F": "FloatingPoint", "f": "Float",
            "G": "RandomNumberGenerator", "H": "Hashable", "h": "Set", "I": "DefaultIndices", "i": "Int",
            "J": "Character", "j": "Numeric", "K": "BidirectionalCollection", "k": "RandomAccessCollection",
            "L": "Comparable", "l": "Collection", "M": "MutableCollection", "m": "RangeReplaceableCollection",
            "N": "ClosedRange", "n": "Range", "O": "ObjectIdentifier", "P": "UnsafePointer", "p": "UnsafeMutablePointer",
            "Q": "Equatable", "q": "Optional", "R": "UnsafeBufferPointer", "r": "UnsafeMutableBufferPointer",
            "S": "String", "s": "Substring", "T": "Sequence", "t": "IteratorProtocol", "U": "UnsignedInteger",
            "u": "UInt", "V": "UnsafeRawPointer", "v": "UnsafeMutableRawPointer", "W": "UnsafeRawBufferPointer",
            "w": "UnsafeMutableRawBufferPointer", "X": "RangeExpression", "x": "Strideable", "Y": "RawRepresentable",
            "y": "StringProtocol", "Z": "SignedInteger", "z": "BinaryInteger",
        ]
    }
}
