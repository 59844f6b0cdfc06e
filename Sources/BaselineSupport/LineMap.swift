/// Turns UTF-8 byte offsets into 1-based lines and columns; a column counts the Unicode scalars
/// before the offset on its line (the bytes that are not UTF-8 continuation bytes).
package struct LineMap: Sendable {
    /// What ends a line. `\r\n` is one break either way.
    package enum LineBreaks: Sendable {
        /// `\n`; a lone `\r` is an ordinary character, as libxml2 and most tools count lines.
        case lineFeed
        /// `\n`, `\r\n` and a lone `\r`, as the Swift compiler counts lines.
        case lineFeedOrLoneCarriageReturn
    }

    /// A 1-based line and column.
    package struct Position: Hashable, Sendable {
        package var line: Int
        package var column: Int

        package init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// The last position located, so that locating a later one only counts the bytes in between.
    package struct Cursor: Sendable {
        fileprivate var line = 0
        fileprivate var offset = 0
        fileprivate var column = 1

        package init() {}

        fileprivate init(line: Int, offset: Int) {
            self.line = line
            self.offset = offset
        }
    }

    private let bytes: [UInt8]
    /// Byte offset at which each line starts.
    private let lineStarts: [Int]
    /// Whether each line is all ASCII, so that its columns are byte offsets and need no counting.
    private let lineIsASCII: [Bool]

    package init(_ bytes: [UInt8], breaks: LineBreaks = .lineFeed) {
        var starts = [0]
        var ascii: [Bool] = []
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            while true {
                let end = Self.lineBreak(in: buffer, from: start, breaks: breaks)
                ascii.append(buffer.isASCII(start..<end))
                guard end < buffer.count else { break }
                var next = end + 1
                if buffer[end] == UInt8(ascii: "\r"), next < buffer.count, buffer[next] == UInt8(ascii: "\n") { next += 1 }
                starts.append(next)
                start = next
            }
        }
        self.bytes = bytes
        lineStarts = starts
        lineIsASCII = ascii
    }

    /// Where the line that starts at `start` ends: its first break, or the end of the bytes.
    private static func lineBreak(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, breaks: LineBreaks) -> Int {
        let lineFeed = buffer.firstIndex(of: UInt8(ascii: "\n"), in: start..<buffer.count) ?? buffer.count
        guard breaks == .lineFeedOrLoneCarriageReturn else { return lineFeed }
        return buffer.firstIndex(of: UInt8(ascii: "\r"), in: start..<lineFeed) ?? lineFeed
    }

    /// How many lines there are: one more than line breaks.
    package var lineCount: Int { lineStarts.count }

    /// The bytes of 1-based line `line`, its line break included; `nil` for a line that is not there.
    package func byteRange(ofLine line: Int) -> Range<Int>? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        return lineStarts[line - 1]..<(line < lineStarts.count ? lineStarts[line] : bytes.count)
    }

    /// Each line's bytes without its line break (nor a `\r` that ends the last line).
    package var lineContentRanges: [Range<Int>] {
        lineStarts.indices.map { index in
            let start = lineStarts[index]
            var end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
            if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            return start..<end
        }
    }

    /// The position of `offset`, found by binary search (for one-off lookups).
    package func location(of offset: Int) -> Position {
        var cursor = startOfLine(containing: offset)
        return location(of: offset, from: &cursor)
    }

    /// The position of `offset`, counting on from `cursor` when offsets only grow, as they do while
    /// lexing (so locating every token costs one pass over the input); earlier offsets start afresh.
    package func location(of offset: Int, from cursor: inout Cursor) -> Position {
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
            // Offsets past the end count one column per byte.
            cursor.column += max(0, target - max(cursor.offset, bytes.count))
        }
        cursor.offset = target
        return Position(line: cursor.line + 1, column: cursor.column)
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
        return Cursor(line: low, offset: lineStarts[low])
    }
}
