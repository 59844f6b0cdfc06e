/// Cases aimed at the states generated cases seldom reach, to test a claim that a change to the control cannot
/// be seen (a declared equivalence) before it is accepted: a fresh control given one change, a control that
/// never had an image, one laid out by a commit and then changed, one made from an archive, and more
/// generated cases of a seed of their own. Every case looks after each step and after a commit.
public enum EquivalenceProbe {
    /// The aimed cases, then `generated` cases of `seed`.
    public static func cases(seed: UInt64, generated: Int) -> [OracleCase] {
        var cases: [OracleCase] = []
        let archived = Step.decode(frame: Rect(x: 0, y: 0, width: 100, height: 10), accessibilityLabel: nil)
        let prologues: [(name: String, steps: [Step])] = [
            ("fresh", []),
            ("never-had-an-image", [.set(.bounds(CaseVocabulary.strip)), .commit]),
            ("committed", [.set(.emptyImage(CaseVocabulary.heart)), .set(.fullImage(CaseVocabulary.heart)),
                           .set(.bounds(CaseVocabulary.strip)), .commit, .set(.rating(2.5)), .set(.delegate(true)),
                           .set(.shouldBounce(true))]),
            ("archived", [archived, .set(.emptyImage(CaseVocabulary.heart)), .set(.fullImage(CaseVocabulary.heart))]),
        ]
        for prologue in prologues {
            for step in probes {
                var steps = prologue.steps.flatMap { [$0, .observe(Observation())] }
                steps += [step, .observe(Observation()), .commit, .observe(Observation()), .layout, .observe(Observation())]
                cases.append(OracleCase(
                    name: "probe-\(prologue.name)-\(cases.count)", documented: "a declared equivalence's probe",
                    steps: steps))
            }
        }
        return cases + (0..<generated).map { index in
            var generator = BoundaryCaseGenerator(seed: seed, index: index)
            return generator.generate()
        }
    }

    /// One of each step that acts on the control, and each property's example and its other values.
    private static var probes: [Step] {
        let assignments = Assignment.Property.allCases.map(\.example) + [
            .emptyImage(nil), .emptyImage(Size(width: 10, height: 10)), .fullImage(CaseVocabulary.heart),
            .maxRating(3), .minImageSize(Size(width: 30, height: 30)), .rating(0.5), .editable(false),
            .bounds(Rect(x: 0, y: 0, width: 200, height: 20)), .imageContentMode(.scaleToFill),
        ]
        let kinds = Step.Kind.allCases.filter { ![.set, .observe, .decode].contains($0) }.map(\.example)
        return assignments.map(Step.set) + kinds + [.touchesEnded(CaseVocabulary.touch(x: 50))]
    }
}
