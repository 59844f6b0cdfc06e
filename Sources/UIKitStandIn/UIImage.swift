/// UIKit's `UIImage`: a size in points, a scale, and the pixels a renderer drew (none for an image made
/// by size alone); the stand-in has no asset catalog.
open class UIImage: NSObject {
    /// The size in points: the pixels divided by the scale. A subclass may answer another (UIImage.h declares
    /// it a read-only property, which Swift lets a subclass override).
    open var size: CGSize { storedSize }
    private let storedSize: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// What a `UIGraphicsImageRenderer` drew, if one did.
    let bitmap: StandInBitmap?

    /// An empty image: size zero, scale 1, no pixels (`UIImage()`, NSObject's initializer, as on iOS).
    /// Designated, as NSObject's is on iOS, so that a subclass inherits it.
    public override init() {
        storedSize = .zero
        scale = 1
        bitmap = nil
        super.init()
    }

    /// An image of `size` points at 1× with no pixels (stand-in only).
    @_spi(CheckBaseline) public convenience init(standInSize size: CGSize) {
        self.init(size: size, scale: 1, bitmap: nil)
    }

    init(size: CGSize, scale: CGFloat, bitmap: StandInBitmap?) {
        storedSize = size
        self.scale = scale
        self.bitmap = bitmap
        super.init()
    }

    /// The colour of the pixel at (`x`, `y`) (pixels, from the top left) as 0–255 components, when the image
    /// has pixels there (stand-in only).
    @_spi(CheckBaseline) public func standInPixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        bitmap?.pixel(x: x, y: y)
    }

    /// The named asset; there are no assets, so always nil.
    public convenience init?(named name: String) {
        return nil
    }
}
