import BaselineChecks
import RatingReference

/// BHV010: the control behaves as it did at the revision it is compared with. Its examples are compared with
/// the example checkout unchanged.
extension BehaviourRules {
    static let changeFamily = [change]

    public static let change = BehaviourRule(
        RuleDescriptor(
            id: "BHV010", name: "behaviour-unchanged",
            summary: "The control behaves as it did at the revision it is compared with (`verify-control --against`),"
                + " on every documented and generated case.",
            rationale: "A reviewer needs to know what a change does to the control, not only whether it still agrees"
                + " with a model: the two revisions' controls are run on the same cases and every observable"
                + " difference (case, step, field, before, after) is a behaviour change, whether intended or not."),
        runs: [.comparison],
        failing: [
            ForkExample("the bounce animates the image after the rating's", [
                .control("Int(max(rating - 1, 0))", "Int(max(rating, 0))"),
            ], reports: "events[0].bounce: before "),
            ForkExample("infinite bounds are clamped instead of treated as empty", [
                .control("let availableWidth = finiteNonnegative(bounds.width, maximum: limit)",
                         "let availableWidth = min(max(bounds.width, 0), limit)"),
            ], reports: "pairs[0].frame."),
            ForkExample("a half rating needs more than a quarter of the image", [
                .control("fraction > 0.25 ? 0.5 : 0", "fraction > 0.3 ? 0.5 : 0"),
            ], reports: "accessibilityValue: before "),
        ],
        passing: [
            ForkExample("a refactor: locals renamed, independent statements reordered", [
                .control(
                    "let spacing = count > 1 ? (availableWidth - imageSize.width * CGFloat(count)) / CGFloat(count - 1) : 0\n",
                    "let top = bounds.origin.y.isFinite ? bounds.origin.y : 0\n"),
                .control(
                    "let originY = bounds.origin.y.isFinite ? bounds.origin.y : 0\n",
                    "let gap = count > 1 ? (availableWidth - imageSize.width * CGFloat(count)) / CGFloat(count - 1) : 0\n"),
                .control("let offset = bounds.origin.x + CGFloat(index) * (spacing + imageSize.width)",
                         "let offset = bounds.origin.x + CGFloat(index) * (gap + imageSize.width)"),
                .control("CGPoint(x: originX, y: originY)", "CGPoint(x: originX, y: top)"),
                .control("var newRating: Float = 0", "var touchedRating: Float = 0"),
                .control("newRating = Float(index) + (fraction > 0.75", "touchedRating = Float(index) + (fraction > 0.75"),
                .control("newRating = Float(index) + fraction\n", "touchedRating = Float(index) + fraction\n"),
                .control("newRating = Float(index) + 1", "touchedRating = Float(index) + 1"),
                .control("rating = boundedRating(newRating)", "rating = boundedRating(touchedRating)"),
            ]),
        ])
}
