/// A parsed form of a checkout file that rules share through the checkout's cache.
public protocol CheckoutDocument {
    /// The format's name in messages ("property list", "XML").
    static var formatName: String { get }
    /// Parses the file at `path`; called at most once per checkout and path.
    static func load(_ path: String, from checkout: Checkout) throws(InputUnavailable) -> Self
}

/// A document parsed from UTF-8 text.
public protocol TextDocument: CheckoutDocument {
    static func parse(_ file: TextFile) throws(ParseError) -> Self
}

extension TextDocument {
    public static func load(_ path: String, from checkout: Checkout) throws(InputUnavailable) -> Self {
        let file = try checkout.text(path)
        do {
            return try parse(file)
        } catch {
            throw .unparseable(path: path, format: formatName, error)
        }
    }
}

/// A document parsed from raw bytes (XML in any declared encoding, binary property lists).
public protocol BinaryDocument: CheckoutDocument {
    static func parse(_ bytes: [UInt8]) throws(ParseError) -> Self
}

extension BinaryDocument {
    public static func load(_ path: String, from checkout: Checkout) throws(InputUnavailable) -> Self {
        let bytes = try checkout.bytes(path)
        do {
            return try parse(bytes)
        } catch {
            throw .unparseable(path: path, format: formatName, error)
        }
    }
}
