/// Which full overlays show, and how much of each, for a rating.
public enum Refresh {
    /// One overlay per frame: full below the rating, masked at its fraction, hidden above; all hidden when incomplete.
    public static func overlays(rating: Float, frames: [Rect], imagesComplete: Bool) -> [Overlay] {
        guard imagesComplete else { return frames.map { _ in .hidden } }
        return frames.enumerated().map { index, frame in
            overlay(at: index, rating: rating, frame: frame)
        }
    }

    /// The overlay of pair `index` for `rating`.
    public static func overlay(at index: Int, rating: Float, frame: Rect) -> Overlay {
        let lower = Float(index)
        if rating >= lower + 1 { return .full }
        guard rating > lower else { return .hidden }
        let cap = RatingLimits.maximumSafeDimension
        let fraction = Double(min(max(rating - lower, 0), 1))
        let maskWidth = Normalisation.finiteNonnegative(
            fraction * Normalisation.finiteNonnegative(frame.width, max: cap), max: cap)
        let maskHeight = Normalisation.finiteNonnegative(frame.height, max: cap)
        return Overlay(isHidden: false, mask: Rect(x: 0, y: 0, width: maskWidth, height: maskHeight))
    }
}
