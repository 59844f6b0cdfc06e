/// The tutorial's `RateView` (seed 002, "How To Make a Custom UIView in iOS 5"), modelled as it is written.
///
/// Nothing is normalised; layout reads the transformed `frame`; the Objective-C types are kept: `int`
/// margins and rating count (`Int32`, wrapping like the hardware), `float` widths, an `NSUInteger` count.
/// Image views are not stored one by one (a hostile `maxRating` asks for two billion of them): their frames
/// follow from the values captured by the last layout, and their images from the current rating.
public struct TutorialRateView: Hashable, Sendable {
    /// The image an image view shows.
    public enum ImageKind: String, Sendable {
        case notSelected, half, full
    }

    /// What `layoutSubviews` computed: every frame follows from it.
    struct FrameRule: Hashable, Sendable {
        var leftMargin: Int32
        var midMargin: Int32
        var imageWidth: Float
        var imageHeight: Float
    }

    /// The not-selected image's size; layout is skipped while it is `nil`.
    public var notSelectedImage: Size?
    /// The half-selected image's size.
    public var halfSelectedImage: Size?
    /// The fully selected image's size.
    public var fullSelectedImage: Size?
    /// The rating, stored as given (NaN and out-of-range values included).
    public var rating: Float = 0
    /// Whether the view is editable (unused by the seed's excerpt).
    public var editable = false
    /// The `int` rating count, as last assigned.
    public private(set) var maxRating: Int32 = 5
    /// The `int` space between images.
    public var midMargin: Int32 = 5
    /// The `int` space before the first image.
    public var leftMargin: Int32 = 0
    /// The minimum image size, not normalised.
    public var minImageSize = Size(width: 5, height: 5)
    /// The view's bounds (its frame is these scaled by `transform`); always finite (see `setBounds`).
    public private(set) var bounds = Rect.zero
    /// The view's transform, which the tutorial's layout reads through `frame`.
    public var transform = Transform.identity
    /// `baseInit` sets `_maxRating` without the setter, so there are no image views until `maxRating` is assigned.
    public private(set) var imageViewCount = 0
    /// `nil` until a layout ran for the current image views (new views have zero frames).
    var frameRule: FrameRule?
    /// The exception iOS raised, after which the view does nothing more (the app has ended).
    public private(set) var raised: RaisedException?

    /// The view after `baseInit`.
    public init() {}

    /// `setMaxRating:`: removes every image view and adds `maxRating` new ones (none when it is not positive).
    public mutating func setMaxRating(_ value: Int32) {
        guard raised == nil else { return }
        maxRating = value
        imageViewCount = Int(max(value, 0))
        frameRule = nil
    }

    /// `bounds = rect`, kept standardized: Core Animation raises `CALayerInvalidGeometry` for a NaN component.
    public mutating func setBounds(_ rect: Rect) {
        guard raised == nil else { return }
        guard !rect.containsNaN else {
            raised = .invalidGeometry(property: "bounds", value: rect)
            return
        }
        bounds = rect.standardized
    }

    /// `layoutSubviews`, skipped while the not-selected image is unset. Where its arithmetic gives an image
    /// view a frame with a NaN (in its size or the position it sets), iOS raises `CALayerInvalidGeometry` at
    /// that assignment; an infinite frame is accepted.
    public mutating func layoutSubviews() {
        guard raised == nil, notSelectedImage != nil else { return }
        let frameSize = transform.frameSize(ofBounds: bounds)
        let count = UInt64(imageViewCount)
        // `self.midMargin * self.imageViews.count` is an int times an NSUInteger: unsigned, wrapping.
        let midMargins = Double(UInt64(bitPattern: Int64(midMargin)) &* count)
        let desiredImageWidth = Float((frameSize.width - Double(leftMargin &* 2) - midMargins) / Double(count))
        frameRule = FrameRule(
            leftMargin: leftMargin,
            midMargin: midMargin,
            imageWidth: Float(Self.objcMax(minImageSize.width, Double(desiredImageWidth))),
            imageHeight: Float(Self.objcMax(minImageSize.height, frameSize.height)))
        // x is linear in the index, so the first and last frames are the extremes.
        for index in imageViewCount > 1 ? [0, imageViewCount - 1] : Array(0..<imageViewCount) {
            let frame = frame(at: index)
            if frame.isInvalidLayerFrame {
                raised = .invalidGeometry(property: "frame of image view \(index)", value: frame)
                return
            }
        }
    }

    /// The frame of image view `index` (which must exist).
    public func frame(at index: Int) -> Rect {
        guard let rule = frameRule else { return .zero }
        let position = Float(Int32(truncatingIfNeeded: index))
        let x = Float(rule.leftMargin) + position * (Float(rule.midMargin) + rule.imageWidth)
        return Rect(x: Double(x), y: 0, width: Double(rule.imageWidth), height: Double(rule.imageHeight))
    }

    /// What `refresh` shows in image view `index`: full at or above `index + 1`, half above `index`.
    public func imageKind(at index: Int) -> ImageKind {
        let position = Float(Int32(truncatingIfNeeded: index))
        if rating >= position + 1 { return .full }
        if rating > position { return .half }
        return .notSelected
    }

    /// Foundation's `MAX(A, B)`: `A < B ? B : A`, so a NaN second argument loses and a NaN first one wins.
    static func objcMax(_ first: Double, _ second: Double) -> Double {
        first < second ? second : first
    }
}
