import BaselineSupport

/// Walks the bytes of a UTF-8 text, keeping the 1-based line and column of the current byte.
/// Columns count Unicode scalars, so a multi-byte character moves the column by one.
/// Lines end at `\n`, as in `LineMap`'s default; the count is kept while parsing rather than
/// looked up in a `LineMap`, which would cost a pass of its own and count a skipped byte order mark.
struct TextCursor {
    let bytes: [UInt8]
    private(set) var offset: Int
    private(set) var line = 1
    private(set) var column = 1

    /// Checks that `bytes` is UTF-8 and no larger than `maximumSize`, so that every parser
    /// reports bad text at its exact position before it looks at any token.
    init(validating bytes: [UInt8], maximumSize: Int) throws(ParseError) {
        guard bytes.count <= maximumSize else {
            throw ParseError("file is \(bytes.count) bytes; the limit is \(maximumSize)", at: nil)
        }
        self.bytes = bytes
        self.offset = 0
        if let invalid = UTF8Validation.firstInvalidOffset(in: bytes) {
            while offset < invalid { advance() }
            throw ParseError("invalid UTF-8 byte 0x\(String(bytes[invalid], radix: 16))", at: location)
        }
    }

    /// Skips a leading byte order mark, which editors do not count as a column.
    mutating func skipByteOrderMark() {
        if offset == 0 && starts(with: "\u{FEFF}") { offset = 3 }
    }

    var isAtEnd: Bool { offset >= bytes.count }

    var location: SourceLocation { SourceLocation(line: line, column: column) }

    /// The byte `ahead` positions after the current one, or `nil` past the end.
    func peek(_ ahead: Int = 0) -> UInt8? {
        let index = offset + ahead
        return index < bytes.count ? bytes[index] : nil
    }

    /// Whether the bytes at the current position spell `ascii`.
    func starts(with ascii: String) -> Bool {
        var index = offset
        for byte in ascii.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    mutating func advance() {
        guard offset < bytes.count else { return }
        let byte = bytes[offset]
        offset += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if offset >= bytes.count || bytes[offset] & 0xC0 != 0x80 {
            column += 1
        }
    }

    mutating func advance(by count: Int) {
        advance(to: min(offset + count, bytes.count))
    }

    /// Moves forward to `target` in one pass, for long runs such as string contents.
    mutating func advance(to target: Int) {
        guard target > offset else { return }
        bytes.withUnsafeBufferPointer { buffer in
            for index in offset..<target {
                let byte = buffer[index]
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
        }
        // Counting lead bytes counts characters, as `advance()` does, because callers stop on ASCII.
        offset = target
    }

    /// The offset of the first byte at or after the cursor for which `stop` holds, or the end.
    func firstOffset(where stop: (UInt8) -> Bool) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var index = offset
            while index < buffer.count, !stop(buffer[index]) { index += 1 }
            return index
        }
    }

    /// The current character as a diagnostic shows it: quoted, or "end of file" / "end of line".
    var currentDescription: String {
        guard let byte = peek() else { return "end of file" }
        if byte == UInt8(ascii: "\n") { return "end of line" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "`" + text(offset..<end) + "`"
    }

    /// The text of `range`, which the initializer has already proven to be UTF-8.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The value of an ASCII hex digit, or `nil`.
    static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
