/// UIKit's `UIGraphicsImageRendererFormat`: how a renderer's images are made.
open class UIGraphicsImageRendererFormat: NSObject {
    /// Pixels per point. UIKit's default is the main screen's scale; the stand-in has no screen, and uses 1.
    open var scale: CGFloat = 1
    /// Whether the images have no alpha channel.
    open var opaque = false

    public override init() {
        super.init()
    }

    /// The format for the main screen: scale 1 here (there is no screen).
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format for the device's best display: as `default()` here.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// UIKit's `UIGraphicsImageRendererContext`: the drawing context of one `image(actions:)` call. Its fill and
/// stroke colours are the current ones for `UIColor.setFill()` and `setStroke()` while the actions run.
open class UIGraphicsImageRendererContext: NSObject {
    /// The contexts whose actions are running, innermost last.
    nonisolated(unsafe) private static var stack: [UIGraphicsImageRendererContext] = []

    /// The context whose actions are running now, if any.
    static var current: UIGraphicsImageRendererContext? { stack.last }

    /// The format the image is made with.
    public let format: UIGraphicsImageRendererFormat
    let bitmap: StandInBitmap
    /// Black until set, as Core Graphics starts.
    var fillColor = UIColor.black
    var strokeColor = UIColor.black

    init(format: UIGraphicsImageRendererFormat, bitmap: StandInBitmap) {
        self.format = format
        self.bitmap = bitmap
        super.init()
    }

    /// Fills `rect` (points) with the fill colour.
    open func fill(_ rect: CGRect) {
        bitmap.fill(rect.applying(CGAffineTransform(scaleX: format.scale, y: format.scale)), with: fillColor.bytes)
    }

    /// Strokes `rect`'s outline, one point wide and centred on its edges, with the stroke colour.
    open func stroke(_ rect: CGRect) {
        let color = strokeColor.bytes
        let scale = CGAffineTransform(scaleX: format.scale, y: format.scale)
        let area = rect.standardized
        for edge in [CGRect(x: area.minX - 0.5, y: area.minY - 0.5, width: area.width + 1, height: 1),
                     CGRect(x: area.minX - 0.5, y: area.maxY - 0.5, width: area.width + 1, height: 1),
                     CGRect(x: area.minX - 0.5, y: area.minY - 0.5, width: 1, height: area.height + 1),
                     CGRect(x: area.maxX - 0.5, y: area.minY - 0.5, width: 1, height: area.height + 1)] {
            bitmap.fill(edge.applying(scale), with: color)
        }
    }

    func run(_ actions: (UIGraphicsImageRendererContext) -> Void) {
        Self.stack.append(self)
        actions(self)
        Self.stack.removeLast()
    }
}

/// UIKit's `UIGraphicsImageRenderer`: draws images of a size in points into bitmaps of size × scale pixels.
open class UIGraphicsImageRenderer: NSObject {
    /// The images' size in points.
    public let size: CGSize
    public let format: UIGraphicsImageRendererFormat

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
        super.init()
    }

    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
    }

    /// An image of `size` points at the format's scale, holding what `actions` drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let bitmap = StandInBitmap(size: size, scale: format.scale)
        UIGraphicsImageRendererContext(format: format, bitmap: bitmap).run(actions)
        return UIImage(size: size, scale: format.scale, bitmap: bitmap)
    }
}
