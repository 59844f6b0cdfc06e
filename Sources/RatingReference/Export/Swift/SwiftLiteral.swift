/// Values written as Swift source for the exported XCTest file: every number in the shortest form that reads
/// back to the same value (Swift's own description), non-finite ones by name, so that the file is the model's
/// values bit for bit and the same every time.
enum SwiftLiteral {
    /// A geometry value; non-finite ones typed (`CGFloat.nan`), as `CGSize` and `CGRect` also take `Double`.
    static func number(_ value: Double) -> String {
        if value.isNaN { return "CGFloat.nan" }
        if value.isInfinite { return value < 0 ? "-CGFloat.infinity" : "CGFloat.infinity" }
        return integral(value) ?? "\(value)"
    }

    /// A rating.
    static func number(_ value: Float) -> String {
        if value.isNaN { return "Float.nan" }
        if value.isInfinite { return value < 0 ? "-Float.infinity" : "Float.infinity" }
        return integral(Double(value)).flatMap { Float($0) == value ? $0 : nil } ?? "\(value)"
    }

    /// `20` rather than `20.0`, for integral values small enough to be exact; `-0` is written `0`.
    private static func integral(_ value: Double) -> String? {
        guard abs(value) < 0x1p53, value == value.rounded(.towardZero) else { return nil }
        return "\(Int64(value))"
    }

    static func size(_ size: Size) -> String {
        "CGSize(width: \(number(size.width)), height: \(number(size.height)))"
    }

    static func rect(_ rect: Rect) -> String {
        "CGRect(x: \(number(rect.x)), y: \(number(rect.y)), width: \(number(rect.width)), height: \(number(rect.height)))"
    }

    static func point(_ point: Point) -> String {
        "CGPoint(x: \(number(point.x)), y: \(number(point.y)))"
    }

    static func points(_ points: [Point]) -> String {
        "[" + points.map(point).joined(separator: ", ") + "]"
    }

    /// A string literal: quotes, backslashes and every character outside printable ASCII escaped.
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case " "..."~": literal.unicodeScalars.append(scalar)
            default: literal += "\\u{" + String(scalar.value, radix: 16) + "}"
            }
        }
        return literal + "\""
    }

    static func strings(_ texts: [String]) -> String {
        "[" + texts.map(string).joined(separator: ", ") + "]"
    }
}
