/// A scale transform applied to the control (its `transform`); rotation is not modelled.
public struct Transform: Hashable, Sendable {
    /// The horizontal scale factor.
    public var scaleX: Double
    /// The vertical scale factor.
    public var scaleY: Double

    /// `CGAffineTransform(scaleX:y:)`.
    public init(scaleX: Double, scaleY: Double) {
        self.scaleX = scaleX
        self.scaleY = scaleY
    }

    /// No transform.
    public static let identity = Transform(scaleX: 1, scaleY: 1)

    /// The size of the control's `frame` for these `bounds`: the bounds scaled (what the tutorial lays out from).
    public func frameSize(ofBounds bounds: Rect) -> Size {
        Size(width: bounds.width * abs(scaleX), height: bounds.height * abs(scaleY))
    }
}
