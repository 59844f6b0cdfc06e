import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A page or drawing read through a real XML parser (which also proves it well-formed): its elements in document
/// order with their attributes, and its text.
public final class XMLElements: NSObject, XMLParserDelegate {
    public private(set) var elements: [(name: String, attributes: [String: String])] = []
    public private(set) var text = ""

    /// The elements of `document`, or `nil` when it is not well-formed XML.
    public static func parse(_ document: String) -> XMLElements? {
        let parser = XMLParser(data: Data(document.utf8))
        let reader = XMLElements()
        parser.delegate = reader
        return parser.parse() ? reader : nil
    }

    public func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                       qualifiedName: String?, attributes: [String: String] = [:]) {
        elements.append((element, attributes))
    }

    public func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }
}
