/// libxml2 records an element's line but not its column: find the column by looking
/// for `<name` on that line of the original bytes (column 1 when it is not there).
struct ElementLocator {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

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
        let needle = [UInt8(ascii: "<")] + Array(name.utf8)
        var offset = start
        while offset + needle.count <= end {
            if bytes[offset..<offset + needle.count].elementsEqual(needle) {
                let column = bytes[start..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
                return SourceLocation(line: line, column: column + 1)
            }
            offset += 1
        }
        return SourceLocation(line: line, column: 1)
    }
}
