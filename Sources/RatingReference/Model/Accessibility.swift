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
        // Compared through Int64 rather than `rounded()`, which would pull in libm.
        guard rating.isFinite, abs(rating) < 0x1p62, Float(Int64(rating)) == rating else { return "\(rating)" }
        return "\(Int64(rating))"
    }
}
