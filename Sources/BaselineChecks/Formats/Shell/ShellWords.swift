/// A POSIX shell script read as simple commands of words, far enough to find the `grep` lines of a build
/// script and what their words say; never run. Quotes are removed from a word's text; a word that is a
/// whole parameter expansion (`$NAME`, `"${NAME}"`) keeps its name; command substitutions and `$(( ))`
/// stay in the text as written.
struct ShellWords {
    struct Word: Sendable, Hashable {
        /// The word with its quotes removed.
        let text: String
        /// As written, quotes included.
        let raw: String
        /// `NAME` when the word is one parameter expansion and nothing else.
        let parameter: String?
        let location: SourceLocation
    }

    /// The simple commands, each a list of words, in script order.
    private(set) var commands: [[Word]] = []
    /// The pipeline each command is part of, by number: commands joined by `|` or by a redirection (`<`, `>`,
    /// `>&`), whose target the reader takes as a command of its own, share one.
    private(set) var pipelines: [Int] = []

    /// Scripts larger than this are not read: a build script is a few kilobytes.
    static let maximumLength = 1 << 20

    init?(_ bytes: [UInt8]) {
        guard bytes.count <= Self.maximumLength else { return nil }
        var reader = ShellWordReader(bytes: bytes)
        reader.read()
        commands = reader.commands
        pipelines = reader.pipelines
    }
}

/// One pass over the bytes: words end at blanks and operators, commands at newlines and operators. Linear in
/// the script: a column is counted on from the previous one on the same line, never from the line's start
/// (which made a 128 KiB line of words take 9.1 s).
private struct ShellWordReader {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0
    /// How far the current line's characters are counted, and how many there are before it.
    var counted = 0
    var charactersBefore = 0
    var commands: [[ShellWords.Word]] = []
    var pipelines: [Int] = []
    var current: [ShellWords.Word] = []
    /// Whether the next command continues the pipeline of the last one.
    var joined = false

    init(bytes: [UInt8]) { self.bytes = bytes }

    static let operators: Set<UInt8> = Set(";&|()<>".utf8)
    /// What a backslash escapes inside double quotes.
    static let quotedEscapes: Set<UInt8> = Set("\"\\$`".utf8)

    mutating func read() {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "\n"): endCommand(joining: nil); newLine(at: index); index += 1
            case UInt8(ascii: "#"): while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "\\") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n"):
                newLine(at: index + 1)
                index += 2
            case _ where Self.operators.contains(byte):
                endCommand(joining: joinsPipeline(at: index))
                index += 1
            default: current.append(readWord())
            }
        }
        endCommand(joining: false)
    }

    /// Whether the operator at `offset` joins what follows to the same pipeline: a `|` that is not half of `||`,
    /// `<` and `>`, and the `&` of `>&`, `<&` or `&>`.
    func joinsPipeline(at offset: Int) -> Bool {
        let before = offset > 0 ? bytes[offset - 1] : 0, after = offset + 1 < bytes.count ? bytes[offset + 1] : 0
        switch bytes[offset] {
        case UInt8(ascii: "|"): return before != UInt8(ascii: "|") && after != UInt8(ascii: "|")
        case UInt8(ascii: "<"), UInt8(ascii: ">"): return true
        case UInt8(ascii: "&"):
            return before == UInt8(ascii: ">") || before == UInt8(ascii: "<") || after == UInt8(ascii: ">")
        default: return false
        }
    }

    mutating func newLine(at newline: Int) {
        line += 1
        lineStart = newline + 1
        counted = lineStart
        charactersBefore = 0
    }

    /// Ends the current command at an operator that joins the next one to its pipeline or not, or at a line
    /// break (`joining` nil), which ends a pipeline only after a command: `a |` may go on on the next line.
    mutating func endCommand(joining: Bool?) {
        if !current.isEmpty {
            pipelines.append(joined ? (pipelines.last ?? 0) : (pipelines.last ?? -1) + 1)
            commands.append(current)
            current = []
            joined = joining ?? false
        } else if let joining {
            joined = joined || joining
        }
    }

    /// Where `index` is: its column counts the Unicode scalars before it on its line (the bytes that are not
    /// UTF-8 continuation bytes), from where the last location was counted.
    mutating func currentLocation() -> SourceLocation {
        while counted < index {
            if bytes[counted] & 0xC0 != 0x80 { charactersBefore += 1 }
            counted += 1
        }
        return SourceLocation(line: line, column: charactersBefore + 1)
    }

    /// A word: unquoted bytes, '…', "…" (with \" \\ \$ \` escapes), \x, and $( … ) / ${ … } kept whole.
    mutating func readWord() -> ShellWords.Word {
        let start = index
        let location = currentLocation()
        var text: [UInt8] = []
        var quotedExpansionOnly = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r") || Self.operators.contains(byte) { break }
            switch byte {
            case UInt8(ascii: "'"):
                index += 1
                while index < bytes.count && bytes[index] != UInt8(ascii: "'") { take(&text) }
                index = min(index + 1, bytes.count)  // past the closing quote, when the script has one
                quotedExpansionOnly = false
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count,
                       Self.quotedEscapes.contains(bytes[index + 1]) {
                        index += 1
                    } else if bytes[index] == UInt8(ascii: "$") {
                        takeExpansion(&text)
                        continue
                    }
                    take(&text)
                }
                index = min(index + 1, bytes.count)
            case UInt8(ascii: "\\"):
                index += 1
                if index < bytes.count { take(&text) }
                quotedExpansionOnly = false
            case UInt8(ascii: "$"): takeExpansion(&text)
            default:
                take(&text)
            }
        }
        let raw = String(decoding: bytes[start..<index], as: UTF8.self)
        let value = String(decoding: text, as: UTF8.self)
        return ShellWords.Word(
            text: value, raw: raw, parameter: quotedExpansionOnly ? Self.parameterName(value) : nil, location: location)
    }

    /// Copies one byte, counting lines.
    mutating func take(_ text: inout [UInt8]) {
        if bytes[index] == UInt8(ascii: "\n") { newLine(at: index) }
        text.append(bytes[index])
        index += 1
    }

    /// `$NAME`, `${…}`, `$(…)`, `$((…))` copied whole, nested brackets counted.
    mutating func takeExpansion(_ text: inout [UInt8]) {
        take(&text)
        guard index < bytes.count else { return }
        let open = bytes[index]
        let close: UInt8
        switch open {
        case UInt8(ascii: "("): close = UInt8(ascii: ")")
        case UInt8(ascii: "{"): close = UInt8(ascii: "}")
        default: return
        }
        var depth = 0
        while index < bytes.count {
            if bytes[index] == open { depth += 1 }
            if bytes[index] == close { depth -= 1 }
            take(&text)
            if depth == 0 { return }
        }
    }

    /// `NAME` of `$NAME` or `${NAME}`, when that is the whole word.
    static func parameterName(_ text: String) -> String? {
        var body = Substring(text)
        guard body.hasPrefix("$") else { return nil }
        body = body.dropFirst()
        if body.hasPrefix("{") && body.hasSuffix("}") { body = body.dropFirst().dropLast() }
        guard let first = body.first, first == "_" || first.isLetter,
              body.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }), body.allSatisfy(\.isASCII) else { return nil }
        return String(body)
    }
}
