/// How Swift names the Objective-C selectors of a declaration that has no `@objc(name)`, as
/// `AbstractFunctionDecl::getObjCSelector`, `AbstractStorageDecl::getObjCGetterSelector` /
/// `getObjCSetterSelector` and `VarDecl::getDefaultObjCSetterSelector` (lib/AST/Decl.cpp) do, with the
/// camel-case words of `camel_case::getFirstWord` / `getLastWord` and the prepositions of
/// `swift::isPreposition` (lib/Basic/StringExtras.cpp, lib/Basic/PartsOfSpeech.def).
enum ObjCSelectorNaming {
    /// The property's getter: its Objective-C name itself.
    static func getter(propertyName: String) -> String { propertyName }

    /// `set` + the name with its first letter upper-cased (`appendSentenceCase`) + `:`.
    static func setter(propertyName: String) -> String { "set" + sentenceCase(propertyName) + ":" }

    /// The selector of a method or initializer (`baseName` is `init` for initializers) whose parameters
    /// carry `labels` (`nil` for `_`). Async and throwing methods add pieces this does not form.
    static func method(baseName: String, labels: [String?], isZeroParameterInitializer: Bool = false) -> String {
        if isZeroParameterInitializer, let first = labels.first ?? nil {
            // `init(malice: ())` is `initWithMalice`.
            return "init" + (isPreposition(firstWord(first)) ? "" : "With") + sentenceCase(first)
        }
        guard let first = labels.first else { return baseName }
        var pieces: [String] = []
        if let firstLabel = first {
            let with = isPreposition(firstWord(firstLabel)) || isPreposition(lastWord(baseName)) ? "" : "With"
            pieces.append(baseName + with + sentenceCase(firstLabel))
        } else {
            pieces.append(baseName)
        }
        pieces += labels.dropFirst().map { $0 ?? "" }
        return pieces.map { $0 + ":" }.joined()
    }

    /// Upper-cases the first character when it is a lowercase ASCII letter, as `clang::toUppercase` does.
    static func sentenceCase(_ word: String) -> String {
        guard let first = word.unicodeScalars.first, ("a"..."z").contains(first) else { return word }
        return first.properties.uppercaseMapping + String(word.unicodeScalars.dropFirst())
    }

    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "since", "to", "until", "using",
        "via", "with", "within",
    ]

    /// `isPreposition` compares without regard to case.
    static func isPreposition(_ word: String) -> Bool { prepositions.contains(word.lowercased()) }

    // MARK: - Camel-case words (`WordIterator`)

    static func isUpper(_ byte: UInt8) -> Bool { byte >= 65 && byte <= 90 }
    static func isLower(_ byte: UInt8) -> Bool { byte >= 97 && byte <= 122 }
    static let underscore = UInt8(ascii: "_")

    /// The first word: `in` of `inSize`, `URL` of `URLForKey`, `_` of `_x`.
    static func firstWord(_ string: String) -> String {
        let bytes = Array(string.utf8)
        guard let first = bytes.first else { return "" }
        if first == underscore { return "_" }
        var index = 0
        while index < bytes.count && isUpper(bytes[index]) { index += 1 }
        var end: Int
        if index > 1 {
            // An acronym ends before its last capital when lowercase letters follow (`URLFor`), or takes
            // a plural suffix (`URLs`).
            var endOfNext = index
            while endOfNext < bytes.count && isLower(bytes[endOfNext]) { endOfNext += 1 }
            let next = String(decoding: bytes[index..<endOfNext], as: UTF8.self)
            let withCapital = String(decoding: bytes[(index - 1)..<endOfNext], as: UTF8.self)
            if index == bytes.count || (isPluralSuffix(next) && withCapital != "Is") {
                end = endOfNext
            } else if isLower(bytes[index]) {
                end = index - 1
            } else {
                end = index
            }
        } else {
            end = index
            while end < bytes.count && !isUpper(bytes[end]) && bytes[end] != underscore { end += 1 }
        }
        return String(decoding: bytes[0..<end], as: UTF8.self)
    }

    /// The last word: `To` of `moveTo`, `init` of `init`.
    static func lastWord(_ string: String) -> String {
        let bytes = Array(string.utf8)
        guard !bytes.isEmpty else { return "" }
        let position = bytes.count
        var index = position
        while index > 0 && !isUpper(bytes[index - 1]) && bytes[index - 1] != underscore { index -= 1 }
        var effectiveEnd = position
        if index > 0 && isPluralSuffix(String(decoding: bytes[index..<position], as: UTF8.self)) {
            effectiveEnd = index
            while index > 0 && !isUpper(bytes[index - 1]) && bytes[index - 1] != underscore { index -= 1 }
        }
        if index < effectiveEnd {
            var start = index
            if index != 0 && isLower(bytes[index]) && bytes[index - 1] != underscore { start -= 1 }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }
        if bytes[index - 1] == underscore { return String(decoding: bytes[(index - 1)..<position], as: UTF8.self) }
        while index > 0 && isUpper(bytes[index - 1]) { index -= 1 }
        return String(decoding: bytes[index..<position], as: UTF8.self)
    }

    static func isPluralSuffix(_ word: String) -> Bool { word == "s" || word == "es" || word == "ies" }
}
