import BaselineSupport

/// A file's content decoded as UTF-8, with the line table that turns offsets into locations.
public struct TextFile: Sendable {
    public let path: String
    public let text: String
    public let utf8: [UInt8]
    /// Lines end at `\n` only: a lone `\r` is part of its line.
    private let lineMap: LineMap

    /// Decodes `bytes`, or reports where the first invalid UTF-8 sequence is.
    public init(path: String, bytes: [UInt8]) throws(FileProblem) {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let offset = UTF8Validation.firstInvalidOffset(in: bytes) ?? bytes.count
            // Located as `location(ofUTF8Offset:)` locates, on the bytes as they are.
            throw .notUTF8(at: SourceLocation(LineMap(bytes).location(of: offset)))
        }
        self.init(path: path, text: text)
    }

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        utf8 = Array(text.utf8)
        lineMap = LineMap(utf8)
    }

    /// The 1-based location of a UTF-8 offset; columns count Unicode scalars. An offset past
    /// the end is located at the end.
    public func location(ofUTF8Offset offset: Int) -> SourceLocation {
        SourceLocation(lineMap.location(of: min(offset, utf8.count)))
    }

    /// Each line's UTF-8 range, without its `\n` (or `\r\n`) terminator.
    public var lineRanges: [Range<Int>] {
        lineMap.lineContentRanges
    }

    /// The text of a UTF-8 range (ranges from this file fall on character boundaries).
    public func slice(_ range: Range<Int>) -> String {
        String(decoding: utf8[range], as: UTF8.self)
    }
}
