extension EdgeCases {
    /// Cases about touches, delegate callbacks, bounce and accessibility.
    static let interaction: [OracleCase] = [
        OracleCase(
            name: "accessibility-value-and-traits",
            documented: "rating-model.md edge case 12;"
                + " README: one adjustable accessibility element with a <value> of <max> value",
            steps: [
                .set(.rating(2.5)),
                .observe(Observation(
                    accessibilityLabel: "Rating", accessibilityValue: "2.5 of 5", accessibilityTraits: .adjustable)),
                .set(.editable(false)), .observe(Observation(accessibilityTraits: .staticText)),
                .set(.rating(3)), .observe(Observation(accessibilityValue: "3 of 5")),
            ]),
        OracleCase(
            name: "accessibility-adjustments-stay-in-bounds",
            documented: "rating-model.md edge case 13; README: bounded increment/decrement actions",
            steps: [
                .set(.delegate(true)), .set(.maxRating(2)), .set(.rating(1)),
                .accessibilityIncrement, .accessibilityIncrement,
                .accessibilityDecrement, .accessibilityDecrement, .accessibilityDecrement,
                .observe(Observation(
                    rating: 0, accessibilityValue: "0 of 2", events: [.didUpdate(2), .didUpdate(1), .didUpdate(0)])),
                .set(.editable(false)), .accessibilityIncrement,
                .observe(Observation(rating: 0, events: [])),
            ]),
        OracleCase(
            name: "custom-accessibility-label-is-kept",
            documented: "rating-model.md, Accessibility: a label set before is kept;"
                + " README: consumers may replace the label",
            steps: [
                .set(.accessibilityLabel("Hearts")), .set(.maxRating(3)), .set(.rating(3)),
                .observe(Observation(accessibilityLabel: "Hearts", accessibilityValue: "3 of 3")),
            ]),
        OracleCase(
            name: "empty-or-non-editable-touches-send-nothing",
            documented: "rating-model.md edge case 14;"
                + " plans 2026-06-09 empty-touch-end, empty-touch-phase-guard, noneditable-touch-end,"
                + " noneditable-touch-phase-guard",
            steps: CaseVocabulary.heartStrip + [
                .set(.delegate(true)), .set(.shouldBounce(true)),
                .touchesBegan([]), .touchesMoved([]), .touchesEnded([]),
                .observe(Observation(rating: 0, events: [])),
                .set(.editable(false)),
                .touchesBegan(CaseVocabulary.touch(x: 50)), .touchesMoved(CaseVocabulary.touch(x: 50)),
                .touchesEnded(CaseVocabulary.touch(x: 50)),
                .observe(Observation(rating: 0, events: [])),
            ]),
        OracleCase(
            name: "cancelled-touch-keeps-its-rating-without-didUpdate",
            documented: "UIKit: touchesCancelled(_:with:) ends a touch sequence a system event interrupts, and"
                + " UIResponder's default passes it up the responder chain; HeartRatingView does not override it",
            steps: CaseVocabulary.heartStrip + [
                .set(.delegate(true)), .set(.shouldBounce(true)),
                .touchesBegan(CaseVocabulary.touch(x: 45)), .observe(Observation(rating: 3, events: [.isUpdating(3)])),
                .touchesCancelled(CaseVocabulary.touch(x: 45)), .observe(Observation(rating: 3, events: [])),
            ]),
        OracleCase(
            name: "whole-rating-touch-fills-the-touched-pair",
            documented: "rating-model.md, Touches: otherwise i + 1; no pair matched gives 0, then bounded",
            steps: CaseVocabulary.heartStrip + [
                .set(.delegate(true)),
                .touchesBegan(CaseVocabulary.touch(x: 45)), .observe(Observation(rating: 3, events: [.isUpdating(3)])),
                // x = 0 is not right of the first frame's minX: no pair matches.
                .touchesBegan(CaseVocabulary.touch(x: 0)), .observe(Observation(rating: 0, events: [.isUpdating(0)])),
                .set(.minRating(1)),
                .touchesMoved(CaseVocabulary.touch(x: -5)), .observe(Observation(rating: 1, events: [.isUpdating(1)])),
            ]),
        OracleCase(
            name: "float-rating-touch-uses-the-fraction",
            documented: "rating-model.md, Touches: floatRatings gives i + lx / w inside the frame, i + 1 outside it",
            steps: CaseVocabulary.heartStrip + [
                .set(.floatRatings(true)),
                // pair 2 spans 40 ..< 60: 5 / 20 = 0.25.
                .touchesBegan(CaseVocabulary.touch(x: 45)), .observe(Observation(rating: 2.25)),
                // below the frame (y 25 ≥ height 10): a whole rating.
                .touchesBegan([Point(x: 45, y: 25)]), .observe(Observation(rating: 3)),
                // x = 100 is the last frame's maxX, outside it (lx = 20 is not < 20): a whole rating.
                .touchesBegan(CaseVocabulary.touch(x: 100)), .observe(Observation(rating: 5)),
            ]),
        OracleCase(
            name: "half-rating-touches-round-to-halves",
            documented: "rating-model.md edge case 15",
            steps: CaseVocabulary.heartStrip + [
                .set(.delegate(true)), .set(.halfRatings(true)),
                // pair 2 spans 40 ..< 60: 20 %, 50 % and 80 % of its width.
                .touchesBegan(CaseVocabulary.touch(x: 44)), .observe(Observation(rating: 2, events: [.isUpdating(2)])),
                .touchesMoved(CaseVocabulary.touch(x: 50)),
                .observe(Observation(rating: 2.5, events: [.isUpdating(2.5)])),
                .touchesMoved(CaseVocabulary.touch(x: 56)), .observe(Observation(rating: 3, events: [.isUpdating(3)])),
                .touchesEnded(CaseVocabulary.touch(x: 56)), .observe(Observation(rating: 3, events: [.didUpdate(3)])),
            ]),
        OracleCase(
            name: "bounce-without-delegate-uses-clamped-index",
            documented: "rating-model.md edge case 16; plan 2026-06-08-bounce-without-delegate",
            steps: CaseVocabulary.heartStrip + [
                .set(.shouldBounce(true)),
                .set(.rating(3.5)), .touchesEnded(CaseVocabulary.touch(x: 1)),
                .observe(Observation(events: [.bounce(2)])),
                .set(.rating(0)), .touchesEnded(CaseVocabulary.touch(x: 1)),
                .observe(Observation(events: [.bounce(0)])),
                .set(.rating(5)), .touchesEnded(CaseVocabulary.touch(x: 1)),
                .observe(Observation(events: [.bounce(4)])),
                .set(.rating(3)), .accessibilityIncrement, .observe(Observation(rating: 4, events: [.bounce(3)])),
            ]),
        OracleCase(
            name: "nan-rating-bounces-at-the-minimum",
            documented: "README:"
                + " NaN programmatic ratings fall back to minRating before mask rendering or bounce animation indexing",
            steps: CaseVocabulary.heartStrip + [
                .set(.shouldBounce(true)), .set(.minRating(2)), .set(.rating(.nan)),
                .touchesEnded(CaseVocabulary.touch(x: 1)),
                .observe(Observation(rating: 2, pairs: CaseVocabulary.pairs(
                    at: CaseVocabulary.stripFrames, showing: [.shown, .shown, .hidden, .hidden, .hidden]),
                    events: [.bounce(1)])),
            ]),
    ]
}
