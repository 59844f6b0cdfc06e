/// Encodes the elements of an array; each element is encoded by its own `ValueEncoder`.
struct UnkeyedValueEncodingContainer: UnkeyedEncodingContainer {
    let node: EncodingNode
    let path: CodingPath
    let context: EncodingContext

    var codingPath: [any CodingKey] { path.keys }

    var count: Int { node.elementCount }

    private func encoder() -> ValueEncoder {
        let key = JSONIndexKey(node.elementCount)
        return ValueEncoder(node: node.appendElement(), path: path.appending(key), context: context)
    }

    func encodeNil() throws { try encoder().encodeNil() }
    func encode(_ value: Bool) throws { try encoder().encode(value) }
    func encode(_ value: String) throws { try encoder().encode(value) }
    func encode(_ value: Double) throws { try encoder().encode(value) }
    func encode(_ value: Float) throws { try encoder().encode(value) }
    func encode(_ value: Int) throws { try encoder().encode(value) }
    func encode(_ value: Int8) throws { try encoder().encode(value) }
    func encode(_ value: Int16) throws { try encoder().encode(value) }
    func encode(_ value: Int32) throws { try encoder().encode(value) }
    func encode(_ value: Int64) throws { try encoder().encode(value) }
    func encode(_ value: UInt) throws { try encoder().encode(value) }
    func encode(_ value: UInt8) throws { try encoder().encode(value) }
    func encode(_ value: UInt16) throws { try encoder().encode(value) }
    func encode(_ value: UInt32) throws { try encoder().encode(value) }
    func encode(_ value: UInt64) throws { try encoder().encode(value) }
    func encode<T: Encodable>(_ value: T) throws { try encoder().encode(value) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        encoder().container(keyedBy: keyType)
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { encoder().unkeyedContainer() }

    func superEncoder() -> any Encoder { encoder() }
}
