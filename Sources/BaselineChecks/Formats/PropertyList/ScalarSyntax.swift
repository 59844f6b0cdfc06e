import BaselineSupport

/// Lexical forms of the scalar property-list elements, as Apple's parser accepts them.
enum ScalarSyntax {
    static func isInteger(_ text: String) -> Bool {
        var digits = Substring(text.trimmingWhitespace)
        if digits.first == "+" || digits.first == "-" { digits = digits.dropFirst() }
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            let hex = digits.dropFirst(2)
            return !hex.isEmpty && hex.count <= 16 && hex.allSatisfy(\.isHexDigit)
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { return false }
        let magnitude = digits.drop { $0 == "0" }
        return magnitude.count < 20 || (magnitude.count == 20 && magnitude <= "18446744073709551615")
    }

    static func isReal(_ text: String) -> Bool {
        var rest = Substring(text.trimmingWhitespace)
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        if ["nan", "inf", "infinity"].contains(rest.lowercased()) { return true }
        let integer = rest.prefix(while: \.isASCIIDigit)
        rest = rest.dropFirst(integer.count)
        var fraction: Substring = ""
        if rest.first == "." {
            rest = rest.dropFirst()
            fraction = rest.prefix(while: \.isASCIIDigit)
            rest = rest.dropFirst(fraction.count)
        }
        guard !integer.isEmpty || !fraction.isEmpty else { return false }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            let exponent = rest.prefix(while: \.isASCIIDigit)
            guard !exponent.isEmpty else { return false }
            rest = rest.dropFirst(exponent.count)
        }
        return rest.isEmpty
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` with each field in range.
    static func isDate(_ text: String) -> Bool {
        let chars = Array(text.trimmingWhitespace.utf8)
        guard chars.count == 20 else { return false }
        let layout = Array("dddd-dd-ddTdd:dd:ddZ".utf8)
        for (char, expected) in zip(chars, layout) {
            if expected == UInt8(ascii: "d") {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(char) else { return false }
            } else if char != expected {
                return false
            }
        }
        func field(_ start: Int, _ length: Int) -> Int {
            chars[start..<start + length].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        return (1...12).contains(field(5, 2)) && (1...31).contains(field(8, 2))
            && field(11, 2) < 24 && field(14, 2) < 60 && field(17, 2) < 61
    }

    /// Base64 with optional whitespace and correct padding.
    static func isBase64(_ text: String) -> Bool {
        var count = 0
        var padding = 0
        for scalar in text.unicodeScalars {
            if scalar == " " || scalar == "\n" || scalar == "\r" || scalar == "\t" { continue }
            if scalar == "=" {
                padding += 1
            } else {
                let value = scalar.value
                let isAlphabet = (65...90).contains(value) || (97...122).contains(value)
                    || (48...57).contains(value) || scalar == "+" || scalar == "/"
                guard isAlphabet, padding == 0 else { return false }
            }
            count += 1
        }
        return count % 4 == 0 && padding <= 2
    }
}
