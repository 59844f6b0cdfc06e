/// A value being encoded: empty until an encoder or container fills it. Nodes are objects so that
/// containers handed out by value still fill the one place in the document they belong to.
final class EncodingNode {
    private enum Content {
        case empty
        case scalar(JSON)
        case object
        case array
    }

    private var content = Content.empty
    private var members: [(key: String, node: EncodingNode)] = []
    /// Where each key's member is, once an object is large enough for a linear search to cost more.
    private var memberIndex: [String: Int]?
    private var elements: [EncodingNode] = []
    private static let indexedMemberCount = 16

    var isEmpty: Bool {
        if case .empty = content { return true }
        return false
    }

    /// The two kinds of container a node can become.
    enum ContainerKind {
        case object, array
    }

    /// Makes this node a container of `kind` (it may already be one); `false` when it holds something else.
    func become(_ kind: ContainerKind) -> Bool {
        switch (content, kind) {
        case (.empty, .object), (.object, .object): content = .object; return true
        case (.empty, .array), (.array, .array): content = .array; return true
        default: return false
        }
    }

    /// Stores a scalar in an empty node; `false` when the node already holds something.
    func store(_ json: JSON) -> Bool {
        guard isEmpty else { return false }
        content = .scalar(json)
        return true
    }

    /// A new empty node for member `key` of this object, replacing any earlier one of that key.
    func member(_ key: String) -> EncodingNode {
        let node = EncodingNode()
        if let index = position(of: key) {
            members[index].node = node
        } else {
            memberIndex?[key] = members.count
            members.append((key, node))
        }
        return node
    }

    private func position(of key: String) -> Int? {
        if memberIndex == nil && members.count >= Self.indexedMemberCount {
            memberIndex = Dictionary(members.indices.map { (members[$0].key, $0) }, uniquingKeysWith: { first, _ in first })
        }
        if let memberIndex { return memberIndex[key] }
        return members.firstIndex { $0.key == key }
    }

    /// A new empty node appended to this array.
    func appendElement() -> EncodingNode {
        let node = EncodingNode()
        elements.append(node)
        return node
    }

    var elementCount: Int { elements.count }

    /// The finished value; a node nothing was encoded into is an empty object, as Foundation writes it.
    func json() -> JSON {
        switch content {
        case .empty: .object([])
        case .scalar(let json): json
        case .object: .object(members.map { JSONMember($0.key, $0.node.json()) })
        case .array: .array(elements.map { $0.json() })
        }
    }
}
