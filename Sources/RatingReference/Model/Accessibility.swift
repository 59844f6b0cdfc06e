/// The traits of the control's single accessibility element.
public enum AccessibilityTraits: String, Sendable, CaseIterable {
    case adjustable, staticText
}

/// The accessibility label, value and traits the control exposes.
public enum Accessibility {
    /// The label the control sets when none was set before.
    public static let defaultLabel = "Rating"

    /// `"<r> of <maxRating>"`, with `<r>` an integer when the rating is integral.
    public static func value(rating: Float, maxRating: Int) -> String {
        "\(ratingText(rating)) of \(maxRating)"
    }

    /// `adjustable` while editable, else `staticText`.
    public static func traits(editable: Bool) -> AccessibilityTraits {
        editable ? .adjustable : .staticText
    }

    /// The integer for an integral rating, Swift's `Float` description otherwise.
    static func ratingText(_ rating: Float) -> String {
        guard rating.isFinite, rating == rating.rounded(), abs(rating) < 1e15 else { return "\(rating)" }
        return "\(Int(rating))"
    }
}
