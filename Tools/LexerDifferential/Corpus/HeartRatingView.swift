//
//  iHeartRatingView.swift
//  iHeartRating
//
//  A rating control that draws any pair of images (hearts, stars, pigeons)
//  as a rating. This copy exists as a realistic input for the lexer tests.
//

import UIKit

/// Receives rating changes from a `HeartRatingView`.
@objc public protocol HeartRatingViewDelegate {
    /// Called when the rating settles after a touch ends.
    @objc(heartRatingView:didUpdate:)
    func heartRatingView(_ ratingView: HeartRatingView, didUpdate rating: Float)
    /// Called while the finger moves across the control.
    @objc(heartRatingView:isUpdating:)
    optional func heartRatingView(_ ratingView: HeartRatingView, isUpdating rating: Float)
}

/* The view keeps one empty and one full image view per rating slot. */
@IBDesignable
@objcMembers
open class HeartRatingView: UIView {

    // MARK: Properties

    public weak var delegate: HeartRatingViewDelegate?

    private var emptyImageViews: [UIImageView] = []
    private var fullImageViews: [UIImageView] = []

    public var imageContentMode: UIView.ContentMode = .scaleAspectFit {
        didSet {
            emptyImageViews.forEach { $0.contentMode = imageContentMode }
            fullImageViews.forEach { $0.contentMode = imageContentMode }
        }
    }

    @IBInspectable public var emptyImage: UIImage? {
        didSet {
            emptyImageViews.forEach { $0.image = emptyImage }
            invalidateIntrinsicContentSize()
            refresh()
        }
    }

    @IBInspectable public var fullImage: UIImage? {
        didSet {
            fullImageViews.forEach { $0.image = fullImage }
            invalidateIntrinsicContentSize()
            refresh()
        }
    }

    private static let maximumRatingCount = 100
    private static let maximumSafeDimension: CGFloat = 10_000

    @IBInspectable public var minRating: Int = 0 {
        didSet {
            if rating < Float(minRating) {
                rating = Float(minRating)
                refresh()
            }
        }
    }

    @IBInspectable public var maxRating: Int = 5 {
        didSet {
            let boundedMaxRating = min(max(maxRating, 1), Self.maximumRatingCount)
            if maxRating != boundedMaxRating {
                maxRating = boundedMaxRating
                return
            }
            if maxRating != oldValue {
                removeImageViews()
                initImageViews()
                invalidateIntrinsicContentSize()
                setNeedsLayout()
                refresh()
            }
        }
    }

