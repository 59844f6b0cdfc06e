import JSONCoding

/// Why a JSON document cannot be read (bad syntax or the wrong shape), and where: path and text position.
public struct JSONInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// The JSON path of the offending value, e.g. `cases[2].steps[0].value`.
    public var path: String
    /// Where the value starts, when it was read from text.
    public var location: TextLocation?

    /// An error `message` about the value at `path`, read at `location`.
    public init(_ message: String, path: String, at location: TextLocation?) {
        self.message = message
        self.path = path
        self.location = location
    }

    /// `line:column: path: message`.
    public var description: String {
        let position = location.map { "\($0): " } ?? ""
        return "\(position)\(path.isEmpty ? "" : "\(path): ")\(message)"
    }
}

/// A JSON value being read into a typed value, with its path for error messages.
public struct JSONField {
    /// The value.
    public let json: JSON
    /// Its JSON path, e.g. `cases[2].steps[0]`; empty for the root.
    public let path: String
    /// Where the key of this member starts, when it is an object member read from text.
    let keyLocation: TextLocation?

    /// The document's top-level value.
    public init(root json: JSON) {
        self.init(json, path: "")
    }

    init(_ json: JSON, path: String, keyLocation: TextLocation? = nil) {
        self.json = json
        self.path = path
        self.keyLocation = keyLocation
    }

    func failure(_ message: String) -> JSONInputError {
        JSONInputError(message, path: path, at: json.location)
    }

    /// An error about this member's key itself (e.g. a key that does not belong).
    func keyFailure(_ message: String) -> JSONInputError {
        JSONInputError(message, path: path, at: keyLocation ?? json.location)
    }

    var kindName: String {
        switch json.value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    var isNull: Bool {
        if case .null = json.value { return true }
        return false
    }

    // MARK: - Containers

    /// The members of an object whose keys all belong to `allowed` (a misspelt key is an error, not ignored).
    func members(allowed: Set<String>) throws(JSONInputError) -> [String: JSONField] {
        guard case .object(let members) = json.value else { throw failure("expected an object, found \(kindName)") }
        var fields: [String: JSONField] = [:]
        for member in members {
            let memberPath = path.isEmpty ? member.key : "\(path).\(member.key)"
            guard allowed.contains(member.key) else {
                let known = allowed.sorted().joined(separator: ", ")
                let location = member.keyLocation ?? member.value.location
                throw JSONInputError("unknown key \"\(member.key)\" (known: \(known))", path: memberPath, at: location)
            }
            fields[member.key] = JSONField(member.value, path: memberPath, keyLocation: member.keyLocation)
        }
        return fields
    }

    /// The elements of an array of at most `limit` elements.
    func elements(limit: Int) throws(JSONInputError) -> [JSONField] {
        guard case .array(let elements) = json.value else { throw failure("expected an array, found \(kindName)") }
        guard elements.count <= limit else { throw failure("more than \(limit) elements") }
        return elements.enumerated().map { JSONField($1, path: "\(path)[\($0)]") }
    }

    // MARK: - Scalars

    func string() throws(JSONInputError) -> String {
        guard case .string(let text) = json.value else { throw failure("expected a string, found \(kindName)") }
        return text
    }

    func bool() throws(JSONInputError) -> Bool {
        guard case .bool(let flag) = json.value else { throw failure("expected true or false, found \(kindName)") }
        return flag
    }

    /// An integer written without fraction or exponent, within `Int`'s range.
    func int() throws(JSONInputError) -> Int {
        guard case .number(let text) = json.value else { throw failure("expected an integer, found \(kindName)") }
        guard let number = Int(text) else {
            let isIntegerText = text.utf8.allSatisfy { $0 == UInt8(ascii: "-") || ($0 >= 48 && $0 <= 57) }
            throw failure(isIntegerText ? "integer \(text) out of range" : "expected an integer, found \(text)")
        }
        return number
    }

    /// A `Double`: a number (rounded to nearest, beyond the range to an infinity) or a non-finite spelling.
    func double() throws(JSONInputError) -> Double {
        try floatingPoint()
    }

    /// A `Float`, read with `Float`'s own rounding from the number's text.
    func float() throws(JSONInputError) -> Float {
        try floatingPoint()
    }

    private func floatingPoint<Number: BinaryFloatingPoint & LosslessStringConvertible>() throws(JSONInputError) -> Number {
        switch json.value {
        case .number(let text):
            guard let number = Number(text) else { throw failure("unreadable number \(text)") }
            return number
        case .string(let text):
            guard let number = NonFiniteSpelling.value(of: text) else { throw nonFiniteFailure(text) }
            return Number(number)
        default:
            throw failure("expected a number, found \(kindName)")
        }
    }

    private func nonFiniteFailure(_ text: String) -> JSONInputError {
        let shown = text.count > 20 ? String(text.prefix(20)) + "…" : text
        return failure("expected a number or one of \"nan\", \"inf\", \"-inf\", found the string \"\(shown)\"")
    }
}

extension Dictionary where Key == String, Value == JSONField {
    /// The member `key`, which must be present.
    func required(_ key: String, in parent: JSONField) throws(JSONInputError) -> JSONField {
        guard let field = self[key] else { throw parent.failure("missing key \"\(key)\"") }
        return field
    }
}
