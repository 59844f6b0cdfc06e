extension CALayer {
    /// The layer's rectangle in its superlayer: with the identity transform, origin = position − anchorPoint·size
    /// and size = bounds.size, computed exactly so; otherwise the bounding box of the bounds rectangle placed with
    /// its anchor point at `position` and transformed (`CGRect.applying`).
    static func frame(bounds: CGRect, position: CGPoint, anchorPoint: CGPoint,
                      transform: CGAffineTransform) -> CGRect {
        let size = bounds.size
        let offsetX = anchorPoint.x * size.width
        let offsetY = anchorPoint.y * size.height
        guard !transform.isIdentity else {
            return CGRect(x: position.x - offsetX, y: position.y - offsetY, width: size.width, height: size.height)
        }
        let box = CGRect(x: -offsetX, y: -offsetY, width: size.width, height: size.height).applying(transform)
        return CGRect(x: position.x + box.origin.x, y: position.y + box.origin.y,
                      width: box.size.width, height: box.size.height)
    }

    /// The position and bounds that give `frame`, keeping `boundsOrigin`.
    ///
    /// With the identity transform this is exact: bounds.size = frame.size and position = origin + anchorPoint·size.
    /// Otherwise it approximates (UIKit calls such a frame undefined): the bounds size is the size of the bounding
    /// box of `frame.size` under the inverse transform, and the position is the frame's anchor point less the
    /// transform's translation. Exact for scales and translations; for rotations the bounds come out larger.
    static func placement(ofFrame frame: CGRect, anchorPoint: CGPoint, transform: CGAffineTransform,
                          boundsOrigin: CGPoint) -> (position: CGPoint, bounds: CGRect) {
        let anchorX = frame.origin.x + anchorPoint.x * frame.size.width
        let anchorY = frame.origin.y + anchorPoint.y * frame.size.height
        guard !transform.isIdentity else {
            return (CGPoint(x: anchorX, y: anchorY), CGRect(origin: boundsOrigin, size: frame.size))
        }
        let untransformed = CGRect(origin: .zero, size: frame.size).applying(transform.inverted())
        return (CGPoint(x: anchorX - transform.tx, y: anchorY - transform.ty),
                CGRect(origin: boundsOrigin, size: untransformed.size))
    }

    /// Maps `point` from this layer's coordinates to its superlayer's:
    /// position + T(point − (bounds.origin + anchorPoint·bounds.size)), T including its translation.
    /// The identity maps exactly, infinite coordinates included.
    func pointInSuperlayer(_ point: CGPoint) -> CGPoint {
        let anchor = anchorInBounds
        let offset = CGPoint(x: point.x - anchor.x, y: point.y - anchor.y)
        let transform = affineTransform()
        let moved = transform.isIdentity ? offset : offset.applying(transform)
        return CGPoint(x: position.x + moved.x, y: position.y + moved.y)
    }

    /// The inverse of `pointInSuperlayer(_:)`, through the inverted transform.
    func pointFromSuperlayer(_ point: CGPoint) -> CGPoint {
        let anchor = anchorInBounds
        let offset = CGPoint(x: point.x - position.x, y: point.y - position.y)
        let transform = affineTransform()
        let unmoved = transform.isIdentity ? offset : offset.applying(transform.inverted())
        return CGPoint(x: unmoved.x + anchor.x, y: unmoved.y + anchor.y)
    }

    /// The anchor point in the layer's own coordinates: bounds.origin + anchorPoint·bounds.size.
    private var anchorInBounds: CGPoint {
        CGPoint(x: bounds.origin.x + anchorPoint.x * bounds.size.width,
                y: bounds.origin.y + anchorPoint.y * bounds.size.height)
    }
}
