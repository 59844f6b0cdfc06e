#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@_spi(CheckBaseline) import UIKit

/// Reads the driver's input: one command a line, numbers as the hexadecimal bits of a `Double`
/// (16 digits) or `Float` (8 digits), so that NaN, infinities and every last bit arrive intact.
enum ControlDriverInput {
    /// The cases file at `path`, split into lines of space-separated words; none when it cannot be read.
    static func lines(of path: String) -> [[Substring]] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        return String(decoding: readAll(descriptor), as: UTF8.self).split(separator: "\n").map { $0.split(separator: " ") }
    }

    private static func readAll(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    static func double(_ word: Substring) -> CGFloat {
        CGFloat(Double(bitPattern: UInt64(word, radix: 16) ?? 0))
    }

    static func float(_ word: Substring) -> Float {
        Float(bitPattern: UInt32(word, radix: 16) ?? 0)
    }

    /// The content mode UIKit names `word` (`scaleAspectFit`), by its raw values 0 to 12 in UIKit's order.
    static func contentMode(_ word: Substring) -> UIView.ContentMode? {
        (0...12).lazy.compactMap { UIView.ContentMode(rawValue: $0) }.first { "\($0)" == word }
    }

    /// A percent-encoded word (after its leading `=`) as text.
    static func text(_ word: Substring) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(word.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
               let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
