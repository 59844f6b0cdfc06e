import JSONCoding

// The case-file schema writes non-finite numbers as the strings "nan", "inf" and "-inf".
extension JSON {
    /// A `Double`: integral without a fraction, else Swift's shortest round-trip text; non-finite as strings.
    public static func double(_ number: Double) -> JSON {
        finite(number) ?? .string(NonFiniteSpelling.name(of: number))
    }

    /// A `Float`, written with `Float`'s shortest round-trip text so that it reads back bit for bit.
    public static func float(_ number: Float) -> JSON {
        finite(number) ?? .string(NonFiniteSpelling.name(of: Double(number)))
    }
}

/// How non-finite numbers are spelled in the schema: `"nan"`, `"inf"`, `"-inf"` (read case-insensitively,
/// also `"+inf"`, `"infinity"`, `"+infinity"` and `"-infinity"`).
public enum NonFiniteSpelling {
    /// The canonical spelling of a non-finite value.
    public static func name(of number: Double) -> String {
        number.isNaN ? "nan" : number > 0 ? "inf" : "-inf"
    }

    /// The value a spelling stands for, or `nil` when it is not one.
    public static func value(of spelling: String) -> Double? {
        switch spelling.lowercased() {
        case "nan": .nan
        case "inf", "+inf", "infinity", "+infinity": .infinity
        case "-inf", "-infinity": -.infinity
        default: nil
        }
    }
}
