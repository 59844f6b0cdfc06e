/// Runs generated inputs on both models and records, per invariant, how often and where it broke.
public enum FuzzRunner {
    /// The seed used when none is given.
    public static let defaultSeed: UInt64 = 20_260_608

    /// Runs `count` inputs generated from `seed` on the heart and the tutorial model.
    public static func run(count: Int, seed: UInt64) -> FuzzReport {
        var heart = Tally<RatingControl>()
        var tutorial = Tally<TutorialRateView>()
        for index in 0..<max(count, 0) {
            var generator = FuzzInputGenerator(seed: seed, index: index)
            let input = generator.input()
            let heartViolations = InvariantRunner.violations(performing: input.steps, on: RatingControl())
            let tutorialViolations = InvariantRunner.violations(performing: input.steps, on: input.tutorial)
            heart.record(heartViolations, input: input, index: index)
            tutorial.record(tutorialViolations, input: input, index: index)
        }
        return FuzzReport(
            seed: seed, inputCount: max(count, 0),
            heart: heart.findings(start: { _ in RatingControl() }),
            tutorial: tutorial.findings(start: \.tutorial))
    }

    /// The smallest input reachable from `input` (dropping steps, resetting margins, rounding numbers)
    /// that still breaks the violation's invariant.
    static func shrink<Model: InvariantSubject>(
        _ input: FuzzInput, breaking violation: InvariantViolation, start: (FuzzInput) -> Model
    ) -> (input: FuzzInput, violation: InvariantViolation) {
        let invariant = violation.invariant
        func violationIn(_ candidate: FuzzInput) -> InvariantViolation? {
            InvariantRunner.violations(performing: candidate.steps, on: start(candidate))
                .first { $0.invariant == invariant }
        }
        var found = violation
        var current = input
        var shrunk = true
        while shrunk {
            shrunk = false
            for candidate in smallerNeighbours(of: current) {
                if let smaller = violationIn(candidate) {
                    current = candidate
                    found = smaller
                    shrunk = true
                    break
                }
            }
        }
        return (current, found)
    }

    /// Inputs one simplification away: one step fewer, a margin back at the tutorial's default, or a rounder number.
    static func smallerNeighbours(of input: FuzzInput) -> [FuzzInput] {
        func with(_ steps: [Step]) -> FuzzInput {
            FuzzInput(steps: steps, midMargin: input.midMargin, leftMargin: input.leftMargin)
        }
        var neighbours = input.steps.indices.map { index in
            var steps = input.steps
            steps.remove(at: index)
            return with(steps)
        }
        if input.midMargin != 5 {
            neighbours.append(FuzzInput(steps: input.steps, midMargin: 5, leftMargin: input.leftMargin))
        }
        if input.leftMargin != 0 {
            neighbours.append(FuzzInput(steps: input.steps, midMargin: input.midMargin, leftMargin: 0))
        }
        for index in input.steps.indices {
            neighbours += StepSimplifier.variants(of: input.steps[index]).map { variant in
                var steps = input.steps
                steps[index] = variant
                return with(steps)
            }
        }
        return neighbours
    }
}

/// Per-invariant counts and first inputs for one model while the run goes on.
private struct Tally<Model: InvariantSubject> {
    var counts: [Invariant: Int] = [:]
    var first: [Invariant: (index: Int, input: FuzzInput, violation: InvariantViolation)] = [:]

    mutating func record(_ violations: [InvariantViolation], input: FuzzInput, index: Int) {
        for violation in violations {
            counts[violation.invariant, default: 0] += 1
            if first[violation.invariant] == nil { first[violation.invariant] = (index, input, violation) }
        }
    }

    func findings(start: (FuzzInput) -> Model) -> ModelFindings {
        let findings = first.sorted { $0.key < $1.key }.map { invariant, origin in
            let (minimal, violation) = FuzzRunner.shrink(origin.input, breaking: origin.violation, start: start)
            return ModelFindings.Finding(
                invariant: invariant, count: counts[invariant] ?? 0, firstInput: origin.index,
                minimalInput: minimal, violation: violation)
        }
        return ModelFindings(modelName: Model.displayName, applicable: Model.applicableInvariants, findings: findings)
    }
}
