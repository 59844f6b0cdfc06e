/// UIKit's `UIColor`, held as red, green, blue and alpha components.
///
/// Colors are equal when their components are (UIKit compares color space and components).
open class UIColor: NSObject {
    private let red: CGFloat
    private let green: CGFloat
    private let blue: CGFloat
    private let alphaComponent: CGFloat

    /// A color from components; UIKit keeps values outside 0...1 (extended range).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        alphaComponent = alpha
        super.init()
    }

    /// A gray: `white` in every color component.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Grayscale 0 and alpha 0.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Grayscale 0.5.
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }

    /// Makes this the fill colour of the current renderer context (with no context, nothing happens).
    open func setFill() {
        UIGraphicsImageRendererContext.current?.fillColor = self
    }

    /// Makes this the stroke colour of the current renderer context.
    open func setStroke() {
        UIGraphicsImageRendererContext.current?.strokeColor = self
    }

    /// Makes this both the fill and the stroke colour of the current renderer context.
    open func set() {
        setFill()
        setStroke()
    }

    /// The components as 0–255 bytes, clamped, for a bitmap.
    var bytes: [UInt8] {
        [red, green, blue, alphaComponent].map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
    }

    /// The Core Graphics color with the same components, as layers take it.
    open var cgColor: CGColor {
        CGColor(red: red, green: green, blue: blue, alpha: alphaComponent)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return (red, green, blue, alphaComponent) == (other.red, other.green, other.blue, other.alphaComponent)
    }

    open override var hash: Int {
        var hasher = Hasher()
        [red, green, blue, alphaComponent].forEach { hasher.combine($0) }
        return hasher.finalize()
    }
}
