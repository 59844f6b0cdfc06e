/// A podspec attribute and the value it must have, written as canonical Ruby:
/// `"0.2.0"`, `[:ios, "12.0"]` (what `s.platform = :ios, '12.0'` sets).
public struct PodspecAttributeValue: Codable, Hashable, Sendable {
    public var attribute: String
    public var value: String

    public init(_ attribute: String, _ value: String) {
        self.attribute = attribute
        self.value = value
    }
}
