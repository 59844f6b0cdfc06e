import BaselineSupport

/// libxml2 records an element's line but not its column: the column is found by
/// looking for `<name` on that line of the original bytes. Elements are located in
/// document order, so one cursor moves forward through the file and the whole
/// document is scanned once, however many elements share a line.
final class ElementLocator {
    private let bytes: [UInt8]
    /// Lines as libxml2 numbers them: a lone `\r` does not end one.
    private let lineMap: LineMap
    /// Where the next search starts.
    private var cursor = 0
    /// The line map's cursor, so that columns are counted on from the last element found.
    private var columnCursor = LineMap.Cursor()

    init(bytes: [UInt8]) {
        self.bytes = bytes
        lineMap = LineMap(bytes)
    }

    func location(ofElementNamed name: String, line: Int) -> SourceLocation {
        guard let lineBytes = lineMap.byteRange(ofLine: line) else {
            return SourceLocation(line: max(1, line), column: 1)
        }
        cursor = max(cursor, lineBytes.lowerBound)
        let needle = [UInt8(ascii: "<")] + Array(name.utf8)
        while cursor + needle.count <= lineBytes.upperBound {
            if bytes[cursor] == needle[0], bytes[cursor..<cursor + needle.count].elementsEqual(needle),
               isNameEnd(at: cursor + needle.count) {
                let column = lineMap.location(of: cursor, from: &columnCursor).column
                cursor += needle.count
                return SourceLocation(line: line, column: column)
            }
            cursor += 1
        }
        // Not on its line (libxml2's line disagrees): give the line, and search on from the next one.
        cursor = lineBytes.upperBound
        return SourceLocation(line: line, column: 1)
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
