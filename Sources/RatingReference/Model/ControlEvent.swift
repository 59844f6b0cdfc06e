/// Something the control sends or starts: a delegate callback or a bounce animation.
public enum ControlEvent: Hashable, Sendable {
    /// `heartRatingView(_:isUpdating:)`, sent while a touch moves.
    case isUpdating(Float)
    /// `heartRatingView(_:didUpdate:)`, sent when a touch ends or an accessibility action changes the rating.
    case didUpdate(Float)
    /// The full overlay at this index is scaled to 0.1 and animated back.
    case bounce(Int)
}
