/// A strict, bounded parser of OpenStep (old-style) property lists, the format of `project.pbxproj`.
///
/// It never recurses: open dictionaries and arrays live on an explicit stack whose height is
/// capped, so hostile nesting ends in a `ParseError` instead of a stack overflow.
public struct OpenStepParser {
    /// How deep dictionaries and arrays may nest by default; Xcode projects use about 6 levels.
    public static let defaultMaximumDepth = 256
    /// The largest file parsed by default, in bytes.
    public static let defaultMaximumSize = 64 << 20

    /// Parses one property list (with optional comments around it) from UTF-8 `bytes`.
    public static func parse(
        _ bytes: [UInt8],
        maximumDepth: Int = defaultMaximumDepth,
        maximumSize: Int = defaultMaximumSize
    ) throws(ParseError) -> OpenStepValue {
        var parser = OpenStepParser(
            cursor: try TextCursor(validating: bytes, maximumSize: maximumSize),
            maximumDepth: maximumDepth
        )
        return try parser.parseDocument()
    }

    /// A dictionary or array whose closing bracket has not been read yet.
    private struct OpenContainer {
        let isDictionary: Bool
        let location: SourceLocation
        var elements: [OpenStepValue] = []
        var dictionary = OpenStepDictionary()
        /// The key whose value is being parsed.
        var pendingKey: (text: String, location: SourceLocation)?
    }

    var cursor: TextCursor
    private let maximumDepth: Int
    private var stack: [OpenContainer] = []

    private init(cursor: TextCursor, maximumDepth: Int) {
        self.cursor = cursor
        self.maximumDepth = maximumDepth
    }

    private mutating func parseDocument() throws(ParseError) -> OpenStepValue {
        try skipTrivia()
        guard !cursor.isAtEnd else { throw ParseError("the file holds no property list", at: cursor.location) }
        var finished = try parseValueOrOpen()
        while true {
            guard let value = finished else {
                finished = try startElementOrClose()
                continue
            }
            guard !stack.isEmpty else { return try endDocument(with: value) }
            finished = try add(value)
        }
    }

    private mutating func endDocument(with value: OpenStepValue) throws(ParseError) -> OpenStepValue {
        try skipTrivia()
        guard cursor.isAtEnd else {
            throw ParseError(
                "unexpected \(foundDescription) after the end of the property list", at: cursor.location)
        }
        return value
    }

    /// Reads a scalar value, or opens a container and returns `nil` (its elements come next).
    private mutating func parseValueOrOpen() throws(ParseError) -> OpenStepValue? {
        let location = cursor.location
        switch cursor.peek() {
        case UInt8(ascii: "{"), UInt8(ascii: "("):
            guard stack.count < maximumDepth else {
                throw ParseError("nesting is deeper than \(maximumDepth) levels", at: location)
            }
            stack.append(OpenContainer(isDictionary: cursor.peek() == UInt8(ascii: "{"), location: location))
            cursor.advance()
            return nil
        case UInt8(ascii: "<"):
            return OpenStepValue(.data(try parseData()), at: location)
        case let byte? where Self.isQuote(byte) || Self.isUnquotedCharacter(byte):
            return OpenStepValue(.string(try parseString()), at: location)
        default:
            throw ParseError("expected a value, found \(cursor.currentDescription)", at: location)
        }
    }

    /// In an open container, either closes it (returning its value) or starts its next element.
    private mutating func startElementOrClose() throws(ParseError) -> OpenStepValue? {
        try skipTrivia()
        guard let top = stack.last else {
            throw ParseError("expected a value, found \(cursor.currentDescription)", at: cursor.location)
        }
        if cursor.isAtEnd {
            let kind = top.isDictionary ? "dictionary" : "array"
            throw ParseError("unterminated \(kind): the file ends before its closing bracket", at: top.location)
        }
        if top.isDictionary {
            if cursor.peek() == UInt8(ascii: "}") { return close() }
            let keyLocation = cursor.location
            guard let byte = cursor.peek(), Self.isQuote(byte) || Self.isUnquotedCharacter(byte) else {
                throw ParseError("expected a key, found \(cursor.currentDescription)", at: keyLocation)
            }
            let key = try parseString()
            if let first = top.dictionary.entry(key) {
                throw ParseError("duplicate key `\(key)` (first at \(first.keyLocation))", at: keyLocation)
            }
            try skipTrivia()
            try expect("=", after: "the key `\(key)`")
            try skipTrivia()
            stack[stack.count - 1].pendingKey = (key, keyLocation)
        } else if cursor.peek() == UInt8(ascii: ")") {
            return close()
        }
        return try parseValueOrOpen()
    }

    /// Stores a finished value in the innermost container and reads the separator after it.
    private mutating func add(_ value: OpenStepValue) throws(ParseError) -> OpenStepValue? {
        let index = stack.count - 1
        if stack[index].isDictionary {
            guard let key = stack[index].pendingKey else { return nil }
            _ = stack[index].dictionary.insert(.init(key: key.text, keyLocation: key.location, value: value))
            stack[index].pendingKey = nil
            try skipTrivia()
            try expect(";", after: "the value of `\(key.text)`")
        } else {
            stack[index].elements.append(value)
            try skipTrivia()
            if cursor.peek() == UInt8(ascii: ")") { return close() }
            try expect(",", after: "an array element")
        }
        return try startElementOrClose()
    }

    /// Consumes the closing bracket under the cursor and pops the innermost container.
    private mutating func close() -> OpenStepValue? {
        cursor.advance()
        guard let container = stack.popLast() else { return nil }
        let content: OpenStepValue.Content =
            container.isDictionary ? .dictionary(container.dictionary) : .array(container.elements)
        return OpenStepValue(content, at: container.location)
    }

    /// What the cursor is on, naming a whole unquoted word (up to 40 bytes) rather than its first letter.
    private var foundDescription: String {
        guard let byte = cursor.peek(), Self.isUnquotedCharacter(byte) else { return cursor.currentDescription }
        let end = min(cursor.firstOffset { !Self.isUnquotedCharacter($0) }, cursor.offset + 40)
        return "`" + cursor.text(cursor.offset..<end) + "`"
    }

    private mutating func expect(_ separator: Unicode.Scalar, after what: @autoclosure () -> String) throws(ParseError) {
        guard cursor.peek() == UInt8(ascii: separator) else {
            throw ParseError(
                "expected `\(separator)` after \(what()), found \(foundDescription)", at: cursor.location)
        }
        cursor.advance()
    }
}
