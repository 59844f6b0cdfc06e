/// Converts UTF-8 byte offsets into 1-based lines and columns; a column counts the Unicode scalars
/// before the offset on its line (the bytes that are not UTF-8 continuation bytes).
struct SwiftLineMap: Sendable {
    private let bytes: [UInt8]
    /// Byte offset at which each line starts; `\n`, `\r\n` and a lone `\r` end a line.
    private let lineStarts: [Int]

    /// The last position located, so that locating a later one only counts the bytes in between.
    struct Cursor: Sendable {
        fileprivate var line = 0
        fileprivate var offset = 0
        fileprivate var column = 1
    }

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
        self.bytes = bytes
        lineStarts = starts
    }

    /// The location of `offset`, counting on from `cursor` when offsets only grow, as they do while
    /// lexing (so locating every token costs one pass over the input); earlier offsets start afresh.
    func location(of offset: Int, from cursor: inout Cursor) -> SourceLocation {
        if offset < cursor.offset || !lineStarts.indices.contains(cursor.line) {
            cursor = startOfLine(containing: offset)
        }
        while cursor.line + 1 < lineStarts.count && lineStarts[cursor.line + 1] <= offset {
            cursor.line += 1
            cursor.offset = lineStarts[cursor.line]
            cursor.column = 1
        }
        var index = cursor.offset
        while index < offset {
            if !bytes.indices.contains(index) || bytes[index] & 0xC0 != 0x80 { cursor.column += 1 }
            index += 1
        }
        cursor.offset = offset
        return SourceLocation(line: cursor.line + 1, column: cursor.column)
    }

    /// The location of `offset`, found by binary search (for error messages and other one-off lookups).
    func location(of offset: Int) -> SourceLocation {
        var cursor = startOfLine(containing: offset)
        return location(of: offset, from: &cursor)
    }

    private func startOfLine(containing offset: Int) -> Cursor {
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
        return Cursor(line: low, offset: lineStarts[low], column: 1)
    }
}
