/// Decodes the elements of an array in order; each element is decoded by its own `ValueDecoder`.
struct UnkeyedValueDecodingContainer: UnkeyedDecodingContainer {
    let elements: [JSON]
    let path: CodingPath
    private(set) var currentIndex = 0

    init(elements: [JSON], path: CodingPath) {
        self.elements = elements
        self.path = path
    }

    var codingPath: [any CodingKey] { path.keys }

    var count: Int? { elements.count }

    var isAtEnd: Bool { currentIndex >= elements.count }

    /// Decodes the current element with `body`, moving past it only when that succeeds.
    private mutating func decodeNext<T>(_ type: T.Type, _ body: (ValueDecoder) throws -> T) throws -> T {
        let elementPath = path.appending(JSONIndexKey(currentIndex))
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, DecodingError.Context(
                codingPath: elementPath.keys, debugDescription: "expected another element, found the end of the array"))
        }
        let value = try body(ValueDecoder(json: elements[currentIndex], path: elementPath))
        currentIndex += 1
        return value
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = elements[currentIndex].value else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try decodeNext(type) { try $0.decode(type) } }
    mutating func decode(_ type: String.Type) throws -> String { try decodeNext(type) { try $0.decode(type) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try decodeNext(type) { try $0.decode(type) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try decodeNext(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try decodeNext(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decodeNext(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decodeNext(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decodeNext(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decodeNext(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decodeNext(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeNext(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeNext(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeNext(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeNext(type) { try $0.decode(type) } }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeNext(type) { try $0.decode(type) } }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decodeNext(KeyedDecodingContainer<NestedKey>.self) { try $0.container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try decodeNext((any UnkeyedDecodingContainer).self) { try $0.unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder {
        try decodeNext((any Decoder).self) { $0 }
    }
}
