/// A named input run on both models, to show case by case which invariants the tutorial keeps and breaks.
public struct TutorialProbe: Sendable {
    /// A stable name.
    public var name: String
    /// What the input is about.
    public var summary: String
    /// The steps (and tutorial margins).
    public var input: FuzzInput
}

/// What one probe showed on each model.
public struct ProbeResult: Sendable {
    /// The probe.
    public var probe: TutorialProbe
    /// What the heart model broke (nothing, so far).
    public var heart: [InvariantViolation]
    /// What the tutorial model broke.
    public var tutorial: [InvariantViolation]
}

/// The spec's list of the tutorial's known breaks (overlap when narrow, NaN and out-of-range ratings,
/// `maxRating ≤ 0`, transformed frames), plus inputs where it should hold, as probes.
public enum TutorialProbes {
    /// Every probe, in report order.
    public static let all: [TutorialProbe] = [
        probe("ordinary", "a 150 × 30 control with 20 × 10 images", bounds: Rect(x: 0, y: 0, width: 150, height: 30)),
        probe("narrow", "a 20-point-wide control: five 5-point minimum images and 5-point margins do not fit",
              bounds: Rect(x: 0, y: 0, width: 20, height: 10)),
        probe("narrow-negative-margin", "midMargin −3 (an int the tutorial lets callers set) in a 20-point control",
              bounds: Rect(x: 0, y: 0, width: 20, height: 10), midMargin: -3),
        probe("nan-rating", "rating = NaN", then: [.set(.rating(.nan))]),
        probe("rating-above-max", "rating = 7 of 5", then: [.set(.rating(7))]),
        probe("negative-rating", "rating = −1", then: [.set(.rating(-1))]),
        probe("max-rating-zero", "maxRating = 0", maxRating: 0),
        probe("max-rating-negative", "maxRating = −3", maxRating: -3),
        probe("max-rating-thousand", "maxRating = 1000: as many image views", maxRating: 1_000),
        probe("transformed", "scaled 2× (frame 200 wide, bounds 100)",
              bounds: Rect(x: 0, y: 0, width: 100, height: 10),
              before: [.set(.transform(Transform(scaleX: 2, scaleY: 2)))]),
        probe("bounds-origin", "bounds at x 50 (a scrolled or offset origin)",
              bounds: Rect(x: 50, y: 0, width: 150, height: 30)),
        probe("negative-width", "bounds −150 wide: CGRect.width is 150, and the heart lays out from the origin",
              bounds: Rect(x: 0, y: 0, width: -150, height: 30)),
        probe("short", "a 3-point-high control: the 5-point minimum height does not fit",
              bounds: Rect(x: 0, y: 0, width: 150, height: 3)),
        probe("nan-min-image-size", "minImageSize NaN × NaN: MAX(NaN, w) keeps the NaN, and the frame gets it",
              before: [.set(.minImageSize(Size(width: .nan, height: .nan)))]),
        probe("float-overflow", "bounds 1e39 wide: more than a Float holds, so the image width is infinite",
              bounds: Rect(x: 0, y: 0, width: 1e39, height: 30)),
        TutorialProbe(
            name: "max-rating-never-set", summary: "images and bounds set, maxRating left at its default",
            input: FuzzInput(steps: [
                .set(.emptyImage(Size(width: 20, height: 10))), .set(.fullImage(Size(width: 20, height: 10))),
                .set(.bounds(Rect(x: 0, y: 0, width: 150, height: 30))), .layout,
            ])),
    ]

    /// Runs every probe on both models.
    public static func run() -> [ProbeResult] {
        all.map { probe in
            ProbeResult(
                probe: probe,
                heart: InvariantRunner.violations(performing: probe.input.steps, on: RatingControl()),
                tutorial: InvariantRunner.violations(performing: probe.input.steps, on: probe.input.tutorial))
        }
    }

    /// A set-up like the tutorial view controller's (`maxRating`, images, bounds, then a layout), with changes.
    static func probe(
        _ name: String, _ summary: String, bounds: Rect = Rect(x: 0, y: 0, width: 150, height: 30),
        maxRating: Int = 5, midMargin: Int32 = 5, before: [Step] = [], then: [Step] = []
    ) -> TutorialProbe {
        let image = Size(width: 20, height: 10)
        let setUp: [Step] = [.set(.emptyImage(image)), .set(.fullImage(image)), .set(.bounds(bounds)), .layout]
        let steps = [.set(.maxRating(maxRating))] + before + setUp + then + (then.isEmpty ? [] : [.layout])
        return TutorialProbe(name: name, summary: summary, input: FuzzInput(steps: steps, midMargin: midMargin))
    }
}