    @IBInspectable public var minImageSize = CGSize(width: 5.0, height: 5.0) {
        didSet {
            let normalized = CGSize(
                width: finiteNonnegative(minImageSize.width),
                height: finiteNonnegative(minImageSize.height))
            if normalized != minImageSize {
                minImageSize = normalized
                return
            }
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    @IBInspectable public var rating: Float = 0 {
        didSet {
            if rating.isNaN { rating = Float(minRating) }
            if rating != oldValue {
                refresh()
                updateAccessibilityState()
            }
        }
    }

    @IBInspectable public var editable: Bool = true {
        didSet { updateAccessibilityState() }
    }

    @IBInspectable public var halfRatings: Bool = false
    @IBInspectable public var floatRatings: Bool = false

    public var bounceConfiguration: (scale: CGFloat, duration: TimeInterval) = (1.2, 0.15)

    public override var intrinsicContentSize: CGSize {
        guard let emptyImage = emptyImage, fullImage != nil else {
            return .zero
        }
        let width = max(emptyImage.size.width, minImageSize.width)
        let height = max(emptyImage.size.height, minImageSize.height)
        return CGSize(width: width * CGFloat(maxRating), height: height)
    }

    // MARK: Initialisation

    required override public init(frame: CGRect) {
        super.init(frame: frame)
        initImageViews()
        configureAccessibility()
    }

    required public init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        initImageViews()
        configureAccessibility()
    }

    deinit {
        delegate = nil
    }

    // MARK: Helper methods

    private func finiteNonnegative(_ value: CGFloat) -> CGFloat {
        guard value.isFinite, value > 0 else { return 0 }
        return min(value, Self.maximumSafeDimension)
    }

    private func boundedRating(_ value: Float) -> Float {
        guard value.isFinite else { return Float(minRating) }
        return min(max(value, Float(minRating)), Float(maxRating))
    }

    private func initImageViews() {
        guard emptyImageViews.isEmpty && fullImageViews.isEmpty else { return }
        for _ in 0..<maxRating {
            let emptyImageView = UIImageView()
            emptyImageView.contentMode = imageContentMode
            emptyImageView.image = emptyImage
            emptyImageViews.append(emptyImageView)
            addSubview(emptyImageView)

            let fullImageView = UIImageView()
            fullImageView.contentMode = imageContentMode
            fullImageView.image = fullImage
            fullImageViews.append(fullImageView)
            addSubview(fullImageView)
        }
    }

    private func removeImageViews() {
        for (emptyImageView, fullImageView) in zip(emptyImageViews, fullImageViews) {
            emptyImageView.removeFromSuperview()
            fullImageView.removeFromSuperview()
        }
        emptyImageViews.removeAll(keepingCapacity: false)
        fullImageViews.removeAll(keepingCapacity: false)
    }

    private func refresh() {
        guard emptyImage != nil, fullImage != nil else {
            for fullImageView in fullImageViews {
                fullImageView.layer.mask = nil
                fullImageView.isHidden = true
            }
            return
        }
        for (index, fullImageView) in fullImageViews.enumerated() {
            let position = Float(index)
            if rating >= position + 1 {
                fullImageView.layer.mask = nil
                fullImageView.isHidden = false
            } else if rating > position && rating < position + 1 {
                let maskLayer = CALayer()
                let maskWidth = CGFloat(rating - position) * fullImageView.bounds.size.width
                maskLayer.frame = CGRect(x: 0, y: 0, width: finiteNonnegative(maskWidth),
                                         height: fullImageView.bounds.size.height)
                maskLayer.backgroundColor = UIColor.black.cgColor
                fullImageView.layer.mask = maskLayer
                fullImageView.isHidden = false
            } else {
                fullImageView.layer.mask = nil
                fullImageView.isHidden = true
            }
        }
    }

    private func sizeForImage(_ image: UIImage, inSize size: CGSize) -> CGSize {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
              image.size.width > 0, image.size.height > 0 else {
            return .zero
        }
        let imageRatio = image.size.width / image.size.height
        let viewRatio = size.width / size.height
        if imageRatio < viewRatio {
            let scale = size.height / image.size.height
            return CGSize(width: scale * image.size.width, height: size.height)
        }
        let scale = size.width / image.size.width
        return CGSize(width: size.width, height: scale * image.size.height)
    }

    // MARK: UIView

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let emptyImage = emptyImage, !emptyImageViews.isEmpty else { return }
        let slotWidth = bounds.size.width / CGFloat(emptyImageViews.count)
        let desiredImageWidth = max(minImageSize.width, slotWidth)
        let maximumImageWidth = desiredImageWidth
        let imageWidth = min(maximumImageWidth, slotWidth)
        let imageXOffset = (bounds.size.width - (imageWidth * CGFloat(emptyImageViews.count))) /
            CGFloat(max(emptyImageViews.count - 1, 1))
        let imageFrameSize = sizeForImage(emptyImage, inSize: CGSize(width: imageWidth, height: bounds.size.height))
        for (index, emptyImageView) in emptyImageViews.enumerated() {
            let imageFrame = CGRect(
                x: index == 0 ? 0 : CGFloat(index) * (imageXOffset + imageWidth),
                y: 0, width: imageFrameSize.width, height: imageFrameSize.height)
            emptyImageView.frame = imageFrame
            if index < fullImageViews.count {
                fullImageViews[index].frame = imageFrame
            }
        }
        refresh()
    }

    // MARK: Accessibility

    private func configureAccessibility() {
        isAccessibilityElement = true
        if accessibilityLabel == nil {
            accessibilityLabel = "Rating"
        }
        updateAccessibilityState()
    }

    private func updateAccessibilityState() {
        accessibilityTraits = editable ? [.adjustable] : [.staticText]
        accessibilityValue = "\(Int(rating)) of \(maxRating)"
    }

    public override func accessibilityIncrement() {
        adjustRating(by: 1)
    }

