import RatingReference

/// A step's fields as the driver's words: keys are implied by the order, expectations are left out (they
/// stay with the tool, which judges the answers).
struct DriverScriptWriter: StepFieldWriter {
    var words: [String]

    mutating func name(_ key: String, _ value: String) { words.append(value) }
    mutating func flag(_ key: String, _ value: Bool) { words.append(value ? "1" : "0") }
    mutating func integer(_ key: String, _ value: Int) { words.append(String(value)) }
    mutating func rating(_ key: String, _ value: Float) { words.append(Self.hex(value.bitPattern, digits: 8)) }
    mutating func size(_ key: String, _ value: Size) { words += [Self.number(value.width), Self.number(value.height)] }
    mutating func image(_ key: String, _ value: Size?) {
        if let value { size(key, value) } else { words.append("-") }
    }
    mutating func rect(_ key: String, _ value: Rect) {
        words += [value.x, value.y, value.width, value.height].map(Self.number)
    }
    mutating func transform(_ key: String, _ value: Transform) {
        words += [Self.number(value.scaleX), Self.number(value.scaleY)]
    }
    mutating func text(_ key: String, _ value: String) { words.append(Self.percentEncoded(value)) }
    /// A text as `text` writes it (starting with `=`), or `-` for none.
    mutating func optionalText(_ key: String, _ value: String?) {
        if let value { text(key, value) } else { words.append("-") }
    }
    /// `count x y x y …`.
    mutating func points(_ key: String, _ value: [Point]) {
        words.append(String(value.count))
        words += value.flatMap { [Self.number($0.x), Self.number($0.y)] }
    }
    mutating func expectedSize(_ key: String, _ value: Size?) {}
    mutating func expectedObservation(_ key: String, _ value: Observation) {}

    static func number(_ value: Double) -> String { hex(value.bitPattern, digits: 16) }

    private static func hex<Bits: BinaryInteger>(_ bits: Bits, digits: Int) -> String {
        let text = String(bits, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// `=`, then every byte but ASCII letters and digits as `%XX`, so that a label (even an empty one) is
    /// always exactly one word.
    private static func percentEncoded(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            let isPlain = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            encoded += isPlain ? String(UnicodeScalar(byte)) : "%" + hex(byte, digits: 2).uppercased()
        }
        return "=" + encoded
    }
}
