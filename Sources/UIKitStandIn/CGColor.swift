#if !canImport(CoreGraphics)
/// A Core Graphics color, reduced to the RGBA components that `UIColor.cgColor` hands to layers.
///
/// Defined here only where Core Graphics is absent (Linux). Equal when the components are equal,
/// as `CFEqual` compares colors.
public final class CGColor: Equatable, Sendable {
    private let rgba: [CGFloat]

    /// A color with red, green, blue and alpha components (CGColor(red:green:blue:alpha:)).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = [red, green, blue, alpha]
    }

    /// The components, alpha last.
    public var components: [CGFloat]? { rgba }

    /// The number of components, alpha included.
    public var numberOfComponents: Int { rgba.count }

    /// The alpha component.
    public var alpha: CGFloat { rgba[3] }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.rgba == rhs.rgba
    }
}
#endif
