/// SplitMix64: a small, fast, fully reproducible random number generator.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose whole sequence follows from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The generator of input `index` of a run seeded with `seed`, so that any one input can be replayed alone.
    public init(seed: UInt64, index: Int) {
        var mixer = SeededGenerator(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        state = mixer.next()
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

extension SeededGenerator {
    /// Whether an event of this probability happens.
    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }

    /// One value of `pool`, each as likely.
    mutating func pick<Value>(_ pool: [Value]) -> Value {
        pool[Int.random(in: pool.indices, using: &self)]
    }

    /// One choice, as likely as its weight.
    mutating func pick<Choice>(_ choices: WeightedChoice<Choice>) -> Choice {
        choices.choice(at: Double.random(in: 0..<choices.total, using: &self))
    }
}
