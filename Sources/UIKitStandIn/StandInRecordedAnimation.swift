/// One `UIView.animate(…)` call as the stand-in saw it (stand-in only).
@_spi(CheckBaseline) public struct StandInRecordedAnimation {
    /// The duration passed, in seconds.
    public let duration: TimeInterval
    /// The delay passed, in seconds (0 for the variants without one).
    public let delay: TimeInterval
    /// The damping ratio of a spring animation; nil otherwise.
    public let springDamping: CGFloat?
    /// The initial velocity of a spring animation; nil otherwise.
    public let initialSpringVelocity: CGFloat?
    /// The options passed ([] for the variants without them, which UIKit documents as ease-in-out).
    public let options: UIView.AnimationOptions
    /// The animatable view properties assigned inside the animations block, in order.
    public let changes: [StandInAnimatedChange]
}

/// An assignment to an animatable view property inside an animations block (stand-in only).
@_spi(CheckBaseline) public enum StandInAnimatedChange: Equatable {
    /// `view.transform` changed from one value to another.
    case transform(UIView, from: CGAffineTransform, to: CGAffineTransform)
    /// Another animatable property ("frame", "bounds", "center", "alpha", "backgroundColor") was assigned.
    case property(String, of: UIView)
}
