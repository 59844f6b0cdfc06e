//
//  iHeartRatingView.swift
//  iHeartRating
//
//  A rating control that draws any pair of images (hearts, stars, pigeons…):
//  an empty image for every slot and a full image laid over it, masked to show
//  whole, half or fractional ratings. Create and mutate it on the main thread,
//  as with UIKit generally.
//

import UIKit

/// Receives rating changes made by the user through a `HeartRatingView`.
@objc public protocol HeartRatingViewDelegate {
    /// Called when a touch ends or an accessibility adjustment changes the rating.
    @objc(heartRatingView:didUpdate:)
    optional func heartRatingView(_ ratingView: HeartRatingView, didUpdate rating: Float)

    /// Called for every touch location while the user drags across the control.
    @objc(heartRatingView:isUpdating:)
    optional func heartRatingView(_ ratingView: HeartRatingView, isUpdating rating: Float)
}

/// A rating view that renders `maxRating` empty/full image pairs and lets the user set the rating.
@objcMembers
open class HeartRatingView: UIView {

    // MARK: - Limits

    /// Geometry beyond this is treated as hostile: Core Animation gets nothing larger.
    private static let maximumSafeDimension: CGFloat = 1_000_000

    /// Caps the image views allocated for one control, whatever `maxRating` says.
    private static let maximumRatingCount = 100

    // MARK: - Configuration

    /// Receives live (`isUpdating`) and final (`didUpdate`) rating changes.
    public weak var delegate: HeartRatingViewDelegate?

    /// The image drawn in every slot, below the full image.
    @IBInspectable public var emptyImage: UIImage? {
        didSet {
            emptyImageViews.forEach { $0.image = emptyImage }
            // The image size drives both the intrinsic size and the frames the masks are cut from.
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            refresh()
        }
    }

    /// The image drawn over the empty one, masked to the rating.
    @IBInspectable public var fullImage: UIImage? {
        didSet {
            fullImageViews.forEach { $0.image = fullImage }
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            refresh()
        }
    }

    /// The content mode of every empty and full image view, existing or created later.
    public var imageContentMode: UIView.ContentMode = .scaleAspectFit {
        didSet {
            emptyImageViews.forEach { $0.contentMode = imageContentMode }
            fullImageViews.forEach { $0.contentMode = imageContentMode }
        }
    }

    /// The lowest rating the user can set; kept within `0...maxRating`.
    @IBInspectable public var minRating: Int = 0 {
        didSet {
            minRating = min(max(minRating, 0), maxRating)
            rating = boundedRating(rating)
        }
    }

    /// The number of image pairs and the highest rating; kept within `1...100`.
    @IBInspectable public var maxRating: Int = 5 {
        didSet {
            maxRating = min(max(maxRating, 1), Self.maximumRatingCount)
            if minRating > maxRating {
                minRating = maxRating
            }
            guard maxRating != oldValue else { return }
            rebuildImageViews()
            invalidateIntrinsicContentSize()
            rating = boundedRating(rating)
            setNeedsLayout()
            refresh()
            updateAccessibilityState()
        }
    }

