extension EdgeCases {
    /// Cases about the full overlays: visibility and masks.
    static let rendering: [OracleCase] = [
        OracleCase(
            name: "half-rating-mask-same-after-repeated-layout",
            documented: "rating-model.md edge case 8; rating-model.md, Refresh: repeating layout gives the same masks",
            steps: CaseVocabulary.heartStrip + [
                .set(.rating(0.5)), .layout, .observe(Observation(pairs: halfRatedStrip)),
                .layout, .observe(Observation(pairs: halfRatedStrip)),
            ]),
        OracleCase(
            name: "incomplete-pair-hides-overlays-until-restored",
            documented: "rating-model.md edge case 11; plan 2026-06-13-incomplete-image-pair",
            steps: CaseVocabulary.heartStrip + [
                .set(.rating(2.5)),
                .observe(Observation(intrinsicContentSize: Size(width: 100, height: 10), pairs: twoAndAHalfStrip)),
                .set(.fullImage(nil)),
                .observe(Observation(intrinsicContentSize: .zero, pairs: allHiddenStrip)),
                .set(.fullImage(CaseVocabulary.heart)),
                .observe(Observation(intrinsicContentSize: Size(width: 100, height: 10), pairs: twoAndAHalfStrip)),
                .set(.emptyImage(nil)), .layout,
                .observe(Observation(intrinsicContentSize: .zero, pairs: CaseVocabulary.pairs(
                    at: Array(repeating: .zero, count: 5), showing: Array(repeating: .hidden, count: 5)))),
                .set(.emptyImage(CaseVocabulary.heart)), .layout,
                .observe(Observation(pairs: twoAndAHalfStrip)),
            ]),
    ]

    /// Rating 0.5 on the strip: half of the first heart (10 of 20 points) shows.
    private static let halfRatedStrip = CaseVocabulary.pairs(
        at: CaseVocabulary.stripFrames,
        showing: [.masked(width: 10, height: 10), .hidden, .hidden, .hidden, .hidden])

    /// Rating 2.5 on the strip: two whole hearts and half of the third.
    private static let twoAndAHalfStrip = CaseVocabulary.pairs(
        at: CaseVocabulary.stripFrames,
        showing: [.shown, .shown, .masked(width: 10, height: 10), .hidden, .hidden])

    /// The strip with every full overlay hidden and unmasked.
    private static let allHiddenStrip = CaseVocabulary.pairs(
        at: CaseVocabulary.stripFrames, showing: Array(repeating: .hidden, count: 5))
}
