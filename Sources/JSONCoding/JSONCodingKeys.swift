/// The coding key of an array element; error paths show it as `[index]`.
struct JSONIndexKey: CodingKey {
    let index: Int

    init(_ index: Int) { self.index = index }

    init?(intValue: Int) { self.init(intValue) }

    init?(stringValue: String) { nil }

    var intValue: Int? { index }

    var stringValue: String { "Index \(index)" }
}

/// The coding key of an object member the coder names itself (`super`).
struct JSONMemberKey: CodingKey {
    let stringValue: String

    init(_ name: String) { stringValue = name }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) { nil }

    var intValue: Int? { nil }

    static let superKey = JSONMemberKey("super")
}

extension JSONPath {
    /// The path a coding path stands for: element keys as `[index]`, every other key as a member.
    static func of(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce(into: "") { path, key in
            if let indexKey = key as? JSONIndexKey {
                path = element(indexKey.index, of: path)
            } else {
                path = member(key.stringValue, of: path)
            }
        }
    }
}
