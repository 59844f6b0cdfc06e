extension EdgeCases {
    /// Cases about the setters' normalisation of hostile values.
    static let normalisation: [OracleCase] = [
        OracleCase(
            name: "max-rating-clamped-to-1-through-100",
            documented: "rating-model.md edge case 1;"
                + " README: maxRating is capped at 100 before child image views are allocated",
            steps: [
                .set(.maxRating(0)), .observe(Observation(maxRating: 1, imageViewCount: 2)),
                .set(.maxRating(101)), .observe(Observation(maxRating: 100, imageViewCount: 200)),
                .set(.maxRating(-7)), .observe(Observation(maxRating: 1, imageViewCount: 2)),
                .set(.maxRating(Int.max)), .observe(Observation(maxRating: 100, imageViewCount: 200)),
                .set(.maxRating(5)), .observe(Observation(maxRating: 5, imageViewCount: 10)),
            ]),
        OracleCase(
            name: "min-rating-capped-at-max-rating",
            documented: "rating-model.md edge case 2; README: inconsistent rating bounds",
            steps: [
                .set(.maxRating(3)), .set(.minRating(5)),
                .observe(Observation(rating: 3, minRating: 3, maxRating: 3, accessibilityValue: "3 of 3")),
                .set(.minRating(-2)),
                .observe(Observation(rating: 3, minRating: 0, maxRating: 3)),
            ]),
        OracleCase(
            name: "non-finite-rating-falls-back-to-bounds",
            documented: "rating-model.md edge case 3; plan 2026-06-10-nan-rating-boundary",
            steps: [
                .set(.maxRating(3)), .set(.minRating(2)), .observe(Observation(rating: 2)),
                .set(.rating(.nan)), .observe(Observation(rating: 2)),
                .set(.rating(.infinity)), .observe(Observation(rating: 3)),
                .set(.rating(-.infinity)), .observe(Observation(rating: 2)),
                .set(.rating(7)), .observe(Observation(rating: 3)),
                .set(.rating(2.5)), .observe(Observation(rating: 2.5, accessibilityValue: "2.5 of 3")),
            ]),
        OracleCase(
            name: "min-image-size-normalises-each-dimension",
            documented: "rating-model.md edge case 4;"
                + " README: NaN and infinite minImageSize dimensions normalize independently",
            steps: minImageSizeSteps),
        OracleCase(
            name: "max-rating-change-rebounds-the-rating",
            documented: "rating-model.md, Normalisation: a real maxRating change re-bounds the rating",
            steps: [
                .set(.delegate(true)), .set(.rating(4.5)), .set(.maxRating(3)),
                .observe(Observation(
                    rating: 3, maxRating: 3, imageViewCount: 6, accessibilityValue: "3 of 3", events: [])),
                .set(.maxRating(3)),
                .observe(Observation(rating: 3, maxRating: 3, imageViewCount: 6, events: [])),
            ]),
    ]

    /// Each hostile dimension on each side, with a valid companion that must survive.
    private static let minImageSizeSteps: [Step] = {
        let hostile: [Double] = [-1, .nan, .infinity, -.infinity]
        let widths = hostile.flatMap { value -> [Step] in
            [.set(.minImageSize(Size(width: value, height: 8))),
             .observe(Observation(minImageSize: Size(width: 0, height: 8)))]
        }
        let heights = hostile.flatMap { value -> [Step] in
            [.set(.minImageSize(Size(width: 8, height: value))),
             .observe(Observation(minImageSize: Size(width: 8, height: 0)))]
        }
        let valid: [Step] = [
            .set(.minImageSize(Size(width: 7, height: 9))),
            .observe(Observation(minImageSize: Size(width: 7, height: 9))),
        ]
        return widths + heights + valid
    }()
}
