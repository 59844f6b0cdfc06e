/// The values of `BoundaryCaseGenerator`'s cases: touches at, just below and just above the edges and
/// half-rating thresholds of the model's frames, sizes at the caps, ratings at and between whole values. As a
/// `StepFieldReader` it gives a step of any kind its fields, by their types, so the generator names no kind.
struct BoundaryValues: StepFieldReader {
    var random: SeededGenerator
    /// The model, followed as the case's steps are made, so that touches can aim at its frames.
    var model = RatingControl()
    /// The property of the `set` step being read, whose value comes next.
    private var property: Assignment.Property?

    init(random: SeededGenerator) {
        self.random = random
    }

    /// The properties an interaction changes, as often as their weights: what the configuration set, so that
    /// what a setter must update is looked at after the change alone. A property not named here is as likely as
    /// `rating`, so a property declared later is changed at once (its value drawn by its type).
    private static let changed = WeightedChoice<Assignment.Property>(
        [.emptyImage: 0.5, .fullImage: 0.5, .minRating: 0, .halfRatings: 0, .floatRatings: 0, .shouldBounce: 0,
         .delegate: 0, .transform: 0, .accessibilityLabel: 0],
        otherwise: 1)

    /// A step of `kind`, its fields drawn.
    mutating func step(of kind: Step.Kind) -> Step {
        property = nil
        return Step(kind: kind, reading: &self)
    }

    // MARK: - Fields, by type

    mutating func property(_ key: String) -> Assignment.Property {
        let property = random.pick(Self.changed)
        self.property = property
        return property
    }

    mutating func integer(_ key: String) -> Int {
        property == .minRating ? minRating() : maxRating()
    }

    /// A flag the case changes: `editable` turned over, any other set.
    mutating func flag(_ key: String) -> Bool {
        property == .editable ? !model.editable : true
    }

    mutating func rating(_ key: String) -> Float { rating() }

    /// A property's size is a dimension's; a step's own sizes (`sizeForImage`'s) are at the ends of a ratio.
    mutating func size(_ key: String) -> Size {
        property == nil ? Size(width: ratioEnd(), height: ratioEnd()) : dimensions()
    }

    mutating func image(_ key: String) -> Size? { random.chance(0.1) ? nil : image() }
    mutating func rect(_ key: String) -> Rect { bounds() }
    mutating func transform(_ key: String) -> Transform { transform() }
    mutating func text(_ key: String) -> String { "Rating" }
    mutating func optionalText(_ key: String) -> String? { nil }
    mutating func contentMode(_ key: String) -> ContentMode { random.pick(ContentMode.allCases) }
    mutating func points(_ key: String) -> [Point] { touches() }
    mutating func expectedSize(_ key: String) -> Size? { nil }
    mutating func expectedObservation(_ key: String) -> Observation { Observation() }

    // MARK: - Values

    /// A finite dimension: ordinary, or at and around the 1e6 cap.
    mutating func dimension() -> Double {
        random.chance(0.2) ? random.pick([0, 0.5, 1_000_000, 1_000_001, 2_000_000, 1e300])
            : Double.random(in: 1..<400, using: &random)
    }

    /// A size of two such dimensions.
    mutating func dimensions() -> Size {
        Size(width: dimension(), height: dimension())
    }

    /// A size for `sizeForImage`'s ratios: the smallest subnormal, tiny, ordinary and at the cap, so that a
    /// ratio overflows to infinity or underflows to zero.
    private mutating func ratioEnd() -> Double {
        random.pick([.leastNonzeroMagnitude, 1e-300, 0.5, 20, 1_000_000, 2_000_000])
    }

    mutating func image() -> Size {
        random.chance(0.5) ? Size(width: 20, height: 10) : dimensions()
    }

    /// Twice as wide, and as tall, twice as tall or half as tall.
    mutating func transform() -> Transform {
        Transform(scaleX: 2, scaleY: random.pick([1, 2, 0.5]))
    }

    /// Bounds of every kind UIKit accepts: mostly ordinary, sometimes negative (stored standardized: the origin
    /// moves), infinite (the control's guards then lay out nothing) or away from the origin.
    mutating func bounds() -> Rect {
        let width = random.chance(0.05) ? infinite() : random.chance(0.1) ? -dimension() : dimension()
        let height = random.chance(0.03) ? infinite()
            : random.chance(0.1) ? -Double.random(in: 1..<60, using: &random) : Double.random(in: 0..<60, using: &random)
        let origin = random.chance(0.7) ? 0 : random.chance(0.97) ? Double.random(in: -50..<50, using: &random) : infinite()
        return Rect(x: origin, y: random.chance(0.8) ? 0 : origin, width: width, height: height)
    }

    private mutating func infinite() -> Double {
        random.chance(0.5) ? .infinity : -.infinity
    }

    mutating func minRating() -> Int {
        random.pick([-1, 0, 1, 2, 3, 5, 101])
    }

    mutating func maxRating() -> Int {
        random.chance(0.95) ? Int.random(in: 1...12, using: &random) : random.pick([0, -1, 100, 101])
    }

    /// At a whole value, a quarter or half beside it, or hostile.
    mutating func rating() -> Float {
        let whole = Float(Int.random(in: -1...12, using: &random))
        return random.chance(0.1) ? random.pick([.nan, .infinity, -.infinity]) : whole + random.pick([0, 0, 0.25, 0.5, 0.75, -0.25])
    }

    /// One touch, sometimes two or three (any of which a control may read first).
    private mutating func touches() -> [Point] {
        let count = random.chance(0.85) ? 1 : Int.random(in: 2...3, using: &random)
        return (0..<count).map { _ in boundaryPoint() }
    }

    /// A point at, just below or just above an edge or a half-rating threshold of one of the model's frames.
    private mutating func boundaryPoint() -> Point {
        guard !model.frames.isEmpty else { return Point(x: 0, y: 0) }
        let frame = model.frames[Int.random(in: model.frames.indices, using: &random)]
        let x = frame.x + frame.width * random.pick([0, 0, 0.25, 0.5, 0.75, 1, 1])
        let y = frame.y + frame.height * random.pick([0, 0.5, 0.5, 0.5, 1])
        return Point(x: shifted(x), y: random.chance(0.7) ? y : shifted(y))
    }

    /// `value`, or just below or above it.
    private mutating func shifted(_ value: Double) -> Double {
        let offset = BoundaryCaseGenerator.beside * max(abs(value), 1)
        return value + random.pick([-offset, 0, offset])
    }
}
