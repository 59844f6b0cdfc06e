/// Decodes one JSON value; it is also that value's single-value container.
struct ValueDecoder: Decoder, SingleValueDecodingContainer {
    let json: JSON
    let path: CodingPath

    var codingPath: [any CodingKey] { path.keys }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = json.value else {
            throw mismatch(KeyedDecodingContainer<Key>.self, expected: "an object")
        }
        return KeyedDecodingContainer(KeyedValueDecodingContainer(members: members, path: path))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = json.value else {
            throw mismatch((any UnkeyedDecodingContainer).self, expected: "an array")
        }
        return UnkeyedValueDecodingContainer(elements: elements, path: path)
    }

    func singleValueContainer() -> any SingleValueDecodingContainer { self }

    // MARK: - Single value

    func decodeNil() -> Bool {
        if case .null = json.value { return true }
        return false
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let flag) = json.value else { throw mismatch(type, expected: "true or false") }
        return flag
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let text) = json.value else { throw mismatch(type, expected: "a string") }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double { try floatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { try floatingPoint(type) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

    /// An integer written without fraction or exponent, within the type's range.
    private func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        guard case .number(let text) = json.value else { throw mismatch(type, expected: "an integer") }
        if let number = Integer(text, radix: 10) { return number }
        let isIntegerText = !text.isEmpty && text.utf8.allSatisfy { $0 == UInt8(ascii: "-") || (0x30...0x39).contains($0) }
        guard isIntegerText else { throw mismatch(type, expected: "an integer") }
        throw DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: codingPath, debugDescription: "integer \(text) does not fit in \(type)"))
    }

    /// A number, rounded to the nearest value of the type; one beyond its range is an error.
    private func floatingPoint<Number: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: Number.Type
    ) throws -> Number {
        guard case .number(let text) = json.value else { throw mismatch(type, expected: "a number") }
        guard let number = Number(text), number.isFinite else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath, debugDescription: "number \(text) does not fit in \(type)"))
        }
        return number
    }

    /// The error for a value of the wrong JSON type: `valueNotFound` for `null`, else `typeMismatch`.
    func mismatch(_ type: Any.Type, expected: String) -> DecodingError {
        let context = DecodingError.Context(codingPath: codingPath, debugDescription: "expected \(expected), found \(found)")
        if case .null = json.value { return .valueNotFound(type, context) }
        return .typeMismatch(type, context)
    }

    /// What the value is, for error messages.
    private var found: String {
        switch json.value {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .number(let text): "the number \(text.count > 40 ? String(text.prefix(40)) + "…" : text)"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
