import BaselineSupport

/// Pretty JSON written as it is produced, straight into one UTF-8 buffer: laid out exactly as `JSONWriter`
/// writes a `JSON` value in the pretty style, without building the value first (for a long report, the
/// value and its measuring cost more than the checks). The caller writes each object's members in the
/// order `JSONWriter` sorts keys: by their UTF-8 bytes.
///
/// A container is written indented, one element a line; when it ends, if its spaced one-line form fits
/// in the line width, it is folded onto one line in place. Its elements were folded first, so a container
/// with any element left on several lines cannot fit and is not measured.
public struct JSONStream {
    public private(set) var bytes: [UInt8] = []
    private var open: [Container] = []

    private struct Container {
        /// The offset of its opening bracket.
        var start: Int
        var isArray: Bool
        var count = 0
        var hasMultilineElement = false
        /// The line breaks and indentation written before its elements, which folding removes.
        var layoutBytes = 0
    }

    /// Indentation is copied from here: appending spaces one by one cost more than the text they indent.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    public init() {}

    // MARK: Values

    public mutating func string(_ text: String) {
        startValue()
        JSONWriter.writeString(text, to: &bytes)
    }

    public mutating func int(_ number: Int) {
        startValue()
        bytes.appendDecimal(number)
    }

    public mutating func bool(_ flag: Bool) {
        startValue()
        bytes += (flag ? "true" : "false").utf8
    }

    /// An object whose members `members` writes, each with `key` then its value.
    public mutating func object(_ members: (inout JSONStream) -> Void) {
        begin(UInt8(ascii: "{"), isArray: false)
        members(&self)
        end(UInt8(ascii: "}"))
    }

    public mutating func array(_ elements: (inout JSONStream) -> Void) {
        begin(UInt8(ascii: "["), isArray: true)
        elements(&self)
        end(UInt8(ascii: "]"))
    }

    /// The key of the next member of the innermost object.
    public mutating func key(_ key: String) {
        startElement()
        JSONWriter.writeString(key, to: &bytes)
        bytes += ": ".utf8
    }

    // MARK: Members in one call

    public mutating func member(_ key: String, _ text: String) {
        self.key(key)
        string(text)
    }

    public mutating func member(_ key: String, _ number: Int) {
        self.key(key)
        int(number)
    }

    public mutating func member(_ key: String, _ flag: Bool) {
        self.key(key)
        bool(flag)
    }

    public mutating func member(_ key: String, object members: (inout JSONStream) -> Void) {
        self.key(key)
        object(members)
    }

    public mutating func member(_ key: String, array elements: (inout JSONStream) -> Void) {
        self.key(key)
        array(elements)
    }

    /// The text written, without a final newline.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: Layout

    /// An array's element starts its own line; an object's member started with its key.
    private mutating func startValue() {
        if open.last?.isArray == true { startElement() }
    }

    private mutating func startElement() {
        guard !open.isEmpty else { return }
        if open[open.count - 1].count > 0 { bytes.append(UInt8(ascii: ",")) }
        open[open.count - 1].count += 1
        open[open.count - 1].layoutBytes += 1 + 2 * open.count
        newLine(indent: 2 * open.count)
    }

    private mutating func newLine(indent: Int) {
        bytes.append(UInt8(ascii: "\n"))
        var left = indent
        while left > 0 {
            bytes += Self.spaces.prefix(left)
            left -= Self.spaces.count
        }
    }

    private mutating func begin(_ bracket: UInt8, isArray: Bool) {
        startValue()
        open.append(Container(start: bytes.count, isArray: isArray))
        bytes.append(bracket)
    }

    /// Folds the container onto one line when it fits in the width left at its indentation (as `JSONWriter`
    /// decides), else closes it on a line of its own.
    private mutating func end(_ bracket: UInt8) {
        let container = open.removeLast()
        let budget = JSONWriter.lineWidth - 2 * open.count
        if container.count == 0 || !container.hasMultilineElement && fits(container, within: budget - 1) {
            fold(from: container.start)
            bytes.append(bracket)
            return
        }
        newLine(indent: 2 * open.count)
        bytes.append(bracket)
        if !open.isEmpty { open[open.count - 1].hasMultilineElement = true }
    }

    /// Whether the container's text, folded (each line break and its indentation dropped, a space after each
    /// `,`), is at most `budget` Unicode scalars wide. Its folded length in bytes is known; when that exceeds
    /// the budget, only its multi-byte scalars can bring it within, so their continuation bytes are counted.
    private func fits(_ container: Container, within budget: Int) -> Bool {
        let foldedBytes = bytes.count - container.start - container.layoutBytes + container.count - 1
        var excess = foldedBytes - budget
        guard excess > 0 else { return true }
        for byte in bytes[container.start...] where byte & 0xC0 == 0x80 {
            excess -= 1
            if excess == 0 { return true }
        }
        return false
    }

    /// The text from `start` on one line, moved left in place. Strings hold no raw line break (JSON escapes
    /// them), so every line break is the layout's.
    private mutating func fold(from start: Int) {
        // Through a raw buffer: with every access checked, folding cost as much as writing the text.
        let end = bytes.withUnsafeMutableBufferPointer { buffer in
            var write = start
            var read = start
            while read < buffer.count {
                let byte = buffer[read]
                read += 1
                if byte == UInt8(ascii: "\n") {
                    while read < buffer.count && buffer[read] == UInt8(ascii: " ") { read += 1 }
                    if buffer[write - 1] == UInt8(ascii: ",") {
                        buffer[write] = UInt8(ascii: " ")
                        write += 1
                    }
                } else {
                    buffer[write] = byte
                    write += 1
                }
            }
            return write
        }
        bytes.removeLast(bytes.count - end)
    }
}
