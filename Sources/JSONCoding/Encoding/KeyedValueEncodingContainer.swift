/// Encodes the members of an object; each member is encoded by its own `ValueEncoder`.
struct KeyedValueEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    let path: CodingPath
    let context: EncodingContext

    var codingPath: [any CodingKey] { path.keys }

    private func encoder(for key: some CodingKey) -> ValueEncoder {
        ValueEncoder(node: node.member(key.stringValue), path: path.appending(key), context: context)
    }

    func encodeNil(forKey key: Key) throws { try encoder(for: key).encodeNil() }
    func encode(_ value: Bool, forKey key: Key) throws { try encoder(for: key).encode(value) }
    func encode(_ value: String, forKey key: Key) throws { try encoder(for: key).encode(value) }
    func encode(_ value: Double, forKey key: Key) throws { try encoder(for: key).encode(value) }
    func encode(_ value: Float, forKey key: Key) throws { try encoder(for: key).encode(value) }
    func encode(_ value: Int, forKey key: Key) throws { try encoder(for: key).encode(value) }
    func encode(_ value: Int8, forKey key: Key) throws { try encoder(for: key).encode(value) }
    func encode(_ value: Int16, forKey key: Key) throws { try encoder(for: key).encode(value) }
    func encode(_ value: Int32, forKey key: Key) throws { try encoder(for: key).encode(value) }
    func encode(_ value: Int64, forKey key: Key) throws { try encoder(for: key).encode(value) }
    func encode(_ value: UInt, forKey key: Key) throws { try encoder(for: key).encode(value) }
    func encode(_ value: UInt8, forKey key: Key) throws { try encoder(for: key).encode(value) }
    func encode(_ value: UInt16, forKey key: Key) throws { try encoder(for: key).encode(value) }
    func encode(_ value: UInt32, forKey key: Key) throws { try encoder(for: key).encode(value) }
    func encode(_ value: UInt64, forKey key: Key) throws { try encoder(for: key).encode(value) }
    func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try encoder(for: key).encode(value) }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        encoder(for: key).container(keyedBy: keyType)
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder(for: key).unkeyedContainer()
    }

    func superEncoder() -> any Encoder { encoder(for: JSONMemberKey.superKey) }

    func superEncoder(forKey key: Key) -> any Encoder { encoder(for: key) }
}
