import BaselineChecks
import BaselineSupport
import RatingReference

/// BHV001–BHV002: the control behaves as the model of the real control does, on the documented cases and on
/// generated ones. Their failing examples keep every guard string (the catalog passes them) and change only
/// what the control does.
extension BehaviourRules {
    static let agreementFamily = [documentedCase, generatedCase]

    public static let documentedCase = BehaviourRule(
        RuleDescriptor(
            id: "BHV001", name: "documented-cases-agree",
            summary: "On every documented edge case the control behaves as the model of the real control does.",
            rationale: "The documented cases are what the control's README, plans and tests promise; a fork that keeps"
                + " every guard string but changes what the control does breaks one of them, and no source rule sees it."),
        runs: [.model],
        failing: [
            ForkExample("the bounce animates the image after the rating's", [
                .control("Int(max(rating - 1, 0))", "Int(max(rating, 0))"),
            ], reports: "events[0].bounce: model 2, control 3"),
            ForkExample("the full image is masked to its width instead of its height", [
                .control("let maskHeight = finiteNonnegative(fullImageView.bounds.height",
                         "let maskHeight = finiteNonnegative(fullImageView.bounds.width"),
            ]),
            ForkExample("the spacing counts one gap too many", [
                .control("/ CGFloat(count - 1) : 0", "/ CGFloat(count) : 0"),
            ]),
            ForkExample("the accessibility value says \"out of\"", [
                .control(#"\(accessibilityRatingText) of \(maxRating)"#, #"\(accessibilityRatingText) out of \(maxRating)"#),
            ]),
            ForkExample("a touch on an image's left edge counts as inside it", [
                .control("touchLocation.x > imageFrame.minX", "touchLocation.x >= imageFrame.minX"),
            ]),
            ForkExample("infinite bounds are clamped instead of treated as empty", [
                .control("let availableWidth = finiteNonnegative(bounds.width, maximum: limit)",
                         "let availableWidth = min(max(bounds.width, 0), limit)"),
            ]),
        ],
        // Bounds are kept standardized on iOS: their origin is their minimum, their size their width.
        passing: [
            ForkExample("the origin read as the minimum", [
                .control("let offset = bounds.origin.x +", "let offset = bounds.minX +"),
            ]),
            ForkExample("the width read through the size", [
                .control("let availableWidth = finiteNonnegative(bounds.width, maximum: limit)",
                         "let availableWidth = finiteNonnegative(bounds.size.width, maximum: limit)"),
            ]),
        ])

    public static let generatedCase = BehaviourRule(
        RuleDescriptor(
            id: "BHV002", name: "generated-cases-agree",
            summary: "On generated cases aimed at the decision boundaries the control behaves as the model does.",
            rationale: "Touches just below, at and above every frame edge and half-rating threshold, sizes at the caps"
                + " and ratings around whole values find the behaviour changes the documented cases miss; each"
                + " difference is shrunk to a minimal case that `oracle --eval` replays."),
        runs: [.model],
        failing: [
            ForkExample("a half rating needs more than a quarter of the image", [
                .control("fraction > 0.25 ? 0.5 : 0", "fraction > 0.3 ? 0.5 : 0"),
            ]),
        ],
        passing: [
            ForkExample("the same threshold, written the other way round", [
                .control("fraction > 0.25 ? 0.5 : 0", "0.25 < fraction ? 0.5 : 0"),
            ]),
        ])
}
