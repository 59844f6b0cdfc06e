/// A value of an OpenStep (old-style, NeXT) property list, with where it starts in the file.
public struct OpenStepValue: Hashable, Sendable {
    /// What an OpenStep property list can hold.
    public enum Content: Hashable, Sendable {
        case string(String)
        case data([UInt8])
        case array([OpenStepValue])
        case dictionary(OpenStepDictionary)
    }

    public var content: Content
    /// Where the value's first character is.
    public var location: SourceLocation

    public init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }

    /// The string, or `nil` when the value is something else.
    public var string: String? {
        if case .string(let text) = content { return text }
        return nil
    }

    /// The elements, or `nil` when the value is not an array.
    public var array: [OpenStepValue]? {
        if case .array(let elements) = content { return elements }
        return nil
    }

    /// The dictionary, or `nil` when the value is not a dictionary.
    public var dictionary: OpenStepDictionary? {
        if case .dictionary(let dictionary) = content { return dictionary }
        return nil
    }

    /// A short name of the value's kind, for diagnostics.
    public var kindName: String {
        switch content {
        case .string: "string"
        case .data: "data"
        case .array: "array"
        case .dictionary: "dictionary"
        }
    }
}

/// An OpenStep dictionary: its entries in file order, each key with its own location.
public struct OpenStepDictionary: Hashable, Sendable {
    /// One `key = value;` pair.
    public struct Entry: Hashable, Sendable {
        public var key: String
        public var keyLocation: SourceLocation
        public var value: OpenStepValue
    }

    /// The entries in the order the file lists them; keys are unique.
    public private(set) var entries: [Entry] = []
    /// Positions by key, kept only for dictionaries too large to scan (most have a handful of keys).
    private var indexByKey: [String: Int] = [:]
    private static let smallCount = 8

    public init() {}

    /// The value stored under `key`, if any.
    public subscript(key: String) -> OpenStepValue? {
        position(of: key).map { entries[$0].value }
    }

    /// The entry whose key is `key`, if any.
    public func entry(_ key: String) -> Entry? {
        position(of: key).map { entries[$0] }
    }

    /// Adds an entry, or returns the existing one when `key` is already present.
    mutating func insert(_ entry: Entry) -> Entry? {
        if let existing = position(of: entry.key) { return entries[existing] }
        entries.append(entry)
        if entries.count > Self.smallCount {
            if indexByKey.isEmpty {
                for (position, existing) in entries.enumerated() { indexByKey[existing.key] = position }
            } else {
                indexByKey[entry.key] = entries.count - 1
            }
        }
        return nil
    }

    private func position(of key: String) -> Int? {
        entries.count > Self.smallCount ? indexByKey[key] : entries.firstIndex { $0.key == key }
    }
}
