/// Generates inputs: a configuration in random order, a layout, then random interactions and a final layout.
public struct FuzzInputGenerator {
    private var random: SeededGenerator

    /// The generator of input `index` of a run seeded with `seed`.
    public init(seed: UInt64, index: Int) {
        random = SeededGenerator(seed: seed, index: index)
    }

    /// The input.
    public mutating func input() -> FuzzInput {
        var configuration: [Step] = []
        for assignment in allAssignments() where chance(0.7) {
            configuration.append(.set(assignment))
        }
        configuration.shuffle(using: &random)
        var steps = configuration + [.layout]
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            steps.append(interaction())
        }
        steps.append(.layout)
        return FuzzInput(
            steps: steps, midMargin: pick(HostileValues.midMargins), leftMargin: pick(HostileValues.leftMargins))
    }

    // MARK: - Values

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    private mutating func pick<Value>(_ pool: [Value]) -> Value {
        pool[Int.random(in: pool.indices, using: &random)]
    }

    /// A hostile dimension 40 % of the time, else an ordinary one from 0 to 400 points.
    private mutating func dimension() -> Double {
        chance(0.4) ? pick(HostileValues.dimensions) : Double.random(in: 0..<400, using: &random)
    }

    private mutating func size() -> Size { Size(width: dimension(), height: dimension()) }

    /// A dimension of bounds, hostile 40 % of the time: infinities included, NaN not (it raises).
    private mutating func boundsDimension() -> Double {
        chance(0.4) ? pick(HostileValues.boundsDimensions) : Double.random(in: 0..<400, using: &random)
    }

    /// An image's size, finite and not negative as a `UIImage`'s is, or no image.
    private mutating func image() -> Size? {
        guard !chance(0.1) else { return nil }
        return Size(width: imageDimension(), height: imageDimension())
    }

    private mutating func imageDimension() -> Double {
        chance(0.4) ? pick(HostileValues.imageDimensions) : Double.random(in: 0..<400, using: &random)
    }

    private mutating func rating() -> Float {
        chance(0.5) ? pick(HostileValues.ratings) : Float.random(in: -2..<110, using: &random)
    }

    private mutating func maxRating() -> Int {
        chance(0.6) ? pick(HostileValues.maxRatings) : Int.random(in: 1...12, using: &random)
    }

    private mutating func bounds() -> Rect {
        let origin = chance(0.5) ? pick(HostileValues.origins) : Double.random(in: -100..<100, using: &random)
        return Rect(x: origin, y: pick(HostileValues.origins), width: boundsDimension(), height: boundsDimension())
    }

    private mutating func point() -> Point {
        Point(x: chance(0.2) ? pick(HostileValues.dimensions) : Double.random(in: -50..<450, using: &random),
              y: chance(0.2) ? pick(HostileValues.dimensions) : Double.random(in: -20..<60, using: &random))
    }

    // MARK: - Steps

    private mutating func allAssignments() -> [Assignment] {
        [
            .emptyImage(image()), .fullImage(image()), .minImageSize(size()), .maxRating(maxRating()),
            .minRating(pick(HostileValues.minRatings)), .rating(rating()), .bounds(bounds()),
            .transform(Transform(scaleX: pick(HostileValues.scales), scaleY: pick(HostileValues.scales))),
            .editable(chance(0.8)), .halfRatings(chance(0.3)), .floatRatings(chance(0.3)),
            .shouldBounce(chance(0.5)), .delegate(chance(0.5)),
        ]
    }

    private mutating func interaction() -> Step {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return .set(.rating(rating()))
        case 1: return .set(.maxRating(maxRating()))
        case 2: return .set(.bounds(bounds()))
        case 3: return .set(chance(0.5) ? .emptyImage(image()) : .fullImage(image()))
        case 4: return .layout
        case 5: return .touchesBegan(touches())
        case 6: return .touchesMoved(touches())
        case 7: return .touchesEnded(touches())
        case 8: return .accessibilityIncrement
        default: return .accessibilityDecrement
        }
    }

    private mutating func touches() -> [Point] {
        (0..<Int.random(in: 0...2, using: &random)).map { _ in point() }
    }
}
