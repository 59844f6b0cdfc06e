/// The control's hard limits on geometry and on the number of image pairs.
public enum RatingLimits {
    /// The largest dimension a frame, mask or intrinsic size may take (`maximumSafeDimension`).
    public static let maximumSafeDimension: Double = 1_000_000
    /// The largest `maxRating`, capped before any image view is allocated (`maximumRatingCount`).
    public static let maximumRatingCount = 100
}
