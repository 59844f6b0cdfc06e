extension EdgeCases {
    /// Cases for the facts measured on the real control (rating-model.md, "Corrections").
    static let corrections: [OracleCase] = [
        OracleCase(
            name: "new-image-views-are-image-sized-until-layout",
            documented: "rating-model.md correction A: UIImageView(image:) sizes a new view to its image;"
                + " refresh masks from the full view's bounds and touches read the empty views' frames",
            steps: [
                .set(.emptyImage(CaseVocabulary.heart)), .set(.fullImage(Size(width: 24, height: 12))),
                .set(.bounds(Rect(x: 0, y: 0, width: 110, height: 10))), .layout, .set(.rating(0.5)),
                // slot 22; the empty image 20 × 10 fits at scale 1; gap (110 − 100) / 4 = 2.5; x = i · 22.5.
                // Half of the first 20-wide full view shows: 10 × 10.
                .observe(Observation(pairs: CaseVocabulary.pairs(
                    at: CaseVocabulary.row(x: [0, 22.5, 45, 67.5, 90], width: 20, height: 10),
                    showing: [.masked(width: 10, height: 10), .hidden, .hidden, .hidden, .hidden]))),
                .set(.maxRating(4)),
                // Four new pairs at the origin: empty views 20 × 10, full views 24 × 12, until the next layout;
                // the first full view shows half of its own 24 × 12 bounds.
                .observe(Observation(maxRating: 4, imageViewCount: 8, pairs: [
                    imageSized(showing: .masked(width: 12, height: 12)), imageSized(showing: .hidden),
                    imageSized(showing: .hidden), imageSized(showing: .hidden),
                ])),
                // x = 5 is right of every frame's minX 0: the last pair takes it, a whole rating of 4.
                .set(.delegate(true)), .touchesBegan(CaseVocabulary.touch(x: 5)),
                .observe(Observation(rating: 4, events: [.isUpdating(4)])),
                .layout,
                // slot 27.5; image 20 × 10; gap (110 − 80) / 3 = 10; x = i · 30; full views follow the empty ones.
                .observe(Observation(pairs: CaseVocabulary.row(x: [0, 30, 60, 90], width: 20, height: 10).map {
                    PairObservation(frame: $0, fullFrame: $0, fullHidden: false, fullMask: .unmasked)
                })),
            ]),
        OracleCase(
            name: "negative-bounds-sizes-lay-out-from-the-standardized-origin",
            documented: "rating-model.md correction B (revised): Core Animation keeps bounds standardized, so a"
                + " negative size moves the bounds' origin and the frames start there, inside the bounds",
            steps: [
                .set(.emptyImage(CaseVocabulary.heart)), .set(.fullImage(CaseVocabulary.heart)),
                .set(.bounds(Rect(x: 0, y: 0, width: -100, height: 10))), .layout,
                // Stored as {−100, 0, 100, 10}: the strip's frames, at x = −100 + i · 20.
                .observe(Observation(pairs: CaseVocabulary.pairs(
                    at: CaseVocabulary.row(x: [-100, -80, -60, -40, -20], width: 20, height: 10)))),
                .set(.bounds(Rect(x: 0, y: 0, width: 100, height: -10))), .layout,
                // Stored as {0, −10, 100, 10}: the strip, ten points up.
                .observe(Observation(pairs: CaseVocabulary.pairs(
                    at: CaseVocabulary.row(x: [0, 20, 40, 60, 80], y: -10, width: 20, height: 10)))),
            ]),
        OracleCase(
            name: "infinite-bounds-give-zero-frames",
            documented: "rating-model.md, last correction: Core Animation accepts infinite bounds (only NaN"
                + " raises), so they reach the control's finiteNonnegative guard, which lays out nothing",
            steps: [
                .set(.emptyImage(CaseVocabulary.heart)), .set(.fullImage(CaseVocabulary.heart)),
                .set(.bounds(Rect(x: 0, y: 0, width: .infinity, height: 10))), .layout,
                .observe(Observation(pairs: CaseVocabulary.zeroFrames(5))),
                .set(.bounds(Rect(x: 0, y: 0, width: 100, height: -.infinity))), .layout,
                .observe(Observation(pairs: CaseVocabulary.zeroFrames(5))),
            ]),
        OracleCase(
            name: "fresh-control-shows-full-overlays-until-refreshed",
            documented: "rating-model.md correction C: init builds the image views but never refreshes,"
                + " so isHidden keeps UIView's default false",
            steps: [
                .observe(Observation(pairs: Array(repeating: .shown, count: 5))),
                // rating 0 is the stored value: no change, no refresh.
                .set(.rating(0)), .set(.editable(false)),
                .observe(Observation(pairs: Array(repeating: .shown, count: 5))),
                // Setting an image refreshes: the pair is incomplete, so every overlay is hidden.
                .set(.emptyImage(CaseVocabulary.heart)),
                .observe(Observation(pairs: Array(repeating: .hidden, count: 5))),
            ]),
        OracleCase(
            name: "frames-read-back-through-the-centre",
            documented: "rating-model.md correction E: a view's frame is stored as its centre and size and read"
                + " back from them, so the control may differ from these values in the last bits (compare"
                + " geometry within 1e-9, relative)",
            steps: [
                .set(.emptyImage(CaseVocabulary.heart)), .set(.fullImage(CaseVocabulary.heart)),
                .set(.bounds(Rect(x: 0, y: 0, width: 101.1, height: 10))), .layout,
                // In binary, gap (101.1 − 100) / 4 = 0.2749999999999986 and x₃ = 3 · 20.275 = 60.824999999999996;
                // the control reads x₃ back as (60.824999999999996 + 10) − 10 = 60.82499999999999.
                .observe(Observation(pairs: CaseVocabulary.pairs(
                    at: CaseVocabulary.row(x: [0, 20.275, 40.55, 60.824999999999996, 81.1], width: 20, height: 10)))),
            ],
            // How the last bits round on a device was never measured (the ledger's entry says so).
            assumes: ["geometry.frame-read-back-rounding"]),
        OracleCase(
            name: "nan-bounds-raise-invalid-geometry",
            documented: "rating-model.md, Corrections: on iOS, assigning NaN to a layer's bounds raises"
                + " CALayerInvalidGeometry (before the control's layout could guard anything); the app ends",
            steps: CaseVocabulary.heartStrip + [
                .set(.bounds(Rect(x: 0, y: 0, width: .nan, height: 10))),
                .observe(Observation(raised: "CALayerInvalidGeometry")),
                .set(.rating(3)), .layout,
                .observe(Observation(raised: "CALayerInvalidGeometry")),
            ]),
    ]

    /// A new pair before its first layout: both views at the origin, each the size of its image.
    private static func imageSized(showing overlay: PairObservation) -> PairObservation {
        PairObservation(
            frame: Rect(x: 0, y: 0, width: 20, height: 10), fullFrame: Rect(x: 0, y: 0, width: 24, height: 12),
            fullHidden: overlay.fullHidden, fullMask: overlay.fullMask)
    }
}
