/// A deterministic pseudo-random source (SplitMix64), so a seed always yields the same corpus.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Writes syntactically valid but lexically tricky Swift: nested interpolations, raw and multi-line
/// strings, nested comments, glued and spaced operators, every number form, nested declarations.
struct CorpusGenerator {
    private var random: SeededGenerator
    private var nameCounter = 0

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    mutating func file() -> String {
        var lines = ["// generated corpus file", "infix operator <*>: AdditionPrecedence", ""]
        for _ in 0..<int(3...6) {
            lines.append(contentsOf: topLevelItem())
            lines.append("")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A copy of `bytes` with one small edit: a deleted, duplicated or inserted run of bytes.
    mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
        guard !bytes.isEmpty else { return bytes }
        var copy = bytes
        let start = int(0...(copy.count - 1))
        let end = min(copy.count, start + int(1...8))
        switch int(0...2) {
        case 0: copy.removeSubrange(start..<end)
        case 1: copy.insert(contentsOf: copy[start..<end], at: start)
        default:
            let pieces = ["\"", "#", "\\", "(", ")", "{", "}", "/*", "*/", "//", "\n", " ", "!", "?", ".", "`", "$", "@", "0x", "e"]
            copy.insert(contentsOf: Array(pick(pieces).utf8), at: start)
        }
        return copy
    }

    // MARK: - Choices

    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }
    private mutating func pick<T>(_ options: [T]) -> T { options[int(0...(options.count - 1))] }

    private mutating func name(_ prefix: String = "v") -> String {
        nameCounter += 1
        return "\(prefix)\(nameCounter)"
    }

    private mutating func identifier() -> String {
        pick(["a", "b", "value", "self.count", "`default`", "café", "π", "x_1", "$0", "rating", "items"])
    }

    // MARK: - Declarations

    private mutating func topLevelItem() -> [String] {
        switch int(0...7) {
        case 0, 1: return typeDeclaration(depth: 0, indent: "")
        case 2: return function(indent: "", depth: 0)
        case 3: return ["extension \(pick(["Int", "String", "Swift.Array"])) {"] + members(depth: 1, indent: "    ") + ["}"]
        case 4: return ["let \(name("global")) = \(expression(depth: 0, singleLine: true))"]
        case 5:
            return ["var \(name("computed")): Int {", "    \(expression(depth: 0, singleLine: true))", "}"]
        case 6: return ["#if DEBUG"] + function(indent: "", depth: 0) + ["#else", "let \(name()) = 0", "#endif"]
        default: return [blockComment(depth: 0)] + statement(indent: "", depth: 1)
        }
    }

    private mutating func typeDeclaration(depth: Int, indent: String) -> [String] {
        let keyword = pick(["class", "struct", "enum", "actor", "protocol"])
        let header = "\(indent)\(pick(["", "public ", "final ", "@objc "]))\(keyword) \(name("T"))\(pick(["", ": Equatable", "<Element>"])) {"
        if keyword == "protocol" {
            return [header, "\(indent)    func \(name("f"))(_ x: Int) -> Int", "\(indent)    var \(name()): Int { get set }", "\(indent)}"]
        }
        var lines = [header]
        if keyword == "enum" { lines.append("\(indent)    case a, b(Int)") }
        lines.append(contentsOf: members(depth: depth + 1, indent: indent + "    "))
        if depth < 2 && chance(30) { lines.append(contentsOf: typeDeclaration(depth: depth + 1, indent: indent + "    ")) }
        lines.append("\(indent)}")
        return lines
    }

    private mutating func members(depth: Int, indent: String) -> [String] {
        var lines: [String] = []
        for _ in 0..<int(1...4) {
            switch int(0...8) {
            case 0: lines.append("\(indent)static let \(name("stored")) = \(number())")
            case 1:
                lines.append(contentsOf: [
                    "\(indent)\(pick(["", "@available(*, deprecated) ", "private(set) "]))var \(name("observed")): Int = \(number()) {",
                    "\(indent)    \(pick(["willSet", "didSet"])) {"])
                lines.append(contentsOf: statements(indent: indent + "        ", depth: depth + 1))
                lines.append(contentsOf: ["\(indent)    }", "\(indent)}"])
            case 2:
                lines.append("\(indent)var \(name("computed")): String {")
                lines.append("\(indent)    \(expression(depth: 0, singleLine: true))")
                lines.append("\(indent)}")
            case 3:
                lines.append(contentsOf: [
                    "\(indent)subscript(index: Int) -> Int {", "\(indent)    get { index }",
                    "\(indent)    set(newValue) { _ = newValue }", "\(indent)}"])
            case 4: lines.append(contentsOf: ["\(indent)init(\(name("p")) x: Int) {"] + statements(indent: indent + "    ", depth: depth + 1) + ["\(indent)}"])
            case 5: lines.append("\(indent)lazy var \(name("lazy")): [Int] = { [1, 2, 3] }()")
            case 6: lines.append("\(indent)\(docComment())")
            default: lines.append(contentsOf: function(indent: indent, depth: depth))
            }
        }
        return lines
    }

