/// A file's content decoded as UTF-8, with the line table that turns offsets into locations.
public struct TextFile: Sendable {
    public let path: String
    public let text: String
    public let utf8: [UInt8]
    /// UTF-8 offset of the first byte of each line.
    private let lineStarts: [Int]

    /// Decodes `bytes`, or reports where the first invalid UTF-8 sequence is.
    public init(path: String, bytes: [UInt8]) throws(FileProblem) {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .notUTF8(at: Self.location(ofOffset: UTF8Validation.firstInvalidOffset(in: bytes) ?? bytes.count, in: bytes))
        }
        self.init(path: path, text: text)
    }

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        utf8 = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in utf8.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The 1-based location of a UTF-8 offset; columns count Unicode scalars.
    public func location(ofUTF8Offset offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let end = max(lineStarts[low], min(offset, utf8.count))
        let scalars = utf8[lineStarts[low]..<end].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return SourceLocation(line: low + 1, column: scalars + 1)
    }

    /// Each line's UTF-8 range, without its `\n` (or `\r\n`) terminator.
    public var lineRanges: [Range<Int>] {
        lineStarts.indices.map { index in
            let start = lineStarts[index]
            var end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : utf8.count
            if end > start && utf8[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            return start..<end
        }
    }

    /// The text of a UTF-8 range (ranges from this file fall on character boundaries).
    public func slice(_ range: Range<Int>) -> String {
        String(decoding: utf8[range], as: UTF8.self)
    }

    /// Line and scalar column of a byte offset, counting lines as `location(ofUTF8Offset:)` does.
    private static func location(ofOffset offset: Int, in bytes: [UInt8]) -> SourceLocation {
        let before = bytes[..<offset]
        let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        let column = bytes[lineStart..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return SourceLocation(line: before.count { $0 == UInt8(ascii: "\n") } + 1, column: column + 1)
    }
}
