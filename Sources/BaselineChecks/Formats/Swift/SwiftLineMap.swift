/// Converts UTF-8 byte offsets into 1-based lines and columns; a column counts the Unicode scalars
/// before the offset on its line (the bytes that are not UTF-8 continuation bytes).
struct SwiftLineMap: Sendable {
    private let bytes: [UInt8]
    /// Byte offset at which each line starts; `\n`, `\r\n` and a lone `\r` end a line.
    private let lineStarts: [Int]
    /// Whether each line is all ASCII, so that its columns are byte offsets and need no counting.
    private let lineIsASCII: [Bool]

    /// The last position located, so that locating a later one only counts the bytes in between.
    struct Cursor: Sendable {
        fileprivate var line = 0
        fileprivate var offset = 0
        fileprivate var column = 1
    }

    init(_ bytes: [UInt8]) {
        var starts = [0]
        var ascii: [Bool] = []
        var isASCII = true
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte >= 0x80 { isASCII = false }
            if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") {
                index += 1
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                starts.append(index)
                ascii.append(isASCII)
                isASCII = true
            }
        }
        ascii.append(isASCII)
        self.bytes = bytes
        lineStarts = starts
        lineIsASCII = ascii
    }

    /// The location of `offset`, counting on from `cursor` when offsets only grow, as they do while
    /// lexing (so locating every token costs one pass over the input); earlier offsets start afresh.
    func location(of offset: Int, from cursor: inout Cursor) -> SourceLocation {
        if offset < cursor.offset {
            cursor = startOfLine(containing: offset)
        }
        while cursor.line + 1 < lineStarts.count && lineStarts[cursor.line + 1] <= offset {
            cursor.line += 1
            cursor.offset = lineStarts[cursor.line]
            cursor.column = 1
        }
        // Only a negative offset lies before the start of its line; it counts as the start.
        let target = max(offset, cursor.offset)
        if lineIsASCII[cursor.line] {
            cursor.column = target - lineStarts[cursor.line] + 1
        } else {
            let end = min(target, bytes.count)
            if cursor.offset < end {
                for byte in bytes[cursor.offset..<end] where byte & 0xC0 != 0x80 {
                    cursor.column += 1
                }
            }
            // Offsets past the end, should any be asked for, count one column per byte.
            cursor.column += max(0, target - max(cursor.offset, bytes.count))
        }
        cursor.offset = target
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
