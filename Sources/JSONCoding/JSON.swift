/// A JSON value, and where it was read when it came from text.
///
/// Numbers keep their text, so that a `Float` field is read with `Float`'s own rounding and an integer
/// field can refuse `1.5`.
public struct JSON: Sendable {
    /// The value itself.
    public indirect enum Value: Sendable {
        case null
        case bool(Bool)
        case number(String)
        case string(String)
        case array([JSON])
        case object([JSONMember])
    }

    /// The value.
    public var value: Value
    /// Where the value starts in the text it was read from; `nil` when it was built in memory.
    public var location: TextLocation?

    /// A value, read at `location` or built in memory.
    public init(_ value: Value, at location: TextLocation? = nil) {
        self.value = value
        self.location = location
    }
}

/// One member of a JSON object.
public struct JSONMember: Sendable {
    /// The key.
    public var key: String
    /// The value.
    public var value: JSON
    /// Where the key starts in the text it was read from; `nil` when it was built in memory.
    public var keyLocation: TextLocation?

    /// The member `key: value`, its key read at `keyLocation`.
    public init(_ key: String, _ value: JSON, keyLocation: TextLocation? = nil) {
        self.key = key
        self.value = value
        self.keyLocation = keyLocation
    }
}

// MARK: - Building values in memory

extension JSON {
    /// `null`.
    public static let null = JSON(.null)

    /// A string.
    public static func string(_ text: String) -> JSON { JSON(.string(text)) }

    /// `true` or `false`.
    public static func bool(_ flag: Bool) -> JSON { JSON(.bool(flag)) }

    /// An integer.
    public static func int(_ number: Int) -> JSON { JSON(.number(String(number))) }

    /// A finite `Double`: integral without a fraction, else Swift's shortest round-trip text; `nil` when not finite.
    public static func finite(_ number: Double) -> JSON? {
        guard number.isFinite else { return nil }
        // Integral values are found through Int64: `rounded()` would pull in libm.
        if abs(number) < 0x1p53, Double(Int64(number)) == number { return JSON(.number(String(Int64(number)))) }
        return JSON(.number(number.description))
    }

    /// A finite `Float`, written with `Float`'s shortest round-trip text so that it reads back bit for bit.
    public static func finite(_ number: Float) -> JSON? {
        guard number.isFinite else { return nil }
        if abs(number) < 0x1p24, Float(Int64(number)) == number { return JSON(.number(String(Int64(number)))) }
        return JSON(.number(number.description))
    }

    /// An array.
    public static func array(_ elements: [JSON]) -> JSON { JSON(.array(elements)) }

    /// An object with these members (the writer sorts them by key).
    public static func object(_ members: [JSONMember]) -> JSON { JSON(.object(members)) }
}
