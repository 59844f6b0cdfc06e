extension UIView {
    /// Adds `view` as the frontmost subview. As UIKit documents, a view has one superview, so it is first
    /// removed from its current one; re-adding a subview moves it to the front.
    public func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        layer.addSublayer(view.layer)
    }

    /// Inserts `view` at `index` of `subviews` (after removing it from its current superview);
    /// an index past the end appends.
    public func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        let slot = min(max(index, 0), subviews.count)
        if slot < subviews.count,
           let layerIndex = layer.sublayers?.firstIndex(where: { $0 === subviews[slot].layer }) {
            layer.insertSublayer(view.layer, at: UInt32(layerIndex))
        } else {
            layer.addSublayer(view.layer)
        }
        subviews.insert(view, at: slot)
        view.superview = self
    }

    /// Detaches the view (and its layer) from its superview.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        layer.removeFromSuperlayer()
    }
}