    private mutating func function(indent: String, depth: Int) -> [String] {
        let parameters = pick(["", "_ x: Int", "at index: Int, with value: String = \"d\"", "_ a: Int, _ b: Int...",
                               "body: () -> Void = { }", "label name: [String: Int]"])
        let generic = pick(["", "<Element: Equatable>"])
        var lines = ["\(indent)\(pick(["", "@discardableResult ", "private ", "static ", "mutating "]))func \(name("f"))\(generic)(\(parameters)) {"]
        lines.append(contentsOf: statements(indent: indent + "    ", depth: depth + 1))
        lines.append("\(indent)}")
        return lines
    }

    // MARK: - Statements

    private mutating func statements(indent: String, depth: Int) -> [String] {
        var lines: [String] = []
        for _ in 0..<int(1...4) {
            lines.append(contentsOf: statement(indent: indent, depth: depth))
        }
        return lines
    }

    private mutating func statement(indent: String, depth: Int) -> [String] {
        let nested = depth < 4
        switch int(0...14) {
        case 0: return ["\(indent)let \(name()) = \(expression(depth: 0, singleLine: true))"]
        case 1: return ["\(indent)var \(name()): Int = \(number())"]
        case 2 where nested:
            return ["\(indent)if let \(name()) = \(identifier()), \(identifier()) != nil {"]
                + statements(indent: indent + "    ", depth: depth + 1) + ["\(indent)}"]
        case 3: return ["\(indent)guard \(identifier()) \(pick(["!=", "==", ">=", "<"])) \(number()) else { return }"]
        case 4 where nested:
            return ["\(indent)for \(name()) in 0..<\(number()) {"] + statements(indent: indent + "    ", depth: depth + 1) + ["\(indent)}"]
        case 5: return ["\(indent)_ = \(expression(depth: 0, singleLine: true))"]
        case 6: return ["\(indent)print(\(expression(depth: 0, singleLine: true)))"]
        case 7: return ["\(indent)\(lineComment())"]
        case 8: return ["\(indent)\(blockComment(depth: 0)) _ = \(number())"]
        case 9: return multilineString(indent: indent)
        case 10 where nested: return function(indent: indent, depth: depth + 1)
        case 11:
            return ["\(indent)let \(name()) = items.map { \(pick(["$0 + 1", "\"\\($0)\"", "($0, $1)", "$0?.count ?? 0"])) }"]
        case 12:
            return ["\(indent)switch \(identifier()) {", "\(indent)case 1, 2: break", "\(indent)case let .b(x) where x > 0: print(x)",
                    "\(indent)default: \(expression(depth: 1, singleLine: true))", "\(indent)}"]
        case 13: return ["\(indent)let \(name()) = \(pick(["\\Array<Int>.count", "\\.self", "#selector(f)", "#line", "#file"]))"]
        default: return ["\(indent)\(identifier()) \(pick(["+=", "=", "&+=", "<<=", "??="])) \(expression(depth: 1, singleLine: true))"]
        }
    }

    // MARK: - Expressions

    private mutating func expression(depth: Int, singleLine: Bool) -> String {
        guard depth < 3 else { return pick([number(), identifier()]) }
        switch int(0...13) {
        case 0, 1: return number()
        case 2: return identifier()
        case 3, 4: return string(depth: depth, singleLine: singleLine)
        case 5:
            let op = pick(["+", "-", "*", "/", "%", "&&", "||", "??", "...", "..<", "<*>", "&+", "==", "!=", "<<", "∘", "~="])
            let spaced = chance(50) || op.hasPrefix("?") || op.hasPrefix("!")
            let left = expression(depth: depth + 1, singleLine: singleLine)
            let right = expression(depth: depth + 1, singleLine: singleLine)
            return spaced ? "\(left) \(op) \(right)" : "(\(left))\(op)(\(right))"
        case 6: return "\(pick(["-", "!", "~", "+"]))\(pick([identifier(), "(\(expression(depth: depth + 1, singleLine: singleLine)))"]))"
        case 7: return "\(pick(["a", "b", "items"]))\(pick(["!", "?", ""])).\(pick(["count", "first", "0", "1", "description", "`init`"]))"
        case 8: return "f(\(expression(depth: depth + 1, singleLine: singleLine)), label: \(expression(depth: depth + 1, singleLine: singleLine)))"
        case 9: return "[\(expression(depth: depth + 1, singleLine: singleLine)), \(number())]"
        case 10: return "\(identifier()) ? \(expression(depth: depth + 1, singleLine: singleLine)) : \(number())"
        case 11: return "t.0.1 + \(pick(["a!", "b?.c ?? 0", "x! + y!", "(try? g()) ?? 1", "(z as? Int)", "(w is Int)", "(c==.none ? 1 : 2)", "[.a, .b].count", "(a+.b)"]))"
        case 12:
            return "\(identifier()) /* \(pick(["inline", "nested /* twice */ here", "quote \" inside"])) */ + \(number())"
        default: return "items.map { \(pick(["$0 * 2", "String($0)", "[$0]"])) }.count"
        }
    }

    private mutating func number() -> String {
        pick([
            "0", "7", "100", "1000", "1_000_000", "3.14", "0.5", "1e10", "1.5e-3", "2E+8", "6.02_214e23",
            "0xFF", "0xdead_BEEF", "0x1p-2", "0x1.8p3", "0o755", "0b1010_1010", "0b0", "1_0.0_1",
        ])
    }

    // MARK: - Strings and comments

    private mutating func string(depth: Int, singleLine: Bool) -> String {
        let pounds = chance(30) ? String(repeating: "#", count: int(1...3)) : ""
        var body = ""
        for _ in 0..<int(0...4) {
            switch int(0...7) {
            case 0: body += pick(["text", " spaced ", "it's", "a*/b", "/* no comment */", "// nor this", "{ }", "\u{e9}t\u{e9} \u{1F600}"])
            case 1: body += pounds.isEmpty ? pick(["\\n", "\\t", "\\\\", "\\\"", "\\0", "\\u{1F600}", "\\u{41}", "\\'"]) : "\\\(pounds)n"
            case 2, 3:
                let inner = expression(depth: depth + 1, singleLine: true)
                body += "\\\(pounds)(\(inner))"
            case 4: body += pounds.isEmpty ? "#" : "\"quoted\" \\ \\(not interpolated)"
            case 5: body += "\\\(pounds)(items.map { \"\\($0)\" }.joined())"
            case 6: body += "(\\\(pounds)((1 + 2) * 3))"
            default: body += "x"
            }
        }
        return "\(pounds)\"\(body)\"\(pounds)"
    }

    private mutating func multilineString(indent: String) -> [String] {
        let pounds = chance(30) ? "#" : ""
        var lines = ["\(indent)let \(name("text")) = \(pounds)\"\"\""]
        for _ in 0..<int(0...4) {
            switch int(0...5) {
            case 0: lines.append("\(indent)    plain line with \"quotes\" and \"\"two\"\"")
            case 1: lines.append("\(indent)  \(pick(["deeper", "  deeper still"])) text")
            case 2: lines.append("\(indent)    joined \\\(pounds)")
            case 3: lines.append("")
            case 4: lines.append("\(indent)    value \\\(pounds)(\(expression(depth: 1, singleLine: true))) end")
            default: lines.append("\(indent)    escapes \\\(pounds)t \\\(pounds)u{2764} done")
            }
        }
        lines.append("\(indent)  \(pounds.isEmpty ? "" : "")last")
        lines.append("\(indent)  \"\"\"\(pounds)")
        return lines
    }

    private mutating func blockComment(depth: Int) -> String {
        let inner = depth < 3 && chance(40) ? " " + blockComment(depth: depth + 1) + " " : " "
        return "/*\(pick(["", "*", " note"]))\(inner)\(pick(["\"unterminated string", "// not a line comment", "end", "a * b / c"])) */"
    }

    private mutating func lineComment() -> String {
        pick(["// plain", "/// doc with `code`", "//// four slashes", "// guard emptyImage != nil", "//: playground"])
    }

    private mutating func docComment() -> String {
        pick(["/// Documentation.", "/** Block doc. */", "/**/", "/***/", "/* plain */"])
    }
}
