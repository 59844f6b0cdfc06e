/// Converts UTF-8 byte offsets into 1-based line and column (column counted in UTF-8 bytes).
struct SwiftLineMap: Sendable {
    /// Byte offset at which each line starts; `\n`, `\r\n` and a lone `\r` end a line.
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") {
                index += 1
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                starts.append(index)
            }
        }
        lineStarts = starts
    }

    func location(of offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return SourceLocation(line: low + 1, column: offset - lineStarts[low] + 1)
    }
}
