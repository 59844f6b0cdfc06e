/// Decodes the members of an object; each member is decoded by its own `ValueDecoder`.
struct KeyedValueDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [JSONMember]
    let path: CodingPath
    /// Where each key's member is, in objects large enough for a linear search to cost more; the first
    /// one wins for a key given twice (possible in values built in memory), as in the linear search.
    private let positions: [String: Int]?

    init(members: [JSONMember], path: CodingPath) {
        self.members = members
        self.path = path
        positions = members.count < 16 ? nil
            : Dictionary(members.indices.map { (members[$0].key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private func position(of key: some CodingKey) -> Int? {
        let name = key.stringValue
        if let positions { return positions[name] }
        return members.firstIndex { $0.key == name }
    }

    var codingPath: [any CodingKey] { path.keys }

    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { position(of: key) != nil }

    private func decoder(for key: some CodingKey) throws -> ValueDecoder {
        guard let position = position(of: key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: codingPath, debugDescription: "missing key \"\(key.stringValue)\""))
        }
        return ValueDecoder(json: members[position].value, path: path.appending(key))
    }

    func decodeNil(forKey key: Key) throws -> Bool { try decoder(for: key).decodeNil() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder(for: key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder(for: key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder(for: key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder(for: key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(for: key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder(for: key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder(for: key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder(for: key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder(for: key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder(for: key).decode(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder(for: key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { superDecoder(for: JSONMemberKey.superKey) }

    func superDecoder(forKey key: Key) throws -> any Decoder { superDecoder(for: key) }

    /// The member's decoder; an absent member reads as `null`, as Foundation's decoder has it.
    private func superDecoder(for key: some CodingKey) -> ValueDecoder {
        let json = position(of: key).map { members[$0].value } ?? .null
        return ValueDecoder(json: json, path: path.appending(key))
    }
}
