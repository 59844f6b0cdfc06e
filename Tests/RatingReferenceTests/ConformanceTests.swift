import JSONCoding
import XCTest
@testable import RatingReference

/// The real control held against the model: rounding and the choice of touch are allowed, nothing else.
final class ConformanceTests: XCTestCase {
    /// A run whose answers are the model's own observations of `oracleCase`, changed by `edit`.
    private func run(of oracleCase: OracleCase, editing edit: (Int, inout JSON) -> Void = { _, _ in }) -> ControlRun {
        let evaluated = CaseRunner.run(oracleCase).evaluated
        var answers: [Int: JSON] = [:]
        for (index, step) in evaluated.steps.enumerated() where index < oracleCase.steps.count {
            switch step {
            case .observe(let observation): answers[index] = CaseFileEncoder.observation(observation)
            case .sizeForImage(_, _, let size?): answers[index] = CaseFileEncoder.size(size)
            default: continue
            }
            edit(index, &answers[index]!)
        }
        return ControlRun(answers: answers.mapValues(ControlAnswer.init))
    }

    /// Replaces the member at `path` (keys and array indices) of an object.
    private func replace(_ path: [String], in json: inout JSON, with value: JSON) {
        guard let first = path.first else { return json = value }
        switch json.value {
        case .object(var members):
            guard let position = members.firstIndex(where: { $0.key == first }) else { return XCTFail("no \(first)") }
            replace(Array(path.dropFirst()), in: &members[position].value, with: value)
            json = .object(members)
        case .array(var elements):
            guard let position = Int(first) else { return XCTFail("not an index: \(first)") }
            replace(Array(path.dropFirst()), in: &elements[position], with: value)
            json = .array(elements)
        default: XCTFail("cannot descend into \(first)")
        }
    }

    private let strip: [Step] = CaseVocabulary.heartStrip

    func testEveryDocumentedCase_agreesWithItsOwnModelRun() {
        for oracleCase in EdgeCases.all {
            var answered = run(of: oracleCase)
            // Where the model raises, the control's run says so at that step (and answers nothing after).
            var control = RatingControl()
            for (index, step) in oracleCase.steps.enumerated() {
                control.apply(step)
                if let raised = control.raised, answered.raised == nil { answered.raised = (index, raised.description) }
            }
            XCTAssertNil(Conformance.divergence(of: answered, in: oracleCase), oracleCase.name)
        }
    }

    func testFrameOffInTheLastBits_agrees_offVisibly_divergesNamingTheField() throws {
        let oracleCase = OracleCase(name: "e", documented: "", steps: strip + [.observe(Observation())])
        let observe = oracleCase.steps.count - 1
        // 60.82499999999999 for 60.824999999999996 is the read-back of correction E: within 1e-9.
        let rounded = run(of: oracleCase) { index, json in
            if index == observe { self.replace(["pairs", "3", "frame", "x"], in: &json, with: .double(60.00000000000001)) }
        }
        XCTAssertNil(Conformance.divergence(of: rounded, in: oracleCase))
        let moved = run(of: oracleCase) { index, json in
            if index == observe { self.replace(["pairs", "3", "frame", "x"], in: &json, with: .double(60.001)) }
        }
        let divergence = try XCTUnwrap(Conformance.divergence(of: moved, in: oracleCase))
        XCTAssertEqual(divergence.step, observe)
        XCTAssertEqual(divergence.mismatches.map(\.field), ["pairs[3].frame.x"])
        XCTAssertEqual(divergence.mismatches.first?.expected, "60")
        XCTAssertEqual(divergence.mismatches.first?.actual, "60.001")
    }

    func testRatingOffByAFloatUlp_agrees_andMasksFollowTheControlsRating() {
        let oracleCase = OracleCase(
            name: "r", documented: "", steps: strip + [.set(.floatRatings(true)), .touchesBegan([Point(x: 45, y: 5)]),
                                                    .observe(Observation())])
        let observe = oracleCase.steps.count - 1
        let nextUp = Float(2.25).nextUp
        let answered = run(of: oracleCase) { index, json in
            guard index == observe else { return }
            self.replace(["rating"], in: &json, with: .float(nextUp))
            // The control masks the third pair from its own rating: (2.25⁺ − 2) · 20.
            self.replace(["pairs", "2", "fullMask", "width"], in: &json, with: .double(Double(nextUp - 2) * 20))
            self.replace(["accessibilityValue"], in: &json, with: .string("\(nextUp) of 5"))
        }
        XCTAssertNil(Conformance.divergence(of: answered, in: oracleCase))
    }

