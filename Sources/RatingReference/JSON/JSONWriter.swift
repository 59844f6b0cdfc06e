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
        var output = ""
        switch style {
        case .compact: writeCompact(json, to: &output)
        case .pretty:
            writePretty(json, indent: 0, to: &output)
            output += "\n"
        }
        return output
    }

    static func writeCompact(_ json: JSON, spaced: Bool = false, to output: inout String) {
        switch json.value {
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += spaced ? ", " : "," }
                writeCompact(element, spaced: spaced, to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in sorted(members).enumerated() {
                if index > 0 { output += spaced ? ", " : "," }
                writeString(member.key, to: &output)
                output += spaced ? ": " : ":"
                writeCompact(member.value, spaced: spaced, to: &output)
            }
            output += "}"
        default:
            writeScalar(json, to: &output)
        }
    }

    static func writePretty(_ json: JSON, indent: Int, to output: inout String) {
        var oneLine = ""
        writeCompact(json, spaced: true, to: &oneLine)
        let isEmptyOrScalar: Bool
        switch json.value {
        case .array(let elements): isEmptyOrScalar = elements.isEmpty
        case .object(let members): isEmptyOrScalar = members.isEmpty
        default: isEmptyOrScalar = true
        }
        if isEmptyOrScalar || indent + oneLine.count <= lineWidth {
            output += oneLine
            return
        }
        let inner = String(repeating: " ", count: indent + 2)
        let closing = String(repeating: " ", count: indent)
        switch json.value {
        case .array(let elements):
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += inner
                writePretty(element, indent: indent + 2, to: &output)
                output += index + 1 < elements.count ? ",\n" : "\n"
            }
            output += closing + "]"
        case .object(let members):
            output += "{\n"
            let ordered = sorted(members)
            for (index, member) in ordered.enumerated() {
                output += inner
                writeString(member.key, to: &output)
                output += ": "
                writePretty(member.value, indent: indent + 2, to: &output)
                output += index + 1 < ordered.count ? ",\n" : "\n"
            }
            output += closing + "}"
        default:
            output += oneLine
        }
    }

    static func sorted(_ members: [JSONMember]) -> [JSONMember] {
        members.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }
    }

    static func writeScalar(_ json: JSON, to output: inout String) {
        switch json.value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): writeString(text, to: &output)
        case .array, .object: writeCompact(json, to: &output)
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
