/// The XML property-list grammar, checked strictly on the libxml2 tree before libplist
/// sees the document (libplist 2.2 accepts `<integer>abc</integer>`, a key without a
/// value, two root objects, malformed reals, dates and data).
enum XMLPropertyListGrammar {
    static func validate(_ root: XMLElement, maximumDepth: Int) throws(ParseError) {
        guard root.name == "plist", root.namespaceURI == nil else {
            throw ParseError("root element is <\(root.name)>, expected <plist>", at: root.location)
        }
        try requireOnlyWhitespaceText(in: root)
        let values = root.elements
        guard let value = values.first else {
            throw ParseError("<plist> holds no value", at: root.location)
        }
        if values.count > 1 {
            throw ParseError("<plist> holds \(values.count) values; exactly one is allowed", at: values[1].location)
        }
        try validateValue(value, depth: 1, maximumDepth: maximumDepth)
    }

    private static func validateValue(_ element: XMLElement, depth: Int, maximumDepth: Int) throws(ParseError) {
        guard element.namespaceURI == nil, element.attributes.isEmpty || element.name == "plist" else {
            throw ParseError("<\(element.name)> must not carry attributes or a namespace", at: element.location)
        }
        switch element.name {
        case "dict", "array":
            guard depth <= maximumDepth else {
                throw ParseError("nesting deeper than \(maximumDepth) levels", at: element.location)
            }
            try requireOnlyWhitespaceText(in: element)
            if element.name == "dict" {
                try validateDictionary(element, depth: depth, maximumDepth: maximumDepth)
            } else {
                for child in element.elements {
                    try validateValue(child, depth: depth + 1, maximumDepth: maximumDepth)
                }
            }
        case "string":
            _ = try textContent(of: element)
        case "integer":
            try requireLexical(element, ScalarSyntax.isInteger, "an integer")
        case "real":
            try requireLexical(element, ScalarSyntax.isReal, "a real number")
        case "date":
            try requireLexical(element, ScalarSyntax.isDate, "a date (YYYY-MM-DDTHH:MM:SSZ)")
        case "data":
            try requireLexical(element, ScalarSyntax.isBase64, "base64 data")
        case "true", "false":
            guard try textContent(of: element).allSatisfy(\.isWhitespace) else {
                throw ParseError("<\(element.name)/> must be empty", at: element.location)
            }
        default:
            throw ParseError("<\(element.name)> is not a property-list value", at: element.location)
        }
    }

    private static func validateDictionary(_ dictionary: XMLElement, depth: Int, maximumDepth: Int) throws(ParseError) {
        var seen: Set<String> = []
        let children = dictionary.elements
        guard children.count <= 2 * PropertyList.maximumDictionaryKeys else {
            throw ParseError("a <dict> with more than \(PropertyList.maximumDictionaryKeys) keys", at: dictionary.location)
        }
        var index = 0
        while index < children.count {
            let key = children[index]
            guard key.name == "key" else {
                throw ParseError("expected <key> in <dict>, found <\(key.name)>", at: key.location)
            }
            let name = try textContent(of: key)
            guard seen.insert(name).inserted else {
                throw ParseError("duplicate key \"\(name)\" in <dict>", at: key.location)
            }
            guard index + 1 < children.count else {
                throw ParseError("key \"\(name)\" has no value", at: key.location)
            }
            let value = children[index + 1]
            guard value.name != "key" else {
                throw ParseError("key \"\(name)\" has no value", at: key.location)
            }
            try validateValue(value, depth: depth + 1, maximumDepth: maximumDepth)
            index += 2
        }
    }

    private static func requireLexical(
        _ element: XMLElement, _ isValid: (String) -> Bool, _ expected: String
    ) throws(ParseError) {
        let text = try textContent(of: element)
        guard isValid(text) else {
            throw ParseError("<\(element.name)> holds \"\(text.prefix(40))\", which is not \(expected)", at: element.location)
        }
    }

    /// The text of a leaf element; child elements and entity references are errors.
    private static func textContent(of element: XMLElement) throws(ParseError) -> String {
        var text = ""
        for child in element.children {
            switch child {
            case .text(let part, _):
                text += part
            case .element(let inner):
                throw ParseError("<\(element.name)> must hold text only, found <\(inner.name)>", at: inner.location)
            case .entityReference(let name, _):
                throw ParseError("entity reference &\(name); is not allowed in a property list", at: element.location)
            case .other:
                continue
            }
        }
        return text
    }

    private static func requireOnlyWhitespaceText(in element: XMLElement) throws(ParseError) {
        for child in element.children {
            switch child {
            case .text(let text, _) where !text.allSatisfy(\.isWhitespace):
                throw ParseError("unexpected text \"\(text.prefix(40))\" in <\(element.name)>", at: element.location)
            case .entityReference(let name, _):
                throw ParseError("entity reference &\(name); is not allowed in a property list", at: element.location)
            default:
                continue
            }
        }
    }
}