    func testSeveralTouches_theControlMayReadAnyOfThem() throws {
        let touches = [Point(x: 45, y: 5), Point(x: 85, y: 5)]
        let oracleCase = OracleCase(
            name: "d", documented: "", steps: strip + [.touchesBegan(touches), .observe(Observation(rating: 3))])
        let observe = oracleCase.steps.count - 1
        func answering(_ rating: Float) -> ControlRun {
            run(of: oracleCase) { index, json in
                guard index == observe else { return }
                // What the model shows after a touch at 85 (rating 5) or at 45 (rating 3).
                var control = RatingControl()
                CaseVocabulary.heartStrip.forEach { control.apply($0) }
                control.touchesBegan([Point(x: rating == 5 ? 85 : 45, y: 5)])
                json = CaseFileEncoder.observation(control.observe())
            }
        }
        XCTAssertNil(Conformance.divergence(of: answering(3), in: oracleCase))
        XCTAssertNil(Conformance.divergence(of: answering(5), in: oracleCase), "the second touch may come first")
        let neither = run(of: oracleCase) { index, json in
            if index == observe { self.replace(["rating"], in: &json, with: .float(4)) }
        }
        let divergence = try XCTUnwrap(Conformance.divergence(of: neither, in: oracleCase))
        XCTAssertTrue(divergence.mismatches.contains { $0.field == "rating" }, "\(divergence.mismatches)")
    }

    /// The control's observation after `setUp` and a rating of `rating`, as the model shows it.
    private func answer(after setUp: [Step], rating: Float) -> JSON {
        var control = RatingControl()
        setUp.forEach { control.apply($0) }
        control.setRating(rating)
        return CaseFileEncoder.observation(control.observe())
    }

    private func agrees(_ steps: [Step], touchAt x: Double, controlRating rating: Float) -> Bool {
        let oracleCase = OracleCase(
            name: "edge", documented: "", steps: steps + [.touchesBegan([Point(x: x, y: 5)]), .observe(Observation())])
        let observe = oracleCase.steps.count - 1
        let answered = run(of: oracleCase) { index, json in
            if index == observe { json = self.answer(after: steps, rating: rating) }
        }
        return Conformance.divergence(of: answered, in: oracleCase) == nil
    }

    func testTouchOnARoundedEdge_mayFallOnEitherSide_butNotFurther() {
        // 101.1 wide: frame 3 starts at 60.824999999999996, read back through its centre as
        // 60.82499999999999. A touch at the formula's edge is pair 2's for the model (rating 3) and may be
        // pair 3's for a control reading the frame back (rating 4).
        let steps: [Step] = [
            .set(.emptyImage(CaseVocabulary.heart)), .set(.fullImage(CaseVocabulary.heart)),
            .set(.bounds(Rect(x: 0, y: 0, width: 101.1, height: 10))), .layout,
        ]
        for (rating, expected) in [(Float(3), true), (4, true), (5, false)] {
            XCTAssertEqual(agrees(steps, touchAt: 60.824999999999996, controlRating: rating), expected, "rating \(rating)")
        }
    }

    func testTouchOnAnExactEdge_fallsOnlyWhereTheModelSays() {
        // x = 40 is pair 2's left edge, exact through any centre: "right of minX" is false, pair 1 takes it.
        XCTAssertTrue(agrees(strip, touchAt: 40, controlRating: 2))
        XCTAssertFalse(agrees(strip, touchAt: 40, controlRating: 3), "a control that counts the edge as inside differs")
    }

    func testExceptions_agreeOnlyWhereTheModelRaisesTheSame() throws {
        let raising = try XCTUnwrap(EdgeCases.named("nan-bounds-raise-invalid-geometry"))
        let raiseStep = try XCTUnwrap(raising.steps.firstIndex { if case .set(.bounds(let r)) = $0 { !r.isFinite } else { false } })
        let message = "CALayer bounds contains NaN: [0 0; nan 10]"
        XCTAssertNil(Conformance.divergence(
            of: ControlRun(answers: run(of: raising).answers, raised: (raiseStep, "CALayerInvalidGeometry: " + message)),
            in: raising))
        let silent = try XCTUnwrap(Conformance.divergence(of: run(of: raising), in: raising))
        XCTAssertEqual(silent.step, raiseStep)
        XCTAssertEqual(silent.mismatches.first?.field, "raised")
        XCTAssertEqual(silent.mismatches.first?.actual, "no exception")

        let ordinary = OracleCase(name: "o", documented: "", steps: strip + [.observe(Observation())])
        let unexpected = try XCTUnwrap(Conformance.divergence(
            of: ControlRun(answers: [:], raised: (3, "CALayerInvalidGeometry: CALayer position contains NaN")),
            in: ordinary))
        XCTAssertEqual(unexpected.step, 3)
        XCTAssertEqual(unexpected.mismatches.first?.expected, "no exception")
    }

    func testMissingAnswer_isADivergence() throws {
        let oracleCase = OracleCase(name: "m", documented: "", steps: [.observe(Observation())])
        let divergence = try XCTUnwrap(Conformance.divergence(of: ControlRun(), in: oracleCase))
        XCTAssertEqual(divergence.mismatches.first?.actual, "nothing")
    }
}
