/// Where UTF-8 text stops being well-formed, for parsers that report it at a position.
package enum UTF8Validation {
    /// The offset of the first byte that does not start a well-formed UTF-8 sequence
    /// (no overlong forms, no surrogates, nothing above U+10FFFF), or `nil`.
    package static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