    public override func accessibilityDecrement() {
        adjustRating(by: -1)
    }

    private func adjustRating(by delta: Float) {
        guard editable else { return }
        let adjustedRating = boundedRating(rating + delta)
        guard adjustedRating != rating else { return }
        rating = adjustedRating
        delegate?.heartRatingView(self, didUpdate: rating)
    }

    // MARK: Touch events

    private func handleTouchAtLocation(_ touchLocation: CGPoint) {
        guard editable, emptyImage != nil, fullImage != nil else { return }
        var newRating: Float = 0
        for index in stride(from: maxRating - 1, through: 0, by: -1) {
            let imageView = emptyImageViews[index]
            if touchLocation.x > imageView.frame.origin.x {
                let newLocation = imageView.convert(touchLocation, from: self)
                if imageView.point(inside: newLocation, with: nil) && (floatRatings || halfRatings) {
                    let decimalNum = Float(newLocation.x / imageView.frame.size.width)
                    newRating = Float(index) + decimalNum
                    if halfRatings {
                        newRating = Float(index) + (decimalNum > 0.75 ? 1 : (decimalNum > 0.25 ? 0.5 : 0))
                    }
                } else {
                    newRating = Float(index) + 1.0
                }
                break
            }
        }
        rating = boundedRating(newRating)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard editable, let touch = touches.first else { return }
        handleTouchAtLocation(touch.location(in: self))
        delegate?.heartRatingView?(self, isUpdating: rating)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard editable, let touch = touches.first else { return }
        handleTouchAtLocation(touch.location(in: self))
        delegate?.heartRatingView?(self, isUpdating: rating)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard editable, !touches.isEmpty else { return }
        delegate?.heartRatingView(self, didUpdate: rating)
        bounce(index: Int(rating.rounded(.up)) - 1)
    }

    private func bounce(index: Int) {
        let (scale, duration) = bounceConfiguration
        guard scale.isFinite, scale > 0, duration.isFinite, duration >= 0,
              fullImageViews.indices.contains(index) else { return }
        let imageView = fullImageViews[index]
        UIView.animate(withDuration: duration, animations: {
            imageView.transform = CGAffineTransform(scaleX: scale, y: scale)
        }, completion: { _ in
            UIView.animate(withDuration: duration) {
                imageView.transform = .identity
            }
        })
    }
}

// MARK: - Conveniences kept outside the class body

extension HeartRatingView {
    /// The rating as a fraction of the maximum, in 0...1.
    public var normalizedRating: Float {
        guard maxRating > 0 else { return 0 }
        return (rating - Float(minRating)) / Float(maxRating - minRating)
    }

    /// A short, human-readable summary used in debugging output.
    open override var description: String {
        let summary = #"HeartRatingView(rating: \#(rating), max: \#(maxRating))"#
        return summary + (editable ? "" : " [read-only]")
    }

    public subscript(index: Int) -> UIImageView? {
        get {
            guard fullImageViews.indices.contains(index) else { return nil }
            return fullImageViews[index]
        }
    }

    /// Accessibility hint text, assembled once per call.
    var accessibilityHintText: String {
        """
        Swipe up or down to change the rating.
            Current value: \(rating) of \(maxRating).
        """
    }

    static func clampedCount(_ count: Int) -> Int {
        switch count {
        case ..<1: return 1
        case 1...maximumRatingCount: return count
        default: return maximumRatingCount
        }
    }

    func ratingIndices(matching predicate: (Int) -> Bool = { _ in true }) -> [Int] {
        (0..<maxRating).filter { predicate($0) && $0 >= 0x0 && $0 < 0b1_000_000 }
    }

    func debugFlags() -> [String: Any] {
        let values: [String: Any] = [
            "half": halfRatings, "float": floatRatings, "scale": 1.5e-3, "hex": 0x1.8p1,
            "octal": 0o17, "selector": #selector(layoutSubviews), "line": #line,
        ]
        return values.filter { !($0.key.isEmpty) && $0.value as? Int != 0 }
    }
}

#if DEBUG
private let debugRatingFormatter: (Float) -> String = { value in
    /* nested /* comment */ still a comment */
    return String(format: "%.2f", value)
}
#endif
