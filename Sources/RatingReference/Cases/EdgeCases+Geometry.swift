extension EdgeCases {
    /// Cases about sizes and frames.
    static let geometry: [OracleCase] = [
        OracleCase(
            name: "size-for-image-zero-in-hostile-containers",
            documented: "rating-model.md edge case 5;"
                + " README: hostile NaN, infinite, negative, zero geometry is normalized",
            steps: sizeForImageSteps),
        OracleCase(
            name: "extreme-min-image-size-keeps-frames-in-bounds",
            documented: "rating-model.md edge case 6;"
                + " README: extreme finite geometry is bounded before frames reach Core Animation",
            steps: [
                .set(.emptyImage(CaseVocabulary.heart)), .set(.fullImage(CaseVocabulary.heart)),
                .set(.minImageSize(Size(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude))),
                .set(.bounds(Rect(x: 0, y: 0, width: 100, height: 20))), .layout,
                // slot 100 / 5 = 20; maxH = min(max(gFM, 20), 20) = 20; aspect fit of 20 × 10 in 20 × 20 is 20 × 10.
                .observe(Observation(
                    minImageSize: Size(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
                    intrinsicContentSize: Size(width: 1_000_000, height: 1_000_000),
                    pairs: CaseVocabulary.pairs(at: CaseVocabulary.stripFrames))),
            ]),
        OracleCase(
            name: "min-image-width-equal-to-bounds-keeps-frames-apart",
            documented: "rating-model.md edge case 7; XCTest testOversizedMinimumImageWidthDoesNotOverlapRatingFrames",
            steps: [
                .set(.emptyImage(Size(width: 40, height: 10))), .set(.fullImage(Size(width: 40, height: 10))),
                .set(.minImageSize(Size(width: 100, height: 5))),
                .set(.bounds(Rect(x: 0, y: 0, width: 100, height: 20))), .layout,
                // slot 20 × 20; scale min(20/40, 20/10) = 0.5 gives 20 × 5; gap (100 − 100) / 4 = 0.
                .observe(Observation(
                    intrinsicContentSize: Size(width: 500, height: 10),
                    pairs: CaseVocabulary.pairs(at: CaseVocabulary.row(x: [0, 20, 40, 60, 80], width: 20, height: 5)))),
            ]),
        OracleCase(
            name: "layout-uses-bounds-not-transformed-frame",
            documented: "rating-model.md edge case 9; plan 2026-06-12-bounds-based-image-layout",
            steps: [
                .set(.transform(Transform(scaleX: 2, scaleY: 2))),
            ] + CaseVocabulary.heartStrip + [
                .observe(Observation(pairs: CaseVocabulary.pairs(at: CaseVocabulary.stripFrames))),
            ]),
        OracleCase(
            name: "intrinsic-size-from-larger-image-and-minimum",
            documented: "rating-model.md edge case 10;"
                + " README: intrinsic content size derived from the larger image, minImageSize and maxRating",
            steps: [
                .set(.emptyImage(Size(width: 20, height: 10))),
                .observe(Observation(intrinsicContentSize: .zero)),
                .set(.fullImage(Size(width: 24, height: 12))), .set(.maxRating(4)),
                .set(.minImageSize(Size(width: 30, height: 16))),
                // width max(max(20, 24), 30) = 30, times 4 = 120; height max(max(10, 12), 16) = 16.
                .observe(Observation(intrinsicContentSize: Size(width: 120, height: 16))),
            ]),
        OracleCase(
            name: "hostile-bounds-give-zero-frames",
            documented: "rating-model.md, Layout steps 1 and 2 (a zero size; no empty image); README: zero-size geometry",
            steps: hostileBoundsSteps),
        OracleCase(
            name: "single-pair-sits-at-the-bounds-origin",
            documented: "rating-model.md, Layout step 5 (n = 1: no gap); README: single-item views",
            steps: [
                .set(.maxRating(1)), .set(.emptyImage(CaseVocabulary.heart)), .set(.fullImage(CaseVocabulary.heart)),
                .set(.bounds(Rect(x: 10, y: 5, width: 40, height: 10))), .layout,
                // slot 40 × 10; scale min(40/20, 10/10) = 1; frame at the bounds origin.
                .observe(Observation(
                    intrinsicContentSize: Size(width: 20, height: 10),
                    pairs: [PairObservation(frame: Rect(x: 10, y: 5, width: 20, height: 10))])),
            ]),
        OracleCase(
            name: "spacing-spreads-pairs-across-the-bounds",
            documented: "rating-model.md, Layout step 5: gap = (W − size.w · n) / (n − 1)",
            steps: [
                .set(.emptyImage(CaseVocabulary.heart)), .set(.fullImage(CaseVocabulary.heart)),
                .set(.bounds(Rect(x: 0, y: 0, width: 200, height: 10))), .layout,
                // slot 40; image 20 × 10; gap (200 − 100) / 4 = 25; x = i · 45.
                .observe(Observation(
                    pairs: CaseVocabulary.pairs(
                        at: CaseVocabulary.row(x: [0, 45, 90, 135, 180], width: 20, height: 10)))),
            ]),
        OracleCase(
            name: "oversized-bounds-are-capped",
            documented: "rating-model.md, Layout step 2: W = finiteNonnegative(bounds.w, 1e6)",
            steps: [
                .set(.emptyImage(CaseVocabulary.heart)), .set(.fullImage(CaseVocabulary.heart)),
                .set(.bounds(Rect(x: 0, y: 0, width: 2_000_000, height: 10))), .layout,
                // W = 1e6; slot 2e5; image 20 × 10; gap (1e6 − 100) / 4 = 249 975; x = i · 249 995.
                .observe(Observation(pairs: CaseVocabulary.pairs(
                    at: CaseVocabulary.row(x: [0, 249_995, 499_990, 749_985, 999_980], width: 20, height: 10)))),
            ]),
    ]

    /// Containers and images with a hostile dimension, then two ordinary fits.
    private static let sizeForImageSteps: [Step] = {
        let hostile: [Double] = [.nan, .infinity, -.infinity, -1, 0]
        let image = CaseVocabulary.heart
        let containers = hostile.flatMap { value in
            [Size(width: value, height: 10), Size(width: 40, height: value)]
        }
        let hostileContainers = containers.map { Step.sizeForImage(image: image, container: $0, expect: .zero) }
        let hostileImages = hostile.map {
            Step.sizeForImage(image: Size(width: $0, height: 10), container: Size(width: 40, height: 40), expect: .zero)
        }
        let fits: [Step] = [
            // scale min(40/20, 40/10) = 2.
            .sizeForImage(image: image, container: Size(width: 40, height: 40), expect: Size(width: 40, height: 20)),
            // the container is capped at 1e6 × 1e6: scale min(5e4, 1e5) = 5e4.
            .sizeForImage(
                image: image, container: Size(width: 1e300, height: 1e300),
                expect: Size(width: 1_000_000, height: 500_000)),
        ]
        return hostileContainers + hostileImages + fits
    }()

    /// Layout in bounds with nothing to lay out in (a zero width or height), and without an empty image,
    /// zeroes the frames of a laid-out strip. (Negative sizes lay out, NaN and infinite ones raise: see the
    /// cases of the corrections.)
    private static let hostileBoundsSteps: [Step] = {
        let empty = [
            Rect(x: 0, y: 0, width: 100, height: 0), Rect(x: 0, y: 0, width: 0, height: 10),
            Rect(x: 0, y: 0, width: -0.0, height: 10), Rect(x: 5, y: 5, width: 0, height: 0),
        ]
        let laidOut: [Step] = [
            .set(.bounds(CaseVocabulary.strip)), .layout,
            .observe(Observation(pairs: CaseVocabulary.pairs(at: CaseVocabulary.stripFrames))),
        ]
        let inEmptyBounds = empty.flatMap { bounds -> [Step] in
            laidOut + [.set(.bounds(bounds)), .layout, .observe(Observation(pairs: CaseVocabulary.zeroFrames(5)))]
        }
        let withoutEmptyImage: [Step] = laidOut + [
            .set(.emptyImage(nil)), .layout, .observe(Observation(pairs: CaseVocabulary.zeroFrames(5))),
        ]
        let images: [Step] = [.set(.emptyImage(CaseVocabulary.heart)), .set(.fullImage(CaseVocabulary.heart))]
        return images + inEmptyBounds + withoutEmptyImage
    }()
}
