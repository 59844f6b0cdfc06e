/// libxml2 records an element's line but not its column: the column is found by
/// looking for `<name` on that line of the original bytes. Elements are located in
/// document order, so one cursor moves forward through the file and the whole
/// document is scanned once, however many elements share a line.
final class ElementLocator {
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// Where the next search starts, and the 1-based column (in Unicode scalars) there.
    private var cursor = 0
    private var cursorColumn = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    func location(ofElementNamed name: String, line: Int) -> SourceLocation {
        guard line >= 1, line <= lineStarts.count else {
            return SourceLocation(line: max(1, line), column: 1)
        }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
        if cursor < start {
            cursor = start
            cursorColumn = 1
        }
        let needle = [UInt8(ascii: "<")] + Array(name.utf8)
        while cursor + needle.count <= end {
            if bytes[cursor] == needle[0], bytes[cursor..<cursor + needle.count].elementsEqual(needle),
               isNameEnd(at: cursor + needle.count) {
                let location = SourceLocation(line: line, column: cursorColumn)
                advance(by: needle.count)
                return location
            }
            advance(by: 1)
        }
        // Not on its line (libxml2's line disagrees): give the line, and search on from the next one.
        cursor = end
        cursorColumn = 1
        return SourceLocation(line: line, column: 1)
    }

    private func advance(by count: Int) {
        for offset in cursor..<cursor + count where bytes[offset] & 0xC0 != 0x80 {
            cursorColumn += 1
        }
        cursor += count
    }

    /// A name ends at whitespace, `>`, `/` or the end of the file.
    private func isNameEnd(at offset: Int) -> Bool {
        guard offset < bytes.count else { return true }
        switch bytes[offset] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: ">"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }
}
