/// UIKit's `UIImage`, reduced to its size; the stand-in has no pixels and no asset catalog.
open class UIImage: NSObject {
    /// The size in points.
    public let size: CGSize

    /// An image of `size` points (stand-in only).
    public init(standInSize size: CGSize) {
        self.size = size
        super.init()
    }

    /// The named asset; there are no assets, so always nil.
    public convenience init?(named name: String) {
        return nil
    }

    /// Pixels per point; stand-in images are 1×.
    open var scale: CGFloat { 1 }
}
