extension UIView {
    /// Converts `point` from `view`'s coordinates to this view's. Each step applies a layer's mapping to or from
    /// its superlayer; the path goes through the nearest common ancestor. `nil`, or a view in another hierarchy,
    /// stands for the window: the space of the topmost superview.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let source = view ?? root
        let meeting = nearestCommonAncestor(with: source)
        return mapDown(source.mapUp(point, to: meeting), from: meeting)
    }

    /// Converts `point` from this view's coordinates to `view`'s (`nil`: the window's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        (view ?? root).convert(point, from: self)
    }

    /// Converts `rect` from `view`'s coordinates: the bounding box of its converted corners.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        rect.boundingBoxOfMappedCorners { convert($0, from: view) }
    }

    /// Converts `rect` to `view`'s coordinates: the bounding box of its converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.boundingBoxOfMappedCorners { convert($0, to: view) }
    }

    /// The topmost superview, which stands for the window.
    private var root: UIView {
        superview?.root ?? self
    }

    /// The nearest view that is this view or an ancestor of it and also `other` or an ancestor of `other`.
    private func nearestCommonAncestor(with other: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var view: UIView? = self
        while let current = view {
            ancestors.insert(ObjectIdentifier(current))
            view = current.superview
        }
        view = other
        while let current = view, !ancestors.contains(ObjectIdentifier(current)) {
            view = current.superview
        }
        return view
    }

    /// Maps `point` up superview by superview until `ancestor` (or, when nil, the root).
    private func mapUp(_ point: CGPoint, to ancestor: UIView?) -> CGPoint {
        var point = point
        var view = self
        while view !== ancestor, let superview = view.superview {
            point = view.layer.pointInSuperlayer(point)
            view = superview
        }
        return point
    }

    /// Maps `point` from `ancestor`'s space (or, when nil, the root's) down to this view's.
    private func mapDown(_ point: CGPoint, from ancestor: UIView?) -> CGPoint {
        var path: [UIView] = []
        var view = self
        while view !== ancestor, let superview = view.superview {
            path.append(view)
            view = superview
        }
        return path.reversed().reduce(point) { $1.layer.pointFromSuperlayer($0) }
    }
}
