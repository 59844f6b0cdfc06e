/// UIKit's `UIImageView`: a view showing one image.
///
/// As UIKit documents, `init(image:)` sizes the frame to the image, a later `image` does not resize the view,
/// and image views ignore touches by default (`isUserInteractionEnabled` is false).
open class UIImageView: UIView {
    /// The image shown. Setting it keeps the frame; when its size changes the intrinsic size is invalidated.
    open var image: UIImage? {
        didSet {
            if oldValue?.size != image?.size {
                invalidateIntrinsicContentSize()
            }
        }
    }

    /// An image view whose frame is the image's size at the origin (zero for nil).
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// An image view without an image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view from an archive; the stand-in decodes nothing.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image's size; no intrinsic metric in either dimension without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size (so `sizeToFit()` matches the view to its image, as UIKit documents); zero without one.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }
}
