extension UIView {
    /// Marks the view as needing layout; the next `layoutIfNeeded()` (or layout pass) runs `layoutSubviews()`.
    public func setNeedsLayout() {
        layer.setNeedsLayout()
    }

    /// Lays out what is pending, as the layer does (`CALayer.layoutIfNeeded()`): superviews that need layout
    /// first, then the tree below, each view that needs it running `layoutSubviews()` (the flag cleared
    /// before, so an explicit `setNeedsLayout()` during it stays pending).
    public func layoutIfNeeded() {
        layer.layoutIfNeeded()
    }

    /// Whether layout is pending (stand-in only; UIKit exposes it on the layer as `needsLayout()`).
    @_spi(CheckBaseline) public var standInNeedsLayout: Bool {
        layer.needsLayout()
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping the frame's origin.
    public func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }
}
