/// The normalisations the control applies on every assignment, one function per rule of the spec.
public enum Normalisation {
    /// `0` when `value` is NaN, infinite or negative; otherwise `value`, capped at `maximum` when given.
    public static func finiteNonnegative(_ value: Double, max maximum: Double? = nil) -> Double {
        guard value.isFinite, value >= 0 else { return 0 }
        guard let maximum else { return value }
        return Swift.min(value, maximum)
    }

    /// `maxRating` clamped to `1 … maximumRatingCount`.
    public static func maxRating(_ value: Int) -> Int {
        Swift.min(Swift.max(value, 1), RatingLimits.maximumRatingCount)
    }

    /// `minRating` clamped to `0 … maxRating`.
    public static func minRating(_ value: Int, maxRating: Int) -> Int {
        Swift.min(Swift.max(value, 0), maxRating)
    }

    /// Each dimension of `minImageSize` made finite and non-negative on its own, so a valid companion is kept.
    public static func minImageSize(_ size: Size) -> Size {
        Size(width: finiteNonnegative(size.width), height: finiteNonnegative(size.height))
    }

    /// A rating inside `minRating … maxRating`: NaN and `-∞` give `minRating`, `+∞` gives `maxRating`.
    public static func boundedRating(_ rating: Float, minRating: Int, maxRating: Int) -> Float {
        let lower = Float(minRating)
        let upper = Float(maxRating)
        if rating.isNaN { return lower }
        if rating == -.infinity { return lower }
        if rating == .infinity { return upper }
        return Swift.min(Swift.max(rating, lower), upper)
    }
}