    /// The smallest image size the intrinsic content size allows for; each invalid dimension becomes 0.
    @IBInspectable public var minImageSize: CGSize = CGSize(width: 5, height: 5) {
        didSet {
            // Each dimension on its own, so a valid companion dimension survives.
            minImageSize = CGSize(width: finiteNonnegative(minImageSize.width),
                                  height: finiteNonnegative(minImageSize.height))
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The current rating, always within `minRating...maxRating` (NaN falls back to `minRating`).
    @IBInspectable public var rating: Float = 0 {
        didSet {
            rating = boundedRating(rating)
            if rating != oldValue {
                refresh()
            }
            updateAccessibilityState()
        }
    }

    /// Whether touches and accessibility adjustments may change the rating.
    @IBInspectable public var editable: Bool = true {
        didSet { updateAccessibilityState() }
    }

    /// Whether a touch sets ratings in steps of one half.
    @IBInspectable public var halfRatings: Bool = false

    /// Whether a touch sets the exact fractional rating under the finger.
    @IBInspectable public var floatRatings: Bool = false

    /// Whether the touched full image bounces when a rating is committed.
    @IBInspectable public var shouldBounce: Bool = false

    // MARK: - State

    private var emptyImageViews: [UIImageView] = []
    private var fullImageViews: [UIImageView] = []

    // MARK: - Initialisation

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureRatingView()
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        configureRatingView()
    }

    private func configureRatingView() {
        rebuildImageViews()
        isAccessibilityElement = true
        // A label decoded from a storyboard wins over the default.
        if accessibilityLabel == nil {
            accessibilityLabel = "Rating"
        }
        updateAccessibilityState()
    }

    /// Rebuilds one empty/full pair per rating, in the order empty0, full0, empty1, full1, …
    private func rebuildImageViews() {
        emptyImageViews.forEach { $0.removeFromSuperview() }
        fullImageViews.forEach { $0.removeFromSuperview() }
        emptyImageViews.removeAll()
        fullImageViews.removeAll()

        for _ in 0..<maxRating {
            let emptyImageView = makeImageView(showing: emptyImage)
            let fullImageView = makeImageView(showing: fullImage)
            emptyImageViews.append(emptyImageView)
            fullImageViews.append(fullImageView)
            addSubview(emptyImageView)
            addSubview(fullImageView)
        }
    }

    private func makeImageView(showing image: UIImage?) -> UIImageView {
        let imageView = UIImageView(image: image)
        imageView.contentMode = imageContentMode
        imageView.isAccessibilityElement = false
        return imageView
    }

    // MARK: - Sizing and layout

    public override var intrinsicContentSize: CGSize {
        guard let emptyImage = emptyImage, let fullImage = fullImage else { return .zero }
        let limit = Self.maximumSafeDimension
        let imageWidth = min(max(finiteNonnegative(max(emptyImage.size.width, fullImage.size.width)),
                                 minImageSize.width), limit)
        let imageHeight = min(max(finiteNonnegative(max(emptyImage.size.height, fullImage.size.height)),
                                  minImageSize.height), limit)
        return CGSize(width: min(imageWidth * CGFloat(maxRating), limit), height: imageHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()

        // Local bounds, never the frame: a transformed control must not inflate its images.
        let limit = Self.maximumSafeDimension
        let availableWidth = finiteNonnegative(bounds.width, maximum: limit)
        let availableHeight = finiteNonnegative(bounds.height, maximum: limit)
        let count = emptyImageViews.count
        guard let emptyImage = emptyImage, availableWidth > 0, availableHeight > 0, count > 0 else {
            for (emptyImageView, fullImageView) in zip(emptyImageViews, fullImageViews) {
                place(emptyImageView, in: .zero)
                place(fullImageView, in: .zero)
            }
            refresh()
            return
        }

        let desiredImageWidth = availableWidth / CGFloat(count)
        // minImageSize.width is deliberately not applied: a minimum wider than the slot
        // would push images over their neighbours and make touch targets overlap.
        let maximumImageWidth = desiredImageWidth
        let maximumImageHeight = min(max(minImageSize.height, availableHeight), availableHeight)
        let imageSize = sizeForImage(emptyImage,
                                     inSize: CGSize(width: maximumImageWidth, height: maximumImageHeight))
        let spacing = count > 1 ? (availableWidth - imageSize.width * CGFloat(count)) / CGFloat(count - 1) : 0
        // From the bounds' origin: CGRect.width is absolute, so a negative width lays out to its right.
        let originY = bounds.origin.y.isFinite ? bounds.origin.y : 0

        for (index, (emptyImageView, fullImageView)) in zip(emptyImageViews, fullImageViews).enumerated() {
            let offset = bounds.origin.x + CGFloat(index) * (spacing + imageSize.width)
            let originX = offset.isFinite ? offset : bounds.origin.x
            let imageFrame = CGRect(origin: CGPoint(x: originX, y: originY), size: imageSize)
            place(emptyImageView, in: imageFrame)
            place(fullImageView, in: imageFrame)
        }
        refresh()
    }

    /// Sets bounds and center rather than `frame`, which is undefined while a bounce transform is in flight.
    private func place(_ imageView: UIImageView, in imageFrame: CGRect) {
        imageView.bounds = CGRect(origin: .zero, size: imageFrame.size)
        imageView.center = CGPoint(x: imageFrame.midX, y: imageFrame.midY)
    }

    /// The largest size with the image's aspect ratio that fits `size`; zero for unusable input.
    func sizeForImage(_ image: UIImage, inSize size: CGSize) -> CGSize {
        let limit = Self.maximumSafeDimension
        let imageWidth = finiteNonnegative(image.size.width, maximum: limit)
        let imageHeight = finiteNonnegative(image.size.height, maximum: limit)
        let availableWidth = finiteNonnegative(size.width, maximum: limit)
        let availableHeight = finiteNonnegative(size.height, maximum: limit)
        guard imageWidth > 0, imageHeight > 0, availableWidth > 0, availableHeight > 0 else { return .zero }

        let scale = min(availableWidth / imageWidth, availableHeight / imageHeight)
        guard scale.isFinite, scale > 0 else { return .zero }
        return CGSize(width: min(imageWidth * scale, availableWidth),
                      height: min(imageHeight * scale, availableHeight))
    }

    // MARK: - Rendering

    /// Shows, hides and masks the full images to match `rating`.
    func refresh() {
        // An incomplete pair renders nothing filled, and leaves no stale mask behind.
        guard emptyImage != nil, fullImage != nil else {
            fullImageViews.forEach { fullImageView in
                fullImageView.layer.mask = nil
                fullImageView.isHidden = true
            }
            return
        }

        let limit = Self.maximumSafeDimension
        for (index, fullImageView) in fullImageViews.enumerated() {
            let position = Float(index)
            if rating >= position + 1 {
                fullImageView.layer.mask = nil
                fullImageView.isHidden = false
            } else if rating > position {
                let fraction = CGFloat(min(max(rating - position, 0), 1))
                let imageWidth = finiteNonnegative(fullImageView.bounds.width, maximum: limit)
                let maskWidth = finiteNonnegative(fraction * imageWidth, maximum: limit)
                let maskHeight = finiteNonnegative(fullImageView.bounds.height, maximum: limit)
                let maskLayer = CALayer()
                maskLayer.frame = CGRect(x: 0, y: 0, width: maskWidth, height: maskHeight)
                maskLayer.backgroundColor = UIColor.black.cgColor
                fullImageView.layer.mask = maskLayer
                fullImageView.isHidden = false
            } else {
                fullImageView.layer.mask = nil
                fullImageView.isHidden = true
            }
        }
    }

    // MARK: - Touches

    /// Sets the rating for a touch at `touchLocation`, in this view's coordinates.
    func handleTouchAtLocation(_ touchLocation: CGPoint) {
        guard editable, emptyImage != nil, fullImage != nil, !emptyImageViews.isEmpty else { return }

        var newRating: Float = 0
        for (index, imageView) in emptyImageViews.enumerated().reversed() {
            let imageFrame = imageView.frame
            guard imageFrame.width > 0, touchLocation.x > imageFrame.minX else { continue }

            let localPoint = CGPoint(x: touchLocation.x - imageFrame.minX, y: touchLocation.y - imageFrame.minY)
            let localFrame = CGRect(origin: .zero, size: imageFrame.size)
            if (floatRatings || halfRatings) && localFrame.contains(localPoint) {
                let fraction = Float(localPoint.x / imageFrame.width)
                if halfRatings {
                    newRating = Float(index) + (fraction > 0.75 ? 1 : fraction > 0.25 ? 0.5 : 0)
                } else {
                    newRating = Float(index) + fraction
                }
            } else {
                newRating = Float(index) + 1
            }
            break
        }

        rating = boundedRating(newRating)
        delegate?.heartRatingView?(self, isUpdating: rating)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard editable, let touch = touches.first else { return }
        handleTouchAtLocation(touch.location(in: self))
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard editable, let touch = touches.first else { return }
        handleTouchAtLocation(touch.location(in: self))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard editable, !touches.isEmpty else { return }
        delegate?.heartRatingView?(self, didUpdate: rating)
        bounce()
    }

    /// Springs the full image at the rating back from a small scale (a loose two-second spring that still
    /// takes touches); needs no delegate.
    private func bounce() {
        guard shouldBounce, !fullImageViews.isEmpty else { return }
        let index = min(max(Int(max(rating - 1, 0)), 0), fullImageViews.count - 1)
        let imageView = fullImageViews[index]
        imageView.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        UIView.animate(withDuration: 2,
                       delay: 0,
                       usingSpringWithDamping: 0.2,
                       initialSpringVelocity: 9,
                       options: [.allowUserInteraction],
                       animations: { imageView.transform = .identity })
    }

    // MARK: - Accessibility

    public override func accessibilityIncrement() {
        adjustRating(by: 1)
    }

    public override func accessibilityDecrement() {
        adjustRating(by: -1)
    }

    private func adjustRating(by delta: Float) {
        guard editable else { return }
        let adjustedRating = boundedRating(rating + delta)
        // At a bound VoiceOver must not hear a change, nor the delegate a duplicate.
        guard adjustedRating != rating else { return }
        rating = adjustedRating
        delegate?.heartRatingView?(self, didUpdate: rating)
        bounce()
    }

    private func updateAccessibilityState() {
        accessibilityTraits = editable ? [.adjustable] : [.staticText]
        accessibilityValue = "\(accessibilityRatingText) of \(maxRating)"
    }

    /// "3" for a whole rating, Swift's own description ("2.5") otherwise.
    private var accessibilityRatingText: String {
        let wholeRating = rating.rounded(.towardZero)
        return wholeRating == rating ? String(Int(wholeRating)) : String(rating)
    }

    // MARK: - Normalisation

    /// Clamps to `minRating...maxRating`; NaN falls back to `minRating`, ±∞ clamp to the bounds.
    private func boundedRating(_ value: Float) -> Float {
        guard !value.isNaN else { return Float(minRating) }
        return min(max(value, Float(minRating)), Float(maxRating))
    }

    /// `value` when it is finite and not negative (capped at `maximum` when given), else 0.
    private func finiteNonnegative(_ value: CGFloat, maximum: CGFloat? = nil) -> CGFloat {
        guard value.isFinite, value >= 0 else { return 0 }
        guard let maximum = maximum else { return value }
        return min(value, maximum)
    }
}
