/// Writes JSON deterministically: object keys sorted, two-space indentation, short containers on one line.
public enum JSONWriter {
    /// How much whitespace to write.
    public enum Style: Sendable {
        /// No whitespace at all: one line.
        case compact
        /// Indented; a container whose spaced one-line form fits in `lineWidth` columns stays on one line.
        case pretty
    }

    /// The widest line a container is kept on in the pretty style.
    static let lineWidth = 120

    /// The text of `json`, ending with a newline in the pretty style.
    public static func text(of json: JSON, style: Style) -> String {
        // Written as UTF-8 bytes and decoded once: far cheaper than growing a String piece by piece.
        var output: [UInt8] = []
        switch style {
        case .compact:
            writeCompact(json, spaced: false, to: &output)
        case .pretty:
            writePretty(json, indent: 0, to: &output)
            output.append(UInt8(ascii: "\n"))
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `text` as a JSON string literal.
    static func literal(_ text: String) -> String {
        var output: [UInt8] = []
        writeString(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private static func writeCompact(_ json: JSON, spaced: Bool, to output: inout [UInt8]) {
        switch json.value {
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for index in elements.indices {
                if index > 0 { writeSeparator(spaced: spaced, to: &output) }
                writeCompact(elements[index], spaced: spaced, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in sorted(members).enumerated() {
                if index > 0 { writeSeparator(spaced: spaced, to: &output) }
                writeString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                if spaced { output.append(UInt8(ascii: " ")) }
                writeCompact(member.value, spaced: spaced, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        default:
            writeScalar(json, to: &output)
        }
    }

    private static func writeSeparator(spaced: Bool, to output: inout [UInt8]) {
        output.append(UInt8(ascii: ","))
        if spaced { output.append(UInt8(ascii: " ")) }
    }

    private static func writePretty(_ json: JSON, indent: Int, to output: inout [UInt8]) {
        if oneLineWidth(of: json, within: lineWidth - indent) != nil {
            writeCompact(json, spaced: true, to: &output)
            return
        }
        switch json.value {
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for index in elements.indices {
                writeLineStart(after: index > 0, indent: indent + 2, to: &output)
                writePretty(elements[index], indent: indent + 2, to: &output)
            }
            writeLineStart(after: false, indent: indent, to: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in sorted(members).enumerated() {
                writeLineStart(after: index > 0, indent: indent + 2, to: &output)
                writeString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                output.append(UInt8(ascii: " "))
                writePretty(member.value, indent: indent + 2, to: &output)
            }
            writeLineStart(after: false, indent: indent, to: &output)
            output.append(UInt8(ascii: "}"))
        default:
            writeScalar(json, to: &output)
        }
    }

    /// Ends the line (after a `,` when `after` an element) and indents the next one.
    private static func writeLineStart(after element: Bool, indent: Int, to output: inout [UInt8]) {
        if element { output.append(UInt8(ascii: ",")) }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }

    /// The width of the spaced one-line form in Unicode scalars, or `nil` as soon as it exceeds `budget`
    /// (so large containers are not rendered just to be measured).
    static func oneLineWidth(of json: JSON, within budget: Int) -> Int? {
        var width = 0
        func add(_ count: Int) -> Bool {
            width += count
            return width <= budget
        }
        switch json.value {
        case .array(let elements) where !elements.isEmpty:
            guard add(2 + 2 * (elements.count - 1)) else { return nil }
            for element in elements {
                guard let inner = oneLineWidth(of: element, within: budget - width), add(inner) else { return nil }
            }
        case .object(let members) where !members.isEmpty:
            guard add(2 + 2 * (members.count - 1)) else { return nil }
            for member in members {
                guard let key = stringWidth(of: member.key, within: budget - width), add(key + 2),
                      let inner = oneLineWidth(of: member.value, within: budget - width), add(inner)
                else { return nil }
            }
        case .string(let text):
            return stringWidth(of: text, within: budget)
        case .number(let text):
            return text.utf8.count
        case .bool(let flag):
            return flag ? 4 : 5
        case .null:
            return 4
        case .array, .object:
            return 2
        }
        return width
    }

    /// The width of `text` written as a string literal, in Unicode scalars; `nil` as soon as it exceeds
    /// `budget` (so a long string is not escaped once per enclosing container just to be measured).
    static func stringWidth(of text: String, within budget: Int) -> Int? {
        var width = 2
        for byte in text.utf8 where byte & 0xC0 != 0x80 {
            // A scalar's first byte: continuation bytes belong to the scalar already counted.
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): width += 2
            case 0..<0x20: width += 6
            default: width += 1
            }
            if width > budget { return nil }
        }
        return width
    }

    static func sorted(_ members: [JSONMember]) -> [JSONMember] {
        members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    private static func writeScalar(_ json: JSON, to output: inout [UInt8]) {
        switch json.value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let text): output.append(contentsOf: text.utf8)
        case .string(let text): writeString(text, to: &output)
        case .array, .object: writeCompact(json, spaced: false, to: &output)
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped. Runs that need no
    /// escape are copied whole.
    static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // A native string's bytes are read where they are; only another kind is copied first.
        if text.utf8.withContiguousStorageIfAvailable({ writeEscaped($0, to: &output) }) == nil {
            var text = text
            text.withUTF8 { writeEscaped($0, to: &output) }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var runStart = 0
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\"),
                  let escaped = escape(byte)
            else { continue }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            output.append(contentsOf: escaped)
            runStart = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    /// How `byte` is written inside a string literal when it must be escaped (its width is counted in
    /// `stringWidth`); `nil` when it is written as it is.
    private static func escape(_ byte: UInt8) -> [UInt8]? {
        switch byte {
        case UInt8(ascii: "\""): return [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
        case UInt8(ascii: "\\"): return [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
        case UInt8(ascii: "\n"): return [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case UInt8(ascii: "\r"): return [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        case UInt8(ascii: "\t"): return [UInt8(ascii: "\\"), UInt8(ascii: "t")]
        case 0..<0x20:
            let digits = Array("0123456789abcdef".utf8)
            return Array("\\u00".utf8) + [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
        default: return nil
        }
    }
}
