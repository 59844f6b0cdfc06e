extension EdgeCases {
    /// Cases about the control as an app runs it: in a window, laid out when the run loop commits, drawn by
    /// Core Animation from what its layers hold (docs/oracle.md, "The control in an app").
    static let app: [OracleCase] = [
        OracleCase(
            name: "storyboard-control-is-initialised-like-a-coded-one",
            documented: "The sample app's Main.storyboard: a HeartRatingView made by init(coder:) with its frame,"
                + " then its user-defined runtime attributes set in order; README: the accessibility label"
                + " defaults to \"Rating\" and one set before is kept",
            steps: [
                .decode(frame: Rect(x: 40, y: 105, width: 295, height: 48), accessibilityLabel: nil),
                .set(.maxRating(5)), .set(.minRating(0)), .set(.rating(0)),
                .set(.minImageSize(Size(width: 20, height: 20))), .set(.editable(true)), .set(.halfRatings(false)),
                .set(.shouldBounce(true)),
                // No attribute changed a value, so nothing refreshed yet (correction C).
                .observe(Observation(
                    maxRating: 5, minImageSize: Size(width: 20, height: 20), imageViewCount: 10,
                    pairs: Array(repeating: .shown, count: 5), accessibilityLabel: "Rating",
                    accessibilityValue: "0 of 5", accessibilityTraits: .adjustable)),
                // The first commit lays the new control out: no images, so zero frames and hidden overlays.
                .commit,
                .observe(Observation(pairs: CaseVocabulary.unlaidRow(5))),
            ]),
        OracleCase(
            name: "storyboard-accessibility-label-is-kept",
            documented: "README: the accessibility label defaults to \"Rating\" and one set before is kept;"
                + " Interface Builder's label comes with the archive",
            steps: [
                .decode(frame: Rect(x: 0, y: 0, width: 100, height: 10), accessibilityLabel: "Stars"),
                .observe(Observation(imageViewCount: 10, accessibilityLabel: "Stars")),
            ],
            // Whether UIView's init(coder:) sets the archived label before the subclass's code runs.
            assumes: ["coder.archived-label-before-subclass"]),
        OracleCase(
            name: "commit-lays-out-only-a-marked-control",
            documented: "rating-model.md correction G; Apple, UIView.setNeedsLayout(): \"triggers a layout update"
                + " during the next update cycle\"; the control marks itself when an image, maxRating,"
                + " minImageSize or its bounds change",
            steps: [
                .set(.emptyImage(CaseVocabulary.heart)), .set(.fullImage(CaseVocabulary.heart)),
                .set(.bounds(CaseVocabulary.strip)), .commit,
                .observe(Observation(pairs: CaseVocabulary.pairs(at: CaseVocabulary.stripFrames))),
                // A new rating marks nothing: the commit keeps the frames and the refresh already masked.
                .set(.rating(2.5)), .commit,
                .observe(Observation(pairs: CaseVocabulary.pairs(
                    at: CaseVocabulary.stripFrames,
                    showing: [.shown, .shown, .masked(width: 10, height: 10), .hidden, .hidden]))),
                // A 10 × 10 empty image: nothing moves before the commit, which lays the strip out again:
                // slots of 20, images 10 × 10, gap (100 − 50) / 4 = 12.5, x = i · 22.5.
                .set(.emptyImage(Size(width: 10, height: 10))),
                .observe(Observation(pairs: CaseVocabulary.pairs(at: CaseVocabulary.stripFrames))),
                .commit,
                .observe(Observation(pairs: CaseVocabulary.pairs(
                    at: CaseVocabulary.row(x: [0, 22.5, 45, 67.5, 90], width: 10, height: 10)))),
                // Wider bounds mark the control: slots of 40, images 10 × 10, gap (200 − 50) / 4 = 37.5.
                .set(.bounds(Rect(x: 0, y: 0, width: 200, height: 10))), .commit,
                .observe(Observation(pairs: CaseVocabulary.pairs(
                    at: CaseVocabulary.row(x: [0, 47.5, 95, 142.5, 190], width: 10, height: 10)))),
            ]),
        OracleCase(
            name: "fresh-control-laid-out-without-images-hides-overlays",
            documented: "rating-model.md, Layout 1 and Refresh: with the empty image unset every frame is zero and"
                + " the refresh hides the overlays; a new control is marked (its image views were just added)",
            steps: [
                .set(.bounds(CaseVocabulary.strip)), .commit,
                .observe(Observation(pairs: CaseVocabulary.unlaidRow(5))),
            ]),
        OracleCase(
            name: "bounds-with-a-positive-infinite-origin-lay-out-nothing",
            documented: "rating-model.md correction F: bounds whose origin has a +∞ coordinate are the null"
                + " rectangle once standardized, width 0, so nothing is laid out",
            steps: [
                .set(.emptyImage(CaseVocabulary.heart)), .set(.fullImage(CaseVocabulary.heart)),
                .set(.bounds(Rect(x: .infinity, y: 0, width: 100, height: 10))), .commit,
                .observe(Observation(pairs: CaseVocabulary.zeroFrames(5))),
            ],
            // Whether Core Animation keeps such bounds as the null rectangle was never measured on iOS.
            assumes: ["geometry.null-origin-standardized"]),
        OracleCase(
            name: "bounds-with-a-negative-infinite-origin-y-lay-out-at-zero",
            documented: "rating-model.md, Layout 5: a non-finite y falls back to 0; a −∞ origin is no null"
                + " rectangle, and Core Animation accepts infinite geometry (only NaN raises)",
            steps: [
                .set(.emptyImage(CaseVocabulary.heart)), .set(.fullImage(CaseVocabulary.heart)),
                .set(.bounds(Rect(x: 0, y: -.infinity, width: 100, height: 10))), .commit,
                .observe(Observation(pairs: CaseVocabulary.pairs(at: CaseVocabulary.stripFrames))),
            ]),
        OracleCase(
            name: "image-content-mode-reaches-every-image-view",
            documented: "README: imageContentMode sets how every image view shows its image (scaleAspectFit by"
                + " default)",
            steps: CaseVocabulary.heartStrip + [
                .observe(Observation(imageContentModes: ["scaleAspectFit"])),
                .set(.imageContentMode(.center)), .observe(Observation(imageContentModes: ["center"])),
                // New image views take the mode too.
                .set(.maxRating(3)), .observe(Observation(imageViewCount: 6, imageContentModes: ["center"])),
            ]),
        OracleCase(
            name: "what-core-animation-draws-of-each-pair",
            documented: "rating-model.md, Refresh; CALayer.h: a mask's alpha channel selects what shows and its"
                + " backgroundColor defaults to nil, so the control's mask is filled opaque; the image views"
                + " are not accessibility elements, the control is the one element",
            steps: CaseVocabulary.heartStrip + [
                .set(.rating(1.5)),
                .observe(Observation(accessibleImageViews: 0, pairs: [
                    PairObservation(fullMask: .unmasked, emptyOpacity: 1, fullOpacity: 1),
                    PairObservation(fullMask: .masked(Rect(x: 0, y: 0, width: 10, height: 10)), emptyOpacity: 1,
                                    fullOpacity: 1, fullMaskOpacity: 1),
                    PairObservation(fullMask: .unmasked, emptyOpacity: 1, fullOpacity: 0),
                    PairObservation(fullMask: .unmasked, emptyOpacity: 1, fullOpacity: 0),
                    PairObservation(fullMask: .unmasked, emptyOpacity: 1, fullOpacity: 0),
                ])),
            ]),
    ]
}
