/// Encodes one value into its node; it is also that value's single-value container.
struct ValueEncoder: Encoder, SingleValueEncodingContainer {
    let node: EncodingNode
    let path: CodingPath
    let context: EncodingContext

    var codingPath: [any CodingKey] { path.keys }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedValueEncodingContainer(node: claim(.object), path: path, context: context))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedValueEncodingContainer(node: claim(.array), path: path, context: context)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    /// The node, turned into a container; a detached node when the value already holds something else
    /// (the protocol lets no error be thrown here, so it is recorded and thrown when encoding ends).
    private func claim(_ kind: EncodingNode.ContainerKind) -> EncodingNode {
        if node.become(kind) { return node }
        context.record("a value was encoded twice, as different kinds of container", at: codingPath)
        let detached = EncodingNode()
        _ = detached.become(kind)
        return detached
    }

    // MARK: - Single value

    func encodeNil() throws { try store(.null) }
    func encode(_ value: Bool) throws { try store(.bool(value)) }
    func encode(_ value: String) throws { try store(.string(value)) }
    func encode(_ value: Double) throws { try store(finite(JSON.finite(value), value)) }
    func encode(_ value: Float) throws { try store(finite(JSON.finite(value), value)) }
    func encode(_ value: Int) throws { try store(integer(value)) }
    func encode(_ value: Int8) throws { try store(integer(value)) }
    func encode(_ value: Int16) throws { try store(integer(value)) }
    func encode(_ value: Int32) throws { try store(integer(value)) }
    func encode(_ value: Int64) throws { try store(integer(value)) }
    func encode(_ value: UInt) throws { try store(integer(value)) }
    func encode(_ value: UInt8) throws { try store(integer(value)) }
    func encode(_ value: UInt16) throws { try store(integer(value)) }
    func encode(_ value: UInt32) throws { try store(integer(value)) }
    func encode(_ value: UInt64) throws { try store(integer(value)) }
    func encode<T: Encodable>(_ value: T) throws { try value.encode(to: self) }

    private func store(_ json: JSON) throws {
        guard node.store(json) else {
            throw EncodingError.invalidValue(json, EncodingError.Context(
                codingPath: codingPath, debugDescription: "a value was encoded twice"))
        }
    }

    private func integer(_ value: some BinaryInteger) -> JSON { JSON(.number(String(value))) }

    private func finite(_ json: JSON?, _ value: some BinaryFloatingPoint) throws -> JSON {
        guard let json else {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: codingPath, debugDescription: "\(value) is not a finite number, which JSON cannot hold"))
        }
        return json
    }
}
