extension UIView {
    /// Marks the view as needing layout; the next `layoutIfNeeded()` (or layout pass) runs `layoutSubviews()`.
    public func setNeedsLayout() {
        layer.setNeedsLayout()
    }

    /// Lays out the subtree rooted at the view where layout is pending: when this view needs it, the flag is
    /// cleared and `layoutSubviews()` runs (a `setNeedsLayout()` during it stays pending); then each subview,
    /// in order, does the same.
    public func layoutIfNeeded() {
        if layer.needsLayout() {
            layer.beginLayout()
            layoutSubviews()
        }
        for subview in subviews {
            subview.layoutIfNeeded()
        }
    }

    /// Whether layout is pending (stand-in only; UIKit exposes it on the layer as `needsLayout()`).
    public var standInNeedsLayout: Bool {
        layer.needsLayout()
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping the frame's origin.
    public func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }
}
