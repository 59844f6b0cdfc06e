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

    /// The location of `offset`, searching forward from `line` (0-based) when offsets only grow, as
    /// they do while lexing; falls back to a binary search for earlier offsets.
    func location(of offset: Int, hint line: inout Int) -> SourceLocation {
        guard lineStarts.indices.contains(line), lineStarts[line] <= offset else {
            let location = self.location(of: offset)
            line = location.line - 1
            return location
        }
        while line + 1 < lineStarts.count && lineStarts[line + 1] <= offset {
            line += 1
        }
        return SourceLocation(line: line + 1, column: offset - lineStarts[line] + 1)
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
