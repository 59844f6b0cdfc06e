/// Representative `Codable` types: every scalar type, optionals, collections, and enums with
/// associated values, all with synthesized conformances.
struct Sample: Codable, Equatable {
    var name: String
    var count: Int
    var ratio: Double
    var single: Float
    var small: Int8
    var wide: Int64
    var unsigned: UInt64
    var flag: Bool
    var nickname: String?
    var tags: [String]
    var scores: [String: Int]
    var byNumber: [Int: String]
    var matrix: [[Int?]]
    var shape: Shape
    var colour: Colour
    var child: Child?
}

struct Child: Codable, Equatable {
    var note: String
    var weight: Double?
}

indirect enum Shape: Codable, Equatable {
    case point
    case circle(radius: Double)
    case labelled(String, size: Int)
    case pair(Int, Int)
    case group([Shape])
    case tagged(note: String?)
}

enum Colour: String, Codable {
    case red, green
}

/// A value encoded through a single-value container of its own.
struct Meters: Codable, Equatable {
    var value: Double

    init(_ value: Double) { self.value = value }

    init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(Double.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

/// A subclass that encodes its superclass through `superEncoder()`, as Foundation's documentation shows.
class Base: Codable {
    var identifier: Int

    init(identifier: Int) { self.identifier = identifier }
}

final class Derived: Base, Equatable {
    var label: String

    private enum CodingKeys: String, CodingKey {
        case label
    }

    init(identifier: Int, label: String) {
        self.label = label
        super.init(identifier: identifier)
    }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        label = try container.decode(String.self, forKey: .label)
        try super.init(from: container.superDecoder())
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(label, forKey: .label)
        try super.encode(to: container.superEncoder())
    }

    static func == (lhs: Derived, rhs: Derived) -> Bool {
        lhs.identifier == rhs.identifier && lhs.label == rhs.label
    }
}

/// Values written through nested keyed and unkeyed containers by hand.
struct Nested: Codable, Equatable {
    var points: [[Int]]
    var origin: [String: Int]

    private enum CodingKeys: String, CodingKey {
        case geometry
    }

    private enum GeometryKeys: String, CodingKey {
        case points, origin
    }

    init(points: [[Int]], origin: [String: Int]) {
        self.points = points
        self.origin = origin
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let geometry = try container.nestedContainer(keyedBy: GeometryKeys.self, forKey: .geometry)
        var list = try geometry.nestedUnkeyedContainer(forKey: .points)
        var points: [[Int]] = []
        while !list.isAtEnd {
            var point = try list.nestedUnkeyedContainer()
            var coordinates: [Int] = []
            while !point.isAtEnd { coordinates.append(try point.decode(Int.self)) }
            points.append(coordinates)
        }
        self.points = points
        origin = try geometry.decode([String: Int].self, forKey: .origin)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var geometry = container.nestedContainer(keyedBy: GeometryKeys.self, forKey: .geometry)
        var list = geometry.nestedUnkeyedContainer(forKey: .points)
        for point in points {
            var coordinates = list.nestedUnkeyedContainer()
            for coordinate in point { try coordinates.encode(coordinate) }
        }
        try geometry.encode(origin, forKey: .origin)
    }
}

extension Sample {
    static let example = Sample(
        name: "héllo \"quoted\" / \\ \n\t\u{01} 😀", count: -42, ratio: 0.1, single: 2.5, small: -128,
        wide: .min, unsigned: .max, flag: true, nickname: nil, tags: ["b", "a", ""],
        scores: ["zeta": 1, "alpha": -2, "Beta": 3], byNumber: [10: "ten", 2: "two"],
        matrix: [[1, nil, 3], [], [nil]],
        shape: .group([.point, .circle(radius: 1.5), .labelled("x", size: 2), .pair(3, 4), .tagged(note: nil),
                       .tagged(note: "n")]),
        colour: .green, child: Child(note: "c", weight: 1e300))
}
