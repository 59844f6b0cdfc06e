/// The values of the invariant runner's inputs: hostile ones often (`HostileValues`), else ordinary ones. As a
/// `StepFieldReader` it gives a step of any kind its fields, by their types, so the generator names no kind.
struct FuzzValues: StepFieldReader {
    var random: SeededGenerator
    /// The property of the `set` step being read, whose value comes next.
    private var property: Assignment.Property?

    init(random: SeededGenerator) {
        self.random = random
    }

    /// The properties an interaction assigns, as often as their weights; a property not named here is as likely
    /// as `rating`, so a property declared later is assigned at once (its value drawn by its type).
    private static let assigned = WeightedChoice<Assignment.Property>(
        [.emptyImage: 0.5, .fullImage: 0.5, .minRating: 0, .minImageSize: 0, .editable: 0, .halfRatings: 0,
         .floatRatings: 0, .shouldBounce: 0, .delegate: 0, .transform: 0, .imageContentMode: 0, .accessibilityLabel: 0],
        otherwise: 1)

    /// A step of `kind`, its fields drawn.
    mutating func step(of kind: Step.Kind) -> Step {
        property = nil
        return Step(kind: kind, reading: &self)
    }

    /// Every property the configuration may assign, each with a value.
    mutating func allAssignments() -> [Assignment] {
        [
            .emptyImage(image()), .fullImage(image()), .minImageSize(size()), .maxRating(maxRating()),
            .minRating(random.pick(HostileValues.minRatings)), .rating(rating()), .bounds(bounds()),
            .transform(transform()),
            .editable(random.chance(0.8)), .halfRatings(random.chance(0.3)), .floatRatings(random.chance(0.3)),
            .shouldBounce(random.chance(0.5)), .delegate(random.chance(0.5)),
        ]
    }

    // MARK: - Fields, by type

    mutating func property(_ key: String) -> Assignment.Property {
        let property = random.pick(Self.assigned)
        self.property = property
        return property
    }

    mutating func integer(_ key: String) -> Int {
        property == .minRating ? random.pick(HostileValues.minRatings) : maxRating()
    }

    mutating func flag(_ key: String) -> Bool { random.chance(0.5) }
    mutating func rating(_ key: String) -> Float { rating() }
    mutating func size(_ key: String) -> Size { size() }
    mutating func image(_ key: String) -> Size? { image() }
    mutating func rect(_ key: String) -> Rect { bounds() }
    mutating func transform(_ key: String) -> Transform { transform() }
    mutating func text(_ key: String) -> String { "" }
    mutating func optionalText(_ key: String) -> String? { nil }
    mutating func contentMode(_ key: String) -> ContentMode { random.pick(ContentMode.allCases) }
    mutating func points(_ key: String) -> [Point] {
        (0..<Int.random(in: 0...2, using: &random)).map { _ in point() }
    }
    mutating func expectedSize(_ key: String) -> Size? { nil }
    mutating func expectedObservation(_ key: String) -> Observation { Observation() }

    // MARK: - Values

    /// A hostile dimension 40 % of the time, else an ordinary one from 0 to 400 points.
    private mutating func dimension() -> Double {
        random.chance(0.4) ? random.pick(HostileValues.dimensions) : Double.random(in: 0..<400, using: &random)
    }

    private mutating func size() -> Size { Size(width: dimension(), height: dimension()) }

    /// A dimension of bounds, hostile 40 % of the time: infinities included, NaN not (it raises).
    private mutating func boundsDimension() -> Double {
        random.chance(0.4) ? random.pick(HostileValues.boundsDimensions) : Double.random(in: 0..<400, using: &random)
    }

    /// An image's size, finite and not negative as a `UIImage`'s is, or no image.
    private mutating func image() -> Size? {
        guard !random.chance(0.1) else { return nil }
        return Size(width: imageDimension(), height: imageDimension())
    }

    private mutating func imageDimension() -> Double {
        random.chance(0.4) ? random.pick(HostileValues.imageDimensions) : Double.random(in: 0..<400, using: &random)
    }

    private mutating func rating() -> Float {
        random.chance(0.5) ? random.pick(HostileValues.ratings) : Float.random(in: -2..<110, using: &random)
    }

    private mutating func maxRating() -> Int {
        random.chance(0.6) ? random.pick(HostileValues.maxRatings) : Int.random(in: 1...12, using: &random)
    }

    private mutating func transform() -> Transform {
        Transform(scaleX: random.pick(HostileValues.scales), scaleY: random.pick(HostileValues.scales))
    }

    private mutating func bounds() -> Rect {
        let origin = random.chance(0.5) ? random.pick(HostileValues.origins) : Double.random(in: -100..<100, using: &random)
        return Rect(x: origin, y: random.pick(HostileValues.origins), width: boundsDimension(), height: boundsDimension())
    }

    private mutating func point() -> Point {
        Point(x: random.chance(0.2) ? random.pick(HostileValues.dimensions) : Double.random(in: -50..<450, using: &random),
              y: random.chance(0.2) ? random.pick(HostileValues.dimensions) : Double.random(in: -20..<60, using: &random))
    }
}
