/// What Core Animation renders of a layer: its own stored state, which a subclass overriding a getter
/// cannot change (stand-in only). The driver observes a control through it, so that an image view whose
/// `isHidden` or `frame` getter lies is seen as it is drawn.
@_spi(CheckBaseline) public struct StandInRenderedLayer {
    /// The frame in the superlayer, from the stored bounds, position, anchor point and transform.
    public let frame: CGRect
    /// Whether the layer is hidden.
    public let isHidden: Bool
    /// The mask layer, if any.
    public let mask: CALayer?
    /// The alpha of the background fill: 0 without one.
    public let backgroundAlpha: CGFloat
}
