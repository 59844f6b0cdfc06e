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
        if oneLineWidth(of: json, within: lineWidth - indent) != nil {
            writeCompact(json, spaced: true, to: &output)
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
            writeScalar(json, to: &output)
        }
    }

    /// The width of the spaced one-line form, or `nil` as soon as it exceeds `budget` (so large
    /// containers are not rendered just to be measured). Scalars and empty containers always fit.
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
                var key = ""
                writeString(member.key, to: &key)
                guard add(key.count + 2),
                      let inner = oneLineWidth(of: member.value, within: budget - width), add(inner)
                else { return nil }
            }
        default:
            var text = ""
            writeScalar(json, to: &text)
            return text.count
        }
        return width
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
