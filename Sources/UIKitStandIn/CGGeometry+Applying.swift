#if !canImport(CoreGraphics)
extension CGPoint {
    /// The point mapped by `t`: (a·x + c·y + tx, b·x + d·y + ty) (CGPointApplyAffineTransform).
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by `t` without its translation (CGSizeApplyAffineTransform); the result may be negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that contains the four transformed corners, standardized
    /// (CGRectApplyAffineTransform); the null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        return boundingBoxOfMappedCorners { $0.applying(t) }
    }
}
#endif
