import BaselineSupport
import CLibXML2

/// A well-formed XML document, parsed by libxml2 with network access forbidden and
/// entities neither loaded nor expanded (no XXE, no billion laughs); libxml2's own
/// depth limit (256, since `XML_PARSE_HUGE` is never set) bounds nesting.
public struct XMLDocument: BinaryDocument, Sendable {
    public static let formatName = "XML"
    public var root: XMLElement

    /// Parser options: `NONET` and `BIG_LINES` only. Never `NOENT`, `DTDLOAD`, `DTDATTR` or `HUGE`.
    static let parserOptions = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue)

    public static func parse(_ bytes: [UInt8]) throws(ParseError) -> XMLDocument {
        guard !bytes.isEmpty else {
            throw ParseError("empty file: an XML document needs a root element", line: 1, column: 1)
        }
        guard bytes.count <= Int(Int32.max) else {
            throw ParseError("file too large for the XML parser", at: nil)
        }
        try XMLMarkupLimits.check(bytes)
        _ = libraryInitialized
        let errors = ErrorCollector()
        let context = Unmanaged.passUnretained(errors).toOpaque()
        xmlSetStructuredErrorFunc(context, collectXMLError)
        defer { xmlSetStructuredErrorFunc(nil, nil) }

        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                xmlReadMemory(chars.baseAddress, Int32(chars.count), "document.xml", nil, parserOptions)
            }
        }
        defer { if let document { xmlFreeDoc(document) } }
        if let error = errors.first {
            throw error
        }
        guard let document, let rootNode = xmlDocGetRootElement(document) else {
            throw ParseError("not a well-formed XML document", line: 1, column: 1)
        }
        let locator = ElementLocator(bytes: bytes)
        return XMLDocument(root: convert(rootNode, locator: locator))
    }

    private static let libraryInitialized: Void = xmlInitParser()

    private static func convert(_ node: xmlNodePtr, locator: ElementLocator) -> XMLElement {
        let name = string(node.pointee.name)
        let line = Int(xmlGetLineNo(node))
        var element = XMLElement(
            name: name,
            namespaceURI: node.pointee.ns.map { string($0.pointee.href) },
            attributes: attributes(of: node),
            children: [],
            location: locator.location(ofElementNamed: qualifiedName(node), line: line)
        )
        var child = node.pointee.children
        while let current = child {
            element.children.append(convertChild(current, locator: locator))
            child = current.pointee.next
        }
        return element
    }

    private static func convertChild(_ node: xmlNodePtr, locator: ElementLocator) -> XMLNode {
        let line = max(1, Int(xmlGetLineNo(node)))
        switch node.pointee.type {
        case XML_ELEMENT_NODE:
            return .element(convert(node, locator: locator))
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            return .text(string(node.pointee.content), SourceLocation(line: line, column: 1))
        case XML_ENTITY_REF_NODE:
            return .entityReference(string(node.pointee.name), SourceLocation(line: line, column: 1))
        default:
            return .other
        }
    }

    private static func attributes(of node: xmlNodePtr) -> [XMLAttribute] {
        var result: [XMLAttribute] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            var value = ""
            var part = current.pointee.children
            while let text = part {
                value += string(text.pointee.content)
                part = text.pointee.next
            }
            result.append(XMLAttribute(name: string(current.pointee.name), value: value))
            attribute = current.pointee.next
        }
        return result
    }

    private static func qualifiedName(_ node: xmlNodePtr) -> String {
        let local = string(node.pointee.name)
        guard let prefix = node.pointee.ns?.pointee.prefix else { return local }
        return String(cString: prefix) + ":" + local
    }

    private static func string(_ characters: UnsafePointer<xmlChar>?) -> String {
        characters.map { String(cString: $0) } ?? ""
    }
}

/// Receives libxml2's structured errors for one parse on this thread; keeps the first error.
private final class ErrorCollector {
    var first: ParseError?
}

private let collectXMLError: xmlStructuredErrorFunc = { context, error in
    guard let context, let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
    let collector = Unmanaged<ErrorCollector>.fromOpaque(context).takeUnretainedValue()
    guard collector.first == nil else { return }
    let message = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
    collector.first = ParseError(
        String(message.trimmingWhitespace),
        line: max(1, Int(error.pointee.line)),
        column: max(1, Int(error.pointee.int2))
    )
}
