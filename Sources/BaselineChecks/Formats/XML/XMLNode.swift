/// An XML element as the parsers of storyboards, SVGs and property lists see it.
public struct XMLElement: Sendable {
    /// The local name, without prefix.
    public var name: String
    public var namespaceURI: String?
    public var attributes: [XMLAttribute]
    public var children: [XMLNode]
    public var location: SourceLocation

    /// The child elements, in order.
    public var elements: [XMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}

public struct XMLAttribute: Sendable, Hashable {
    public var name: String
    public var value: String
}

/// The node kinds the checks distinguish. Entity references stay references:
/// entities are never expanded.
public enum XMLNode: Sendable {
    case element(XMLElement)
    case text(String, SourceLocation)
    case entityReference(String, SourceLocation)
    case other
}
