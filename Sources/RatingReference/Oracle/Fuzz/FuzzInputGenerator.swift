/// Generates inputs: a configuration in random order, a layout, then random interactions and a final layout.
public struct FuzzInputGenerator {
    private var values: FuzzValues

    /// How often each kind of step is an interaction. A kind not named here is as likely as a touch, so a new
    /// kind is generated as soon as it is declared; looks, archives and commits are not interactions of the
    /// invariant runner (it checks after every step, on a control without a window).
    static let interactions = WeightedChoice<Step.Kind>(
        [.set: 4, .decode: 0, .commit: 0, .sizeForImage: 0, .observe: 0], otherwise: 1)

    /// The generator of input `index` of a run seeded with `seed`.
    public init(seed: UInt64, index: Int) {
        values = FuzzValues(random: SeededGenerator(seed: seed, index: index))
    }

    /// The input.
    public mutating func input() -> FuzzInput {
        var configuration: [Step] = []
        for assignment in values.allAssignments() where values.random.chance(0.7) {
            configuration.append(.set(assignment))
        }
        configuration.shuffle(using: &values.random)
        var steps = configuration + [.layout]
        for _ in 0..<Int.random(in: 0...6, using: &values.random) {
            steps.append(values.step(of: values.random.pick(Self.interactions)))
        }
        steps.append(.layout)
        return FuzzInput(steps: steps, midMargin: values.random.pick(HostileValues.midMargins),
                         leftMargin: values.random.pick(HostileValues.leftMargins))
    }
}
