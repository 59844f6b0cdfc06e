import XCTest
@testable import RatingReference

/// The generators' choice of a kind of step: weights laid end to end in the kinds' order, a kind not named
/// taking the default weight, so a kind declared later is generated without a change to the generators.
final class WeightedChoiceTests: XCTestCase {
    private enum Colour: CaseIterable, Hashable, Sendable { case red, green, blue, black }

    func testAChoiceNotNamed_hasTheDefaultWeight_aZeroWeightIsNeverChosen() {
        let choices = WeightedChoice<Colour>([.red: 2, .black: 0], otherwise: 0.5)
        XCTAssertEqual(Colour.allCases.map(choices.weight(of:)), [2, 0.5, 0.5, 0])
        XCTAssertEqual(choices.total, 3)
        let table: [(Double, Colour)] = [(0, .red), (1.999, .red), (2, .green), (2.499, .green), (2.5, .blue), (2.999, .blue)]
        for (point, expected) in table {
            XCTAssertEqual(choices.choice(at: point), expected, "at \(point)")
        }
        XCTAssertEqual(choices.choice(at: 3), .blue, "the end is the last choice with a weight, never a zero one")
    }

    func testPicks_followTheWeights() {
        let choices = WeightedChoice<Colour>([.red: 3, .black: 0], otherwise: 1)
        var random = SeededGenerator(seed: 11)
        var counts: [Colour: Int] = [:]
        for _ in 0..<6_000 { counts[random.pick(choices), default: 0] += 1 }
        XCTAssertNil(counts[.black])
        XCTAssertEqual(Double(counts[.red] ?? 0) / 6_000, 0.6, accuracy: 0.03)
        XCTAssertEqual(Double(counts[.green] ?? 0) / 6_000, 0.2, accuracy: 0.03)
    }

    func testBothGenerators_makeEveryKindTheyDoNotExclude() {
        var boundaryKinds = Set<Step.Kind>()
        for index in 0..<300 {
            var generator = BoundaryCaseGenerator(seed: 5, index: index)
            boundaryKinds.formUnion(generator.generate().steps.map(\.kind))
        }
        XCTAssertEqual(boundaryKinds, Set(Step.Kind.allCases).subtracting([.decode]), "archives are the storyboard's cases")
        var fuzzKinds = Set<Step.Kind>()
        for index in 0..<300 {
            var generator = FuzzInputGenerator(seed: 5, index: index)
            fuzzKinds.formUnion(generator.input().steps.map(\.kind))
        }
        XCTAssertEqual(fuzzKinds, Set(Step.Kind.allCases).subtracting([.decode, .commit, .sizeForImage, .observe]))
        for kind in Step.Kind.allCases where ![.decode, .observe].contains(kind) {
            XCTAssertGreaterThan(BoundaryCaseGenerator.interactions.weight(of: kind), 0, "\(kind)")
        }
    }
}
