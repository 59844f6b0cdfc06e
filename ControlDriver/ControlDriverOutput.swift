#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import UIKit

/// Writes the driver's protocol: one JSON object a line, flushed before every step, so that a crash leaves
/// the step it happened in on record. Values are written as the tool's JSON writer writes them (keys in
/// UTF-8 order, the same number forms and escapes), so that an answer that agrees is the same text.
final class ControlDriverOutput {
    /// The exit status after a raised `CALayerInvalidGeometry`, which ends the process as it ends an app.
    static let raisedStatus: Int32 = 3

    private let descriptor: Int32
    private var pending: [UInt8] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func caseStarted(_ index: Int) { line("{\"case\":\(index)}") }
    func caseDone(_ index: Int) { line("{\"done\":\(index)}") }

    /// Announces step `index` and sends everything before it.
    func stepStarted(_ index: Int) {
        line("{\"step\":\(index)}")
        flush()
    }

    func answer(_ json: String, step: Int) { line("{\"step\":\(step),\"answer\":\(json)}") }

    func raised(_ message: String) {
        line("{\"raised\":\(Self.string(message))}")
        flush()
    }

    func flush() {
        var written = 0
        while written < pending.count {
            let count = pending.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { exit(4) }
            written += count
        }
        pending.removeAll(keepingCapacity: true)
    }

    private func line(_ text: String) {
        pending += text.utf8
        pending.append(UInt8(ascii: "\n"))
    }

    // MARK: - JSON values

    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A `Double` as the case files write it: integral without a fraction, non-finite as a string.
    static func number(_ value: CGFloat) -> String {
        let double = Double(value)
        guard double.isFinite else { return double.isNaN ? "\"nan\"" : double > 0 ? "\"inf\"" : "\"-inf\"" }
        if abs(double) < 0x1p53, Double(Int64(double)) == double { return String(Int64(double)) }
        return double.description
    }

    static func number(_ value: Float) -> String {
        guard value.isFinite else { return value.isNaN ? "\"nan\"" : value > 0 ? "\"inf\"" : "\"-inf\"" }
        if abs(value) < 0x1p24, Float(Int64(value)) == value { return String(Int64(value)) }
        return value.description
    }

    static func size(_ size: CGSize) -> String {
        "{\"height\":\(number(size.height)),\"width\":\(number(size.width))}"
    }

    static func rect(_ rect: CGRect) -> String {
        "{\"height\":\(number(rect.size.height)),\"width\":\(number(rect.size.width)),"
            + "\"x\":\(number(rect.origin.x)),\"y\":\(number(rect.origin.y))}"
    }
}
