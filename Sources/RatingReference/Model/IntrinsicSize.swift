/// The control's intrinsic content size.
public enum IntrinsicSize {
    /// `0 × 0` for an incomplete pair; else the larger image, raised to `minImageSize`, times `maxRating`, capped.
    public static func of(emptyImage: Size?, fullImage: Size?, minImageSize: Size, maxRating: Int) -> Size {
        guard let emptyImage, let fullImage else { return .zero }
        let cap = RatingLimits.maximumSafeDimension
        let imageWidth = Normalisation.finiteNonnegative(max(emptyImage.width, fullImage.width))
        let imageHeight = Normalisation.finiteNonnegative(max(emptyImage.height, fullImage.height))
        let width = min(max(imageWidth, minImageSize.width), cap)
        let height = min(max(imageHeight, minImageSize.height), cap)
        return Size(width: min(width * Double(maxRating), cap), height: height)
    }
}
