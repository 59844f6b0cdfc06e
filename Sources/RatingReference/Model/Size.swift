/// A width and a height in points, as `CGSize` holds them.
public struct Size: Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// A size of `width` × `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// `0 × 0`.
    public static let zero = Size(width: 0, height: 0)

    /// Whether both dimensions are bit-for-bit the same value, NaN included.
    public func isIdentical(to other: Size) -> Bool {
        width.isIdentical(to: other.width) && height.isIdentical(to: other.height)
    }
}

extension Double {
    /// Equality that treats two NaNs as the same value, for comparing repeated runs.
    func isIdentical(to other: Double) -> Bool {
        self == other || (isNaN && other.isNaN)
    }
}

extension Float {
    /// Equality that treats two NaNs as the same value, for comparing repeated runs.
    func isIdentical(to other: Float) -> Bool {
        self == other || (isNaN && other.isNaN)
    }
}
