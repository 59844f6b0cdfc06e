/// How many non-overlapping occurrences a fragment must have.
public struct CountRequirement: Codable, Hashable, Sendable, CustomStringConvertible {
    public var minimum: Int
    public var maximum: Int?

    public init(minimum: Int, maximum: Int?) {
        self.minimum = minimum
        self.maximum = maximum
    }

    public static let present = CountRequirement(minimum: 1, maximum: nil)
    public static let absent = CountRequirement(minimum: 0, maximum: 0)
    public static func exactly(_ count: Int) -> CountRequirement { CountRequirement(minimum: count, maximum: count) }

    public func accepts(_ count: Int) -> Bool {
        count >= minimum && maximum.map { count <= $0 } ?? true
    }

    /// Some count meets the requirement.
    public var isPossible: Bool { minimum >= 0 && maximum.map { $0 >= minimum } ?? true }

    /// Why no count can meet the requirement, or `nil` when one can.
    var problem: String? {
        isPossible ? nil : "impossible count \(minimum)...\(maximum.map(String.init) ?? "")"
    }

    public var description: String {
        switch (minimum, maximum) {
        case (0, 0?): "none"
        case (let low, let high?) where low == high: "exactly \(low)"
        case (let low, nil): "at least \(low)"
        case (let low, let high?): "between \(low) and \(high)"
        }
    }
}
