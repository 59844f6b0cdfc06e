/// A file's content decoded as UTF-8, with the line table that turns offsets into locations.
public struct TextFile: Sendable {
    public let path: String
    public let text: String
    /// UTF-8 offset of the first byte of each line.
    private let lineStarts: [Int]

    /// Decodes `bytes`, or reports where the first invalid UTF-8 sequence is.
    public init(path: String, bytes: [UInt8]) throws(FileProblem) {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .notUTF8(at: Self.firstInvalidSequence(in: bytes))
        }
        self.init(path: path, text: text)
    }

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        var starts = [0]
        for (offset, byte) in text.utf8.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    public var lineCount: Int { lineStarts.count }

    /// The 1-based location of a UTF-8 offset; columns count Unicode scalars.
    public func location(ofUTF8Offset offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let utf8 = text.utf8
        let lineStart = utf8.index(utf8.startIndex, offsetBy: lineStarts[low])
        let target = utf8.index(utf8.startIndex, offsetBy: min(offset, utf8.count))
        let scalars = utf8[lineStart..<target].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return SourceLocation(line: low + 1, column: scalars + 1)
    }

    /// The lines of the file without their terminators, in order.
    public var lines: [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.last == "\r" ? $0.dropLast() : $0
        }
    }

    private static func firstInvalidSequence(in bytes: [UInt8]) -> SourceLocation {
        var line = 1
        var column = 1
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
            if scalar.count == 1 && scalar.first == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SourceLocation(line: line, column: column)
    }
}
