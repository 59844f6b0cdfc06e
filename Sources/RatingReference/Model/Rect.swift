/// An origin and a size, as `CGRect` holds them (a negative size extends left or up).
public struct Rect: Hashable, Sendable {
    /// The origin's x.
    public var x: Double
    /// The origin's y.
    public var y: Double
    /// The width (negative extends left).
    public var width: Double
    /// The height (negative extends up).
    public var height: Double

    /// The rectangle at (`x`, `y`) of `width` × `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle at `origin` with `size`.
    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The rectangle at (0, 0) of size zero, which UIKit gives a new view.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The size part.
    public var size: Size { Size(width: width, height: height) }

    /// The width as `CGRect.width` returns it: its absolute value (a NaN stays NaN).
    public var absoluteWidth: Double { abs(width) }
    /// The height as `CGRect.height` returns it: its absolute value.
    public var absoluteHeight: Double { abs(height) }

    /// The smallest x, as `CGRect.minX` computes it for a negative width too.
    public var minX: Double { width < 0 ? x + width : x }
    /// The largest x.
    public var maxX: Double { width < 0 ? x : x + width }
    /// The smallest y.
    public var minY: Double { height < 0 ? y + height : y }
    /// The largest y.
    public var maxY: Double { height < 0 ? y : y + height }

    /// Whether all four numbers are finite.
    public var isFinite: Bool {
        x.isFinite && y.isFinite && width.isFinite && height.isFinite
    }

    /// Whether a number is NaN: Core Animation refuses such bounds (`CALayerInvalidGeometry`); infinite ones
    /// it accepts.
    public var containsNaN: Bool {
        x.isNaN || y.isNaN || width.isNaN || height.isNaN
    }

    /// Whether Core Animation refuses the rectangle as a layer's frame: a NaN in its size or in the position it
    /// sets (origin plus half the size, for the default anchor point), as `+∞ + −∞` is.
    public var isInvalidLayerFrame: Bool {
        containsNaN || (x + width / 2).isNaN || (y + height / 2).isNaN
    }

    /// The same rectangle with a non-negative width and height, its origin moved by a negative size: how
    /// Core Animation stores a layer's bounds ({0, 0, −100, 10} is kept as {−100, 0, 100, 10}). A rectangle
    /// whose origin has a +∞ coordinate is the null rectangle, and standardizes to it: {+∞, +∞, 0, 0}
    /// (correction F; `geometry.null-origin-standardized` in the fidelity ledger, assumed).
    public var standardized: Rect {
        if isNull { return .null }
        return Rect(x: minX, y: minY, width: abs(width), height: abs(height))
    }

    /// Whether this is the null rectangle, as Core Graphics tells it: an origin with a +∞ coordinate.
    public var isNull: Bool { x == .infinity || y == .infinity }

    /// The null rectangle, `CGRect.null`: no position, no size.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// Whether the rectangle covers some area (a zero-width frame covers nothing and receives no touch).
    public var hasArea: Bool { width > 0 && height > 0 }

    /// Whether all four numbers are bit-for-bit the same, NaN included.
    public func isIdentical(to other: Rect) -> Bool {
        x.isIdentical(to: other.x) && y.isIdentical(to: other.y)
            && width.isIdentical(to: other.width) && height.isIdentical(to: other.height)
    }
}
