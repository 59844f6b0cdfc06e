/// How often a generator picks each of a set of choices, such as the kinds of step it interacts with. A choice
/// it does not name has the weight `otherwise`: with a weight of 1 there, a new kind of step is generated
/// without a change to the generator.
struct WeightedChoice<Choice: CaseIterable & Hashable & Sendable>: Sendable {
    private let weights: [Choice: Double]
    private let otherwise: Double

    init(_ weights: [Choice: Double], otherwise: Double) {
        self.weights = weights
        self.otherwise = otherwise
    }

    func weight(of choice: Choice) -> Double {
        weights[choice] ?? otherwise
    }

    /// The sum of the weights.
    var total: Double {
        Choice.allCases.reduce(0) { $0 + weight(of: $1) }
    }

    /// The choice at `point` (from 0 to `total`) when the choices' weights are laid end to end in their order.
    func choice(at point: Double) -> Choice {
        var rest = point
        let weighted = Choice.allCases.filter { weight(of: $0) > 0 }
        for choice in weighted {
            rest -= weight(of: choice)
            if rest < 0 { return choice }
        }
        // Only rounding leaves a point at the very end.
        guard let last = weighted.last else { preconditionFailure("no choice has a weight") }
        return last
    }
}
