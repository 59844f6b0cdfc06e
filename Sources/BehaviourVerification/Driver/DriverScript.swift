import BaselineChecks
import RatingReference

/// Writes cases as the control driver reads them (`ControlDriver/ControlDriverInput.swift`): one command a
/// line, numbers as the hexadecimal bits of a `Double` or `Float`, so that nothing is lost on the way.
enum DriverScript {
    /// The input for `cases`, numbered from `firstIndex`.
    static func text(for cases: [OracleCase], firstIndex: Int = 0) -> String {
        var lines: [String] = []
        for (offset, oracleCase) in cases.enumerated() {
            lines.append("case \(firstIndex + offset)")
            lines += oracleCase.steps.map(line(for:))
            lines.append("end")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func line(for step: Step) -> String {
        switch step {
        case .set(let assignment): "set \(assignment.property) \(value(of: assignment))"
        case .layout: "layout"
        case .touchesBegan(let touches): "touchesBegan " + points(touches)
        case .touchesMoved(let touches): "touchesMoved " + points(touches)
        case .touchesEnded(let touches): "touchesEnded " + points(touches)
        case .accessibilityIncrement: "accessibilityIncrement"
        case .accessibilityDecrement: "accessibilityDecrement"
        case .sizeForImage(let image, let container, _): "sizeForImage \(size(image)) \(size(container))"
        case .observe: "observe"
        }
    }

    private static func value(of assignment: Assignment) -> String {
        switch assignment {
        case .emptyImage(let image), .fullImage(let image): image.map(size) ?? "-"
        case .minRating(let value), .maxRating(let value): String(value)
        case .minImageSize(let value): size(value)
        case .rating(let rating): hex(rating.bitPattern, digits: 8)
        case .editable(let flag), .halfRatings(let flag), .floatRatings(let flag), .shouldBounce(let flag),
             .delegate(let flag):
            flag ? "1" : "0"
        case .bounds(let rect): [rect.x, rect.y, rect.width, rect.height].map(number).joined(separator: " ")
        case .transform(let transform): "\(number(transform.scaleX)) \(number(transform.scaleY))"
        case .accessibilityLabel(let label): percentEncoded(label)
        }
    }

    private static func points(_ points: [Point]) -> String {
        ([String(points.count)] + points.flatMap { [number($0.x), number($0.y)] }).joined(separator: " ")
    }

    private static func size(_ size: Size) -> String { "\(number(size.width)) \(number(size.height))" }

    private static func number(_ value: Double) -> String { hex(value.bitPattern, digits: 16) }

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
